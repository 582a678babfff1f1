/** What the after-sales tests share: a received order placed through the API, and a claim's form. */
import { expect } from 'vitest';
import { ConsumableQuote } from '../../src/wire/consumable-orders.ts';
import { OrderDetail } from '../../src/wire/orders.ts';
import { gradientPng } from '../seed-suggestions.ts';
import { staffLogin, staffPath, address } from '../staff/test-support.ts';
import type { TestServer } from '../test-support.ts';

export const png = gradientPng(16, 8, [255, 0, 0], [0, 0, 255]);
export const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

let placed = 0;

/**
 * The customer orders `quantity` of consumable 1, pays from the balance, the factory's warehouse
 * ships it and the customer confirms receipt: answers the order, now 已完成.
 */
export async function receivedOrder(server: TestServer, token: string, quantity = 1): Promise<OrderDetail> {
  placed += 1;
  const items = [{ consumableId: 1, quantity }];
  const priced = await server.call('POST', '/api/shop-consumable-order/price', { token, json: { items, couponId: null } });
  expect(priced.status, await priced.clone().text()).toBe(200);
  const { payable } = ConsumableQuote.parse(await priced.json());
  const created = await server.call('POST', '/api/shop-order/consumable', { token, json: { items, couponId: null, address, remarks: '', expectedPayable: payable, idempotencyKey: `claim-order-key-${placed}` } });
  expect(created.status, await created.clone().text()).toBe(201);
  const { orderNo } = OrderDetail.parse(await created.json());
  const paid = await server.call('POST', `/api/shop-payment/${orderNo}/balance`, { token });
  expect(paid.status, await paid.clone().text()).toBe(200);
  const shipped = await server.call('POST', `${staffPath}/shipping/${orderNo}`, { token: await staffLogin(server, 'warehouse'), json: { parcels: [{ carrier: 'SF', trackingNo: `SF${String(100000000000 + placed)}` }] } });
  expect(shipped.status, await shipped.clone().text()).toBe(200);
  const confirmed = await server.call('POST', `/api/shop-order/${orderNo}/confirm-receipt`, { token });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  const detail = await server.call('GET', `/api/shop-order/${orderNo}`, { token });
  const order = OrderDetail.parse(await detail.json());
  expect(order.status).toBe('已完成');
  return order;
}

let keys = 0;

/** The multipart body of a claim on `orderNo` with `photos`. */
export function claimForm(orderNo: string, photos: ReadonlyArray<{ name: string; bytes: Uint8Array }> = [], values: Record<string, string> = {}): FormData {
  keys += 1;
  const body = new FormData();
  const fields = { orderNo, reason: '质量问题', description: '表面有明显划痕，两件都有。', idempotencyKey: `claim-key-${String(keys).padStart(4, '0')}`, ...values };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const photo of photos) body.append('photo', new Blob([new Uint8Array(photo.bytes)]), photo.name);
  return body;
}
