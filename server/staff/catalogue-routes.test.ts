import { beforeEach, describe, expect, it } from 'vitest';
import { MaterialPage } from '../../src/wire/catalogue.ts';
import { ConsumableQuote } from '../../src/wire/consumable-orders.ts';
import { Consumable } from '../../src/wire/consumables.ts';
import { UploadResult } from '../../src/wire/files.ts';
import { CustomizedOrder, OrderDetail } from '../../src/wire/orders.ts';
import { QuotationDraft, SavedQuotation } from '../../src/wire/quote-docs.ts';
import { Quote, type QuoteRequest } from '../../src/wire/quotes.ts';
import { AuditPage } from '../../src/wire/staff.ts';
import { StaffConsumable, StaffConsumableList, StaffMaterial, StaffMaterialList, type MaterialSettings } from '../../src/wire/staff-catalogue.ts';
import { intOf, textOf } from '../core/rows.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, days, messageOf, uploadFile, type TestServer } from '../test-support.ts';
import { address, staffLogin, staffPath } from './test-support.ts';

/** 白色树脂 (#1, SLA) as seeded: ¥0.80/cm³, ¥15.00 minimum, 1 working day. */
const whiteResin = { pricePerCm3: 80, minPrice: 1500, leadDays: 1 };
const dearer: MaterialSettings = { pricePerCm3: 100, minPrice: 2000, leadDays: 3, onSale: true };

