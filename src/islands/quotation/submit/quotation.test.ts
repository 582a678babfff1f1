// The quotation endpoints of this folder's calls against the reference server itself (seeded, in memory),
// through the shared client as the pages use it.
import { describe, expect, test } from 'vitest';
import type { CreateCustomizedOrder } from '../../../wire/orders.ts';
import { useReferenceServer } from '../../../core/test-support.ts';

const { reported } = useReferenceServer({ loginAs: 'demo' });

const catalogue = () => import('../../../components/catalogue/catalogue.ts');
const quotation = () => import('./quotation.ts');

/** demo's seeded drawing 外壳.stl: a 60 × 40 × 20 mm box, 48 cm³. */
const SHELL_FILE_ID = 1;
const address = { name: '王小明', phone: '13800138000', region: '广东省深圳市', detail: '科技园 8 栋' };

describe('the catalogue of the using factory', () => {
  test('lists its processes and the materials of all of them or of one', async () => {
    const { listMaterials, listProcesses } = await catalogue();
    const processes = await listProcesses();
    expect(processes.records.map((process) => process.code)).toEqual(['SLA', 'SLS', 'MJF', 'FDM', 'CNC', 'VC']);
    expect((await listMaterials()).total).toBe(24);
    const resins = await listMaterials({ processId: 1 });
    expect(resins.records.map((material) => material.name)).toEqual(['白色树脂', '灰色树脂', '高韧性树脂', '透明树脂', '耐高温树脂']);
  });
});

describe('pricing and ordering', () => {
  const request = { materialId: 1, items: [{ fileId: SHELL_FILE_ID, quantity: 2 }], couponId: null };

  test("prices a file from the server's own measurement", async () => {
    const { priceQuote } = await quotation();
    const quote = await priceQuote(request);
    // 白色树脂 (SLA): 48 cm³ × ¥0.80 = ¥38.40 of resin plus machine time by build height, the box
    // lying on its 60 × 40 face 20 mm high × ¥0.15/mm = ¥3.00: ¥41.40 a part, two parts;
    // demo is 黄金会员: 9.5 折 (¥82.80 × 5 % = ¥4.14), free shipping from ¥49.
    expect(quote.lines).toEqual([expect.objectContaining({ fileId: SHELL_FILE_ID, unitPrice: 4140, quantity: 2, subtotal: 8280, manual: false })]);
    expect([quote.goods, quote.memberDiscount, quote.discount, quote.shipping, quote.payable, quote.freeShippingFrom]).toEqual([8280, 414, 0, 0, 7866, 4900]);
  });

  test('creates one order per idempotency key, and reads it back', async () => {
    const { createCustomizedOrder, fetchCustomizedOrder } = await quotation();
    const body: CreateCustomizedOrder = { ...request, address, remarks: '', expectedPayable: 7866, idempotencyKey: 'api-test-key-0001' };
    const first = await createCustomizedOrder(body);
    const again = await createCustomizedOrder(body);
    expect(again.orderNo).toBe(first.orderNo);
    expect(first).toMatchObject({ status: '待付款', payable: 7866, address });
    expect((await fetchCustomizedOrder(first.orderNo)).id).toBe(first.id);
  });

  test('a changed price is thrown for the page to show, without telling the notifier', async () => {
    const { createCustomizedOrder } = await quotation();
    reported.length = 0;
    const stale: CreateCustomizedOrder = { ...request, address, remarks: '', expectedPayable: 9000, idempotencyKey: 'api-test-key-0002' };
    await expect(createCustomizedOrder(stale)).rejects.toMatchObject({ name: 'ApiError', status: 409 });
    expect(reported).toEqual([]);
  });

  test('any other failure to create is reported as usual', async () => {
    const { createCustomizedOrder } = await quotation();
    reported.length = 0;
    const unknownMaterial: CreateCustomizedOrder = { ...request, materialId: 999, address, remarks: '', expectedPayable: 7866, idempotencyKey: 'api-test-key-0003' };
    await expect(createCustomizedOrder(unknownMaterial)).rejects.toMatchObject({ status: 404 });
    expect(reported.map((error) => [error.status, error.message])).toEqual([[404, '材料不存在或当前工厂不提供']]);
  });
});
