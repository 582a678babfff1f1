/** What the staff console's tests share: a staff login and a 待报价 order placed by demo. */
import { expect } from 'vitest';
import { UploadResult } from '../../src/wire/files.ts';
import { CustomizedOrder } from '../../src/wire/orders.ts';
import { Quote, type QuoteItem } from '../../src/wire/quotes.ts';
import { StaffToken } from '../../src/wire/staff.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { uploadFile, type TestServer } from '../test-support.ts';
import { seedPassword } from '../users/seed.ts';

export const staffPath = '/api/shop-staff';
export const address = { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' };

/** POST /api/shop-staff/sessions as it answers. */
export const staffAttempt = (server: TestServer, username: string, password: string) => server.call('POST', `${staffPath}/sessions`, { json: { username, password } });

/** Logs a member of staff in (asserting success) and answers the token. */
export async function staffLogin(server: TestServer, username: string, password = seedPassword): Promise<string> {
  const response = await staffAttempt(server, username, password);
  expect(response.status, await response.clone().text()).toBe(201);
  return StaffToken.strict().parse(await response.json()).token;
}

let placed = 0;

/**
 * demo orders large.stl (100 × 100 × 50 mm, 白色树脂: 40 750 fen, 2037 off for 黄金会员) with a
 * call-out (and `item`'s fields), so the order waits for the factory (待报价), with `couponId` when
 * given; answers the order.
 */
export async function waitingOrder(server: TestServer, demo: string, couponId: number | null = null, item: Partial<QuoteItem> = {}): Promise<CustomizedOrder> {
  placed += 1;
  const draftId = `draft-staff-${placed}`;
  const fileId = UploadResult.parse(await (await uploadFile(server, demo, draftId, 'large.stl', binaryStl(box(100, 100, 50)))).json()).file.id;
  const request = { materialId: 1, items: [{ fileId, quantity: 1, callouts: { tolerance: true }, ...item }], couponId };
  const priced = await server.call('POST', '/api/shop-quotation/price', { token: demo, json: request });
  expect(priced.status, await priced.clone().text()).toBe(200);
  const quote = Quote.parse(await priced.json());
  const response = await server.call('POST', '/api/shop-order/customized', {
    token: demo,
    json: { ...request, address, remarks: '请按图纸公差加工', expectedPayable: quote.payable, idempotencyKey: `key-staff-order-${placed}` },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const order = CustomizedOrder.parse(await response.json());
  expect(order.status).toBe('待报价');
  return order;
}