describe('/api/shop-staff/catalogue', () => {
  let server: TestServer;
  let admin: string;
  beforeEach(async () => {
    server = await createTestServer();
    admin = await staffLogin(server, 'factory');
  });

  const materials = async (token = admin) => {
    const response = await server.call('GET', `${staffPath}/catalogue/materials`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return StaffMaterialList.strict().parse(await response.json());
  };
  const setMaterial = (id: number, body: unknown, token = admin) => server.call('PUT', `${staffPath}/catalogue/materials/${id}`, { token, json: body });
  const consumables = async (token: string) => {
    const response = await server.call('GET', `${staffPath}/catalogue/consumables`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return StaffConsumableList.strict().parse(await response.json());
  };
  const change = (id: number, body: unknown, token: string) => server.call('PATCH', `${staffPath}/catalogue/consumables/${id}`, { token, json: body });
  /** What a customer of the factory sees of a material (GET /api/shop-material), or undefined when it is not listed. */
  const listed = async (token: string, materialId: number) => {
    const response = await server.call('GET', '/api/shop-material', { token });
    expect(response.status).toBe(200);
    return MaterialPage.parse(await response.json()).records.find((material) => material.id === materialId);
  };
  /** e2e-full, a customer who may order from factories 1 and 2, switched to 苏州工业园3D打印中心 (2). */
  const customerOfFactory2 = async () => {
    const token = await server.login('e2e-full');
    expect((await server.call('PUT', '/api/shop-platform/users/me/usingFactory', { token, json: { factoryId: 2 } })).status).toBe(200);
    return token;
  };
  const auditRows = (action: string) =>
    server.db.prepare('SELECT factory_id, subject, before, after FROM audit_log WHERE action = ? ORDER BY id').all(action).map((row) => ({
      factoryId: intOf(row, 'factory_id'),
      subject: textOf(row, 'subject'),
      before: JSON.parse(textOf(row, 'before')) as unknown,
      after: JSON.parse(textOf(row, 'after')) as unknown,
    }));

  describe('materials', () => {
    it('lists the materials of the factory’s processes only, with the shared figures and none of its own yet', async () => {
      const mine = await materials();
      expect(mine.total).toBe(mine.records.length);
      expect(mine.records.find((material) => material.id === 1)).toEqual({
        id: 1,
        name: '白色树脂',
        process: { id: 1, code: 'SLA', name: expect.any(String) },
        defaults: whiteResin,
        own: null,
        effective: whiteResin,
        onSale: true,
      });
      // 深圳宝安 makes no SLM (metal printing) and 苏州 no CNC.
      expect(mine.records.some((material) => material.process.code === 'SLM')).toBe(false);
      expect(mine.records.some((material) => material.process.code === 'CNC')).toBe(true);
      const theirs = await materials(await staffLogin(server, 'factory2'));
      expect(theirs.records.some((material) => material.process.code === 'SLM')).toBe(true);
      expect(theirs.records.some((material) => material.process.code === 'CNC')).toBe(false);
    });

    it('sets the factory’s own figures: its customers are quoted them, the answer and the audit row say before and after', async () => {
      const response = await setMaterial(1, dearer);
      expect(response.status, await response.clone().text()).toBe(200);
      const answer = StaffMaterial.strict().parse(await response.json());
      expect(answer).toMatchObject({ id: 1, defaults: whiteResin, own: { pricePerCm3: 100, minPrice: 2000, leadDays: 3, onSale: true, updatedAt: '2026-03-01T02:00:00.000Z' }, effective: { pricePerCm3: 100, minPrice: 2000, leadDays: 3 }, onSale: true });
      expect((await materials()).records.find((material) => material.id === 1)).toEqual(answer);
      expect(await listed(await server.login('demo'), 1)).toMatchObject({ pricePerCm3: 100, minPrice: 2000, leadDays: 3 });
      expect(auditRows('catalogue.material')).toEqual([
        { factoryId: 1, subject: 'material:1', before: { name: '白色树脂', ...whiteResin, onSale: true, own: false }, after: { name: '白色树脂', pricePerCm3: 100, minPrice: 2000, leadDays: 3, onSale: true, own: true } },
      ]);
      const log = AuditPage.parse(await (await server.call('GET', `${staffPath}/audit`, { token: admin })).json());
      expect(log.records[0]).toMatchObject({ action: 'catalogue.material', actionLabel: '修改材料价目', subject: 'material:1', staff: { username: 'factory' } });
    });

    it('changes only the editing factory’s figures: 苏州’s admin repricing 白色树脂 leaves 深圳’s customers at the shared price', async () => {
      const factory2 = await staffLogin(server, 'factory2');
      expect((await setMaterial(1, { ...dearer, pricePerCm3: 120 }, factory2)).status).toBe(200);
      expect(await listed(await customerOfFactory2(), 1)).toMatchObject({ pricePerCm3: 120 });
      expect(await listed(await server.login('demo'), 1)).toMatchObject(whiteResin);
      expect((await materials()).records.find((material) => material.id === 1)).toMatchObject({ own: null, effective: whiteResin });
      // The shared row itself is untouched, and the audit row is 苏州’s.
      expect(server.db.prepare('SELECT price_per_cm3 FROM materials WHERE id = 1').get()).toEqual({ price_per_cm3: 80 });
      expect(auditRows('catalogue.material').map((row) => row.factoryId)).toEqual([2]);
      const ours = AuditPage.parse(await (await server.call('GET', `${staffPath}/audit`, { token: admin })).json());
      expect(ours.records.some((entry) => entry.action === 'catalogue.material')).toBe(false);
    });

    it('answers 404 for a material of a process the factory does not offer, and for none', async () => {
      // 16 is an SLM metal: 苏州 offers it, 深圳 does not.
      const foreign = await setMaterial(16, dearer);
      expect(foreign.status).toBe(404);
      expect(await messageOf(foreign)).toBe('材料不存在或本厂不提供该工艺');
      expect((await setMaterial(9999, dearer)).status).toBe(404);
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM factory_materials').get()).toEqual({ n: 0 });
    });

    it.each([
      [{ ...dearer, pricePerCm3: 99.5 }, '单价须为整数（分）'],
      [{ ...dearer, pricePerCm3: 0 }, '单价必须大于 0'],
      [{ ...dearer, pricePerCm3: 100_001 }, '单价最高 ¥1000.00/cm³'],
      [{ ...dearer, minPrice: -1 }, '最低价不能为负数'],
      [{ ...dearer, minPrice: 5_000_001 }, '最低价最高 ¥50000.00'],
      [{ ...dearer, leadDays: 0 }, '交期须为 1–60 个工作日'],
      [{ ...dearer, leadDays: 61 }, '交期须为 1–60 个工作日'],
      [{ ...dearer, leadDays: 2.5 }, '交期须为整数个工作日'],
      [{ pricePerCm3: 100, minPrice: 2000, leadDays: 3 }, '请说明是否上架'],
      [{ ...dearer, pricePerCm3: '100' }, '请填写单价'],
    ])('refuses %j with 400 %s and changes nothing', async (body, message) => {
      const response = await setMaterial(1, body);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toContain(message);
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM factory_materials').get()).toEqual({ n: 0 });
    });

    it('is the 管理员’s alone: 403 for the other roles, 401 for a customer', async () => {
      for (const username of ['engineer', 'service', 'warehouse']) {
        const token = await staffLogin(server, username);
        const list = await server.call('GET', `${staffPath}/catalogue/materials`, { token });
        expect(list.status, username).toBe(403);
        expect(await messageOf(list)).toBe('当前角色无权执行此操作');
        expect((await setMaterial(1, dearer, token)).status, username).toBe(403);
      }
      const customer = await server.login('demo');
      expect((await server.call('GET', `${staffPath}/catalogue/materials`, { token: customer })).status).toBe(401);
      expect((await setMaterial(1, dearer, customer)).status).toBe(401);
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM factory_materials').get()).toEqual({ n: 0 });
    });
  });

  describe('a material taken off sale', () => {
    it('is no longer listed or priced at that factory (with a Chinese reason), still is at another, and old orders keep it', async () => {
      const demo = await server.login('demo');
      const seeded = server.db.prepare("SELECT order_no FROM orders WHERE customer_id = 1 AND kind = 'customized' AND material_id = 1 ORDER BY id LIMIT 1").get();
      const orderNo = textOf(seeded ?? {}, 'order_no');
      const before = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token: demo })).json());

      expect((await setMaterial(1, { ...whiteResin, onSale: false })).status).toBe(200);
      expect((await materials()).records.find((material) => material.id === 1)).toMatchObject({ onSale: false, effective: whiteResin });
      expect(await listed(demo, 1)).toBeUndefined();
      expect(await listed(demo, 2)).toBeDefined();

      const fileId = UploadResult.parse(await (await uploadFile(server, demo, 'draft-off-sale', 'large.stl', binaryStl(box(100, 100, 50)))).json()).file.id;
      const request = { materialId: 1, items: [{ fileId, quantity: 1 }], couponId: null };
      const refused = await server.call('POST', '/api/shop-quotation/price', { token: demo, json: request });
      expect(refused.status).toBe(404);
      expect(await messageOf(refused)).toBe('「白色树脂」已下架，暂不接受新的报价和订单');
      const ordered = await server.call('POST', '/api/shop-order/customized', { token: demo, json: { ...request, address, remarks: '', expectedPayable: 38_713, idempotencyKey: 'off-sale-order-0001' } });
      expect(ordered.status).toBe(404);
      expect(await messageOf(ordered)).toBe('「白色树脂」已下架，暂不接受新的报价和订单');

      expect(await listed(await customerOfFactory2(), 1)).toMatchObject(whiteResin);
      const after = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token: demo })).json());
      expect(after.lines).toEqual(before.lines);
      expect(after.payable).toBe(before.payable);

      // Back on sale, it is priced again.
      expect((await setMaterial(1, { ...whiteResin, onSale: true })).status).toBe(200);
      expect((await server.call('POST', '/api/shop-quotation/price', { token: demo, json: request })).status).toBe(200);
    });
  });

  describe('a price changed in 目录', () => {
    /** demo with the 500 cm³ block: ¥407.50 a part of 白色树脂 at ¥0.80/cm³, ¥507.50 at ¥1.00/cm³. */
    const setUp = async () => {
      const demo = await server.login('demo');
      const fileId = UploadResult.parse(await (await uploadFile(server, demo, 'draft-catalogue-hold', 'large.stl', binaryStl(box(100, 100, 50)))).json()).file.id;
      return { demo, fileId, request: { materialId: 1, items: [{ fileId, quantity: 2 }], couponId: null } satisfies QuoteRequest };
    };
    const price = async (token: string, request: QuoteRequest) => {
      const response = await server.call('POST', '/api/shop-quotation/price', { token, json: request });
      expect(response.status, await response.clone().text()).toBe(200);
      return Quote.parse(await response.json());
    };
    const order = async (token: string, request: QuoteRequest, expectedPayable: number, key: string) => {
      const response = await server.call('POST', '/api/shop-order/customized', { token, json: { ...request, address, remarks: '', expectedPayable, idempotencyKey: key } });
      expect(response.status, await response.clone().text()).toBe(201);
      return CustomizedOrder.parse(await response.json());
    };

    it('leaves a held price alone: the same parts are quoted and ordered at the old figure, new quantities at the new one', async () => {
      const { demo, fileId, request } = await setUp();
      const shown = await price(demo, request);
      expect(shown.goods).toBe(81_500);

      expect((await setMaterial(1, dearer)).status).toBe(200);
      // The price holds; the lead time is the factory's of now (a hold keeps prices, not days), shown before ordering.
      expect(await price(demo, request)).toEqual({ ...shown, leadDays: 3 });
      const made = await order(demo, request, shown.payable, 'catalogue-hold-0001');
      expect(made).toMatchObject({ goods: 81_500, payable: shown.payable, lines: [{ unitPrice: 40_750, quantity: 2 }] });

      const fresh = await price(demo, { ...request, items: [{ fileId, quantity: 3 }] });
      expect(fresh.goods).toBe(152_250);
      expect(fresh.leadDays).toBe(3);
    });

    it('leaves a saved quotation alone: its document and a draft made of it after the rise keep its prices, and it is ordered at them', async () => {
      const { demo, request } = await setUp();
      const saved = await server.call('POST', '/api/shop-quotation/saved', {
        token: demo,
        json: { ...request, colour: '白色', customer: { name: '王工', company: '', phone: '' }, remarks: '', idempotencyKey: 'catalogue-quote-0001' },
      });
      expect(saved.status, await saved.clone().text()).toBe(201);
      const quotation = SavedQuotation.parse(await saved.json());
      expect(quotation.document.goods).toBe(81_500);

      expect((await setMaterial(1, dearer)).status).toBe(200);
      server.advance(days(10));
      const again = await server.login('demo');
      const kept = SavedQuotation.parse(await (await server.call('GET', `/api/shop-quotation/saved/${quotation.quoteNo}`, { token: again })).json());
      expect(kept.document).toEqual(quotation.document);
      const draft = await server.call('POST', `/api/shop-quotation/saved/${quotation.quoteNo}/draft`, { token: again, json: { draftId: 'draft-catalogue-quote' } });
      expect(draft.status, await draft.clone().text()).toBe(200);
      const made = QuotationDraft.parse(await draft.json());
      expect(made.quote?.goods).toBe(81_500);
      const ordered = await order(again, request, made.quote?.payable ?? -1, 'catalogue-hold-0002');
      expect(ordered.goods).toBe(81_500);
      // Another customer asking today is quoted the new figure.
      const other = await server.login('e2e-profile');
      const otherFile = UploadResult.parse(await (await uploadFile(server, other, 'draft-catalogue-other', 'large.stl', binaryStl(box(100, 100, 50)))).json()).file.id;
      expect((await price(other, { ...request, items: [{ fileId: otherFile, quantity: 2 }] })).goods).toBe(101_500);
    });
  });

  describe('consumables', () => {
    /** Seeded: 14 碳纤维 PA 线材 with 5 卷, 35 off sale. */
    const stockOf = (id: number) => intOf(server.db.prepare('SELECT stock FROM consumables WHERE id = ?').get(id) ?? { stock: -1 }, 'stock');

    it('lists every consumable, off sale too, with what unpaid orders reserve, for 管理员 and 仓储发货', async () => {
      const warehouse = await staffLogin(server, 'warehouse');
      const list = await consumables(warehouse);
      expect(list.total).toBe(server.db.prepare('SELECT COUNT(*) AS n FROM consumables').get()?.['n']);
      expect(list.records.find((item) => item.id === 35)?.onSale).toBe(false);
      expect(list.records.find((item) => item.id === 14)).toMatchObject({ stock: 5, onSale: true });
      // demo's unpaid order of the seeding day holds one of #11.
      const reserved = intOf(server.db.prepare("SELECT SUM(i.quantity) AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.consumable_id = 11 AND o.status = '待付款'").get() ?? { n: -1 }, 'n');
      expect(reserved).toBeGreaterThan(0);
      expect(list.records.find((item) => item.id === 11)?.reserved).toBe(reserved);
      expect(await consumables(admin)).toEqual(list);
    });

    it('adjusts the stock by a delta and takes an item off sale (仓储发货), reprices it (管理员 only), each with its audit row', async () => {
      const warehouse = await staffLogin(server, 'warehouse');
      const added = await change(14, { stockDelta: 20 }, warehouse);
      expect(added.status, await added.clone().text()).toBe(200);
      expect(StaffConsumable.strict().parse(await added.json())).toMatchObject({ id: 14, stock: 25 });

      const priced = await change(14, { price: 9_900 }, warehouse);
      expect(priced.status).toBe(403);
      expect(await messageOf(priced)).toBe('只有管理员可以修改耗材价格');
      const repriced = await change(14, { price: 9_900, stockDelta: -5 }, admin);
      expect(repriced.status, await repriced.clone().text()).toBe(200);
      expect(StaffConsumable.parse(await repriced.json())).toMatchObject({ price: 9_900, stock: 20 });
      const demo = await server.login('demo');
      expect(Consumable.parse(await (await server.call('GET', '/api/shop-consumable/14', { token: demo })).json())).toMatchObject({ price: 9_900, stock: 20 });

      expect((await change(14, { onSale: false }, warehouse)).status).toBe(200);
      expect((await server.call('GET', '/api/shop-consumable/14', { token: demo })).status).toBe(404);
      const cart = await server.call('POST', '/api/shop-consumable-order/price', { token: demo, json: { items: [{ consumableId: 14, quantity: 1 }], couponId: null } });
      expect(cart.status).toBe(404);
      expect(await messageOf(cart)).toContain('已下架');

      expect(auditRows('catalogue.consumable').map(({ factoryId, before, after }) => ({ factoryId, before, after }))).toEqual([
        { factoryId: 1, before: { name: expect.any(String), stock: 5 }, after: { name: expect.any(String), stock: 25, stockDelta: 20 } },
        { factoryId: 1, before: { name: expect.any(String), price: expect.any(Number), stock: 25 }, after: { name: expect.any(String), price: 9_900, stock: 20, stockDelta: -5 } },
        { factoryId: 1, before: { name: expect.any(String), onSale: true }, after: { name: expect.any(String), onSale: false } },
      ]);
    });

    it('never takes the stock below what is left to sell: 409 with what there is, nothing changed', async () => {
      const warehouse = await staffLogin(server, 'warehouse');
      const refused = await change(14, { stockDelta: -6 }, warehouse);
      expect(refused.status).toBe(409);
      expect(await messageOf(refused)).toMatch(/当前可售库存 5 卷/);
      expect(stockOf(14)).toBe(5);
      expect((await change(14, { stockDelta: -5 }, warehouse)).status).toBe(200);
      expect(stockOf(14)).toBe(0);
    });

    it('keeps the stock right when clerks and customers take from it at once', async () => {
      const warehouse = await staffLogin(server, 'warehouse');
      // Two clerks taking 3 of 5 at once: one does, the other is told.
      const both = await Promise.all([change(14, { stockDelta: -3 }, warehouse), change(14, { stockDelta: -3 }, admin)]);
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(stockOf(14)).toBe(2);

      // A customer ordering the last 2 while a clerk takes 2 off: exactly one of them gets them.
      const demo = await server.login('demo');
      const cart = { items: [{ consumableId: 14, quantity: 2 }], couponId: null };
      const quote = ConsumableQuote.parse(await (await server.call('POST', '/api/shop-consumable-order/price', { token: demo, json: cart })).json());
      const [ordered, taken] = await Promise.all([
        server.call('POST', '/api/shop-order/consumable', { token: demo, json: { ...cart, address, remarks: '', expectedPayable: quote.payable, idempotencyKey: 'catalogue-stock-0001' } }),
        change(14, { stockDelta: -2 }, warehouse),
      ]);
      expect([ordered.status, taken.status].filter((status) => status === 201 || status === 200)).toHaveLength(1);
      expect(stockOf(14)).toBe(0);
      // Adding while the order holds its units adds to what is left to sell.
      expect((await change(14, { stockDelta: 4 }, warehouse)).status).toBe(200);
      expect(stockOf(14)).toBe(4);
    });

    it.each([
      [{}, '请至少修改一项：价格、库存或上架状态'],
      [{ stockDelta: 0 }, '库存调整不能为 0'],
      [{ stockDelta: 1.5 }, '库存调整须为整数'],
      [{ stockDelta: 100_001 }, '每次调整库存最多 100000'],
      [{ price: 0 }, '价格必须大于 0'],
      [{ price: 12.3 }, '价格须为整数（分）'],
      [{ onSale: 'yes' }, '上架状态'],
    ])('refuses %j with 400 %s', async (body, message) => {
      const response = await change(14, body, admin);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toContain(message);
      expect(stockOf(14)).toBe(5);
    });

    it('answers 404 for no such consumable, 403 to 报价工程师 and 客服, 401 to a customer', async () => {
      expect((await change(9999, { stockDelta: 1 }, admin)).status).toBe(404);
      for (const username of ['engineer', 'service']) {
        const token = await staffLogin(server, username);
        expect((await server.call('GET', `${staffPath}/catalogue/consumables`, { token })).status, username).toBe(403);
        expect((await change(14, { stockDelta: 1 }, token)).status, username).toBe(403);
      }
      const customer = await server.login('demo');
      expect((await server.call('GET', `${staffPath}/catalogue/consumables`, { token: customer })).status).toBe(401);
      expect((await change(14, { stockDelta: 1 }, customer)).status).toBe(401);
      expect(stockOf(14)).toBe(5);
    });
  });
});
