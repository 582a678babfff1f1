import { beforeEach, describe, expect, it } from 'vitest';
import {
  INVOICE_TITLE_LIMIT,
  InvoiceableOrderPage,
  InvoiceRequest,
  InvoiceRequestPage,
  InvoiceTitle,
  InvoiceTitleList,
  type CreateInvoiceRequest,
} from '../../src/wire/invoices.ts';
import { OrderDetail, OrderPage } from '../../src/wire/orders.ts';
import type { OrderStatus } from '../../src/wire/order-status.ts';
import { taxIdProblem } from '../../src/lib/forms/tax-id.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { pdfText } from '../../e2e/pdf-text.ts';

/** 统一社会信用代码 with their right check characters. */
const SHENZHEN_CO = '91440300MA5FXK2Q18';
const BEIJING_CO = '91110108MA01RTB5KQ';

const special = { bankName: '招商银行深圳科技园支行', bankAccount: '7559 1234 5678 901', address: '深圳市南山区科技园南区 1 号', phone: '0755-86001234' };

describe('/api/shop-invoice', () => {
  let server: TestServer;
  let token: string;

  beforeEach(async () => {
    server = await createTestServer({ testHooks: true });
    // e2e-order has orders in every status of both kinds, none invoiced.
    token = await server.login('e2e-order');
  });

  const ordersIn = async (status: OrderStatus, kind?: 'customized' | 'consumable') =>
    OrderPage.parse(await (await server.call('GET', `/api/shop-order?status=${encodeURIComponent(status)}${kind ? `&kind=${kind}` : ''}`, { token })).json()).records;
  const orderNosIn = async (status: OrderStatus, kind?: 'customized' | 'consumable') => (await ordersIn(status, kind)).map((o) => o.orderNo);
  const request = (overrides: Partial<CreateInvoiceRequest>): CreateInvoiceRequest => ({
    type: 'normal',
    title: '深圳市星火智造科技有限公司',
    taxNo: SHENZHEN_CO,
    bankName: '',
    bankAccount: '',
    address: '',
    phone: '',
    email: '',
    remarks: '',
    orderNos: [],
    idempotencyKey: `key-invoice-${Math.random().toString(36).slice(2)}`,
    ...overrides,
  });
  const submit = (body: unknown, as = token) => server.call('POST', '/api/shop-invoice', { token: as, json: body });
  const submitted = async (body: CreateInvoiceRequest) => {
    const response = await submit(body);
    expect(response.status, await response.clone().text()).toBe(201);
    return InvoiceRequest.parse(await response.json());
  };
  const detail = async (orderNo: string) => OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token })).json());
  const issue = (json: unknown) => server.call('POST', '/api/__test__/issue-invoice', { json });

  describe('requests', () => {
    it('invoices several paid orders in one 普通发票 request for the sum paid, in 待开票', async () => {
      const done = await ordersIn('已完成');
      expect(done.map((o) => o.kind).toSorted()).toEqual(['consumable', 'customized']);
      const created = await submitted(request({ taxNo: ' 91440300ma5fxk2q18 ', orderNos: done.map((o) => o.orderNo), email: 'caigou@example.com', remarks: '请与合同一并寄出' }));
      expect(created).toMatchObject({
        requestNo: 'FP20260301-0001',
        type: 'normal',
        status: '待开票',
        taxNo: SHENZHEN_CO,
        bankName: '',
        amount: done.reduce((sum, o) => sum + o.payable, 0),
        invoiceNo: null,
        issuedAt: null,
        fileUrl: null,
        email: 'caigou@example.com',
      });
      expect(created.orders.map((o) => [o.orderNo, o.amount])).toEqual(done.map((o) => [o.orderNo, o.payable]));
      expect(created.orders.every((o) => o.title !== '')).toBe(true);
      const page = InvoiceRequestPage.parse(await (await server.call('GET', '/api/shop-invoice', { token })).json());
      expect(page.records.map((r) => r.requestNo)).toEqual([created.requestNo]);
    });

    it('takes orders in every paid status: customised 生产中/已发货/已完成, consumables 待发货/已发货/已完成', async () => {
      const [production = ''] = await orderNosIn('待付款', 'customized');
      await server.call('POST', '/api/__test__/order-status', { json: { orderNo: production, status: '生产中' } });
      const [dispatch = ''] = await orderNosIn('待付款', 'consumable');
      await server.call('POST', '/api/__test__/order-status', { json: { orderNo: dispatch, status: '待发货' } });
      const orderNos = [production, dispatch, ...(await orderNosIn('已发货')), ...(await orderNosIn('已完成'))];
      expect(orderNos).toHaveLength(6);
      expect((await submitted(request({ orderNos }))).orders).toHaveLength(6);
    });

    it('needs the bank name, account, registered address and phone for a 专用发票, and keeps them normalised', async () => {
      const [orderNo = ''] = await orderNosIn('已完成', 'customized');
      for (const [field, label] of [['bankName', '开户银行'], ['bankAccount', '银行账号'], ['address', '注册地址'], ['phone', '注册电话']] as const) {
        const response = await submit(request({ type: 'special', ...special, [field]: '', orderNos: [orderNo] }));
        expect(response.status, field).toBe(400);
        expect(await messageOf(response)).toBe(`专用发票须填写${label}`);
      }
      const created = await submitted(request({ type: 'special', ...special, orderNos: [orderNo] }));
      expect(created).toMatchObject({ type: 'special', bankName: special.bankName, bankAccount: '755912345678901', address: special.address, phone: '0755-86001234' });
    });

    it('keeps no bank details on a 普通发票, whatever the form sent', async () => {
      const [orderNo = ''] = await orderNosIn('已完成', 'customized');
      expect(await submitted(request({ ...special, orderNos: [orderNo] }))).toMatchObject({ type: 'normal', bankName: '', bankAccount: '', address: '', phone: '' });
    });

    it('checks the tax number by its check character, and the other fields', async () => {
      const [orderNo = ''] = await orderNosIn('已完成', 'customized');
      const refusals: Array<[Partial<CreateInvoiceRequest>, string]> = [
        [{ taxNo: '91440300MA5FXK2Q19' }, '纳税人识别号有误（校验位不符），请核对'],
        [{ taxNo: '9144030' }, '纳税人识别号应为 15、18 或 20 位'],
        [{ taxNo: '' }, '请输入纳税人识别号'],
        [{ taxNo: '91440300MA5FXK2Q1！' }, '纳税人识别号只能包含数字和字母'],
        [{ title: ' ' }, '请输入发票抬头'],
        [{ type: 'special', ...special, bankAccount: '12345' }, '银行账号应为 8–32 位数字'],
        [{ type: 'special', ...special, phone: '86001234' }, '注册电话应为带区号的固定电话、手机号或 400 电话'],
        [{ email: 'not-an-email' }, '邮箱格式不正确'],
        [{ orderNos: [] }, '请至少选择一个订单'],
        [{ orderNos: [orderNo, orderNo] }, '同一订单不能重复选择'],
        [{ orderNos: Array.from({ length: 51 }, (_, n) => `DZ20260101-${n}`) }, '一次最多为 50 个订单申请开票'],
        [{ type: 'vat' as 'normal' }, '发票类型只能是普通发票或专用发票'],
      ];
      for (const [change, message] of refusals) {
        const response = await submit(request({ orderNos: [orderNo], ...change }));
        expect(response.status, message).toBe(400);
        expect(await messageOf(response)).toBe(message);
      }
      // The older 15- and 20-character forms are tax numbers too.
      expect((await submitted(request({ taxNo: '11010519491231002X01', orderNos: [orderNo] }))).taxNo).toBe('11010519491231002X01');
    });

    it('refuses orders not paid, cancelled, or another customer’s, and creates nothing', async () => {
      const [unpaid = ''] = await orderNosIn('待付款', 'customized');
      const [done = ''] = await orderNosIn('已完成', 'customized');
      const notPaid = await submit(request({ orderNos: [done, unpaid] }));
      expect(notPaid.status).toBe(409);
      expect(await messageOf(notPaid)).toBe(`订单 ${unpaid} 当前为「待付款」，付款后才能开票`);
      await server.call('POST', `/api/shop-order/${unpaid}/cancel`, { token });
      const cancelled = await submit(request({ orderNos: [unpaid] }));
      expect(await messageOf(cancelled)).toBe(`订单 ${unpaid} 已取消，不能开票`);

      const demo = await server.login('demo');
      const [demoOrder = ''] = OrderPage.parse(await (await server.call('GET', `/api/shop-order?status=${encodeURIComponent('已完成')}`, { token: demo })).json()).records.map((o) => o.orderNo);
      const others = await submit(request({ orderNos: [done, demoOrder] }));
      expect(others.status).toBe(404);
      expect(await messageOf(others)).toBe(`订单 ${demoOrder} 不存在`);
      expect(InvoiceRequestPage.parse(await (await server.call('GET', '/api/shop-invoice', { token })).json()).total).toBe(0);
    });

    it('puts an order in one live request only; cancelling a 待开票 request frees its orders', async () => {
      const [first = '', second = ''] = await orderNosIn('已完成');
      const created = await submitted(request({ orderNos: [first] }));
      const again = await submit(request({ orderNos: [second, first] }));
      expect(again.status).toBe(409);
      expect(await messageOf(again)).toBe(`订单 ${first} 已在发票申请 ${created.requestNo} 中，不能重复开票`);

      const cancel = await server.call('POST', `/api/shop-invoice/${created.requestNo}/cancel`, { token });
      expect(cancel.status).toBe(200);
      expect(InvoiceRequest.parse(await cancel.json()).status).toBe('已取消');
      const twice = await server.call('POST', `/api/shop-invoice/${created.requestNo}/cancel`, { token });
      expect(twice.status).toBe(409);
      expect(await messageOf(twice)).toBe('发票申请已取消，请勿重复操作');
      expect((await submitted(request({ orderNos: [second, first] }))).orders).toHaveLength(2);
    });

    it('lets only one of two requests at once take an order', async () => {
      const [first = '', second = ''] = await orderNosIn('已完成');
      const answers = await Promise.all([submit(request({ orderNos: [first, second] })), submit(request({ orderNos: [second] })), submit(request({ orderNos: [second, first] }))]);
      expect(answers.map((r) => r.status).toSorted()).toEqual([201, 409, 409]);
      const rows = server.db
        .prepare("SELECT COUNT(*) AS n FROM invoice_request_orders x JOIN orders o ON o.id = x.order_id WHERE x.active = 1 AND o.customer_id = (SELECT id FROM customers WHERE username = 'e2e-order')")
        .get();
      expect(rows?.['n']).toBe(2);
    });

    it('creates one request per idempotency key, also for two submissions at once', async () => {
      const [orderNo = ''] = await orderNosIn('已完成', 'customized');
      const body = request({ orderNos: [orderNo], idempotencyKey: 'key-invoice-once' });
      const answers = await Promise.all([submit(body), submit(body)]);
      expect(answers.map((r) => r.status).toSorted()).toEqual([200, 201]);
      const [a, b] = await Promise.all(answers.map(async (r) => InvoiceRequest.parse(await r.json()).requestNo));
      expect(a).toBe(b);
    });

    it('lists the orders that can be invoiced now: paid, in no live request', async () => {
      const list = async () => InvoiceableOrderPage.parse(await (await server.call('GET', '/api/shop-invoice/orders', { token })).json());
      const before = await list();
      const paid = [...(await orderNosIn('已发货')), ...(await orderNosIn('已完成'))];
      expect(before.records.map((o) => o.orderNo).toSorted()).toEqual(paid.toSorted());
      const [orderNo = ''] = paid;
      await submitted(request({ orderNos: [orderNo] }));
      const after = await list();
      expect(after.total).toBe(before.total - 1);
      expect(after.records.map((o) => o.orderNo)).not.toContain(orderNo);
    });

    it("answers 404 for another customer's request, whatever the call", async () => {
      const [orderNo = ''] = await orderNosIn('已完成', 'customized');
      const created = await submitted(request({ orderNos: [orderNo] }));
      expect((await issue({ requestNo: created.requestNo })).status).toBe(204);
      const demo = await server.login('demo');
      for (const [method, path] of [
        ['GET', `/api/shop-invoice/${created.requestNo}`],
        ['POST', `/api/shop-invoice/${created.requestNo}/cancel`],
        ['GET', `/api/shop-invoice/${created.requestNo}/file`],
      ] as const) {
        const response = await server.call(method, path, { token: demo });
        expect(response.status, path).toBe(404);
        expect(await messageOf(response)).toBe('发票申请不存在');
      }
      expect((await server.call('GET', `/api/shop-invoice/${created.requestNo}/file`)).status).toBe(401);
    });
  });

  describe('issuing (test hook) and the invoice file', () => {
    it('issues a 待开票 request with its number and a PDF only its owner downloads', async () => {
      const [orderNo = ''] = await orderNosIn('已完成', 'customized');
      const created = await submitted(request({ orderNos: [orderNo] }));
      const early = await server.call('GET', `/api/shop-invoice/${created.requestNo}/file`, { token });
      expect(early.status).toBe(409);
      expect(await messageOf(early)).toBe('发票尚未开具');

      server.advance(3_600_000);
      expect((await issue({ requestNo: created.requestNo, invoiceNo: '26442000000012345678' })).status).toBe(204);
      const issued = InvoiceRequest.parse(await (await server.call('GET', `/api/shop-invoice/${created.requestNo}`, { token })).json());
      expect(issued).toMatchObject({ status: '已开票', invoiceNo: '26442000000012345678', issuedAt: '2026-03-01T03:00:00.000Z', fileUrl: `/api/shop-invoice/${created.requestNo}/file` });

      const file = await server.call('GET', issued.fileUrl ?? '', { token });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('发票-26442000000012345678.pdf')}`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const text = new TextDecoder().decode(bytes);
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      // In Chinese, in the glyphs the file carries (a Type 3 font with its ToUnicode map): read back as text.
      expect(text).toContain('/Subtype /Type3');
      const { pages } = await pdfText(bytes);
      expect(pages).toHaveLength(1);
      expect(pages[0]).toContain('增值税普通发票（模拟）');
      expect(pages[0]).toContain('发票号码：26442000000012345678');
      expect(pages[0]).toContain(`价税合计：${formatFen(created.amount)}`);
      expect(pages[0]).toContain(orderNo);
      expect(pages[0]).not.toMatch(/Invoice|VAT/);

      const cancel = await server.call('POST', `/api/shop-invoice/${created.requestNo}/cancel`, { token });
      expect(cancel.status).toBe(409);
      expect(await messageOf(cancel)).toBe('发票已开具，不能取消申请');
    });

    it('makes up a 20-digit number when none is given, and issues a request once', async () => {
      const [orderNo = ''] = await orderNosIn('已完成', 'customized');
      const created = await submitted(request({ orderNos: [orderNo] }));
      const answers = await Promise.all([issue({ requestNo: created.requestNo }), issue({ requestNo: created.requestNo })]);
      expect(answers.map((r) => r.status).toSorted()).toEqual([204, 409]);
      const issued = InvoiceRequest.parse(await (await server.call('GET', `/api/shop-invoice/${created.requestNo}`, { token })).json());
      expect(issued.invoiceNo).toMatch(/^26\d{18}$/);
      const refused = await issue({ requestNo: created.requestNo });
      expect(await messageOf(refused)).toBe('发票申请当前为「已开票」，只有待开票的申请可以开具');
      expect((await issue({ requestNo: 'FP20990101-0001' })).status).toBe(404);
      expect((await issue({ requestNo: created.requestNo, invoiceNo: '123' })).status).toBe(400);
    });
  });

  describe('the order answers', () => {
    it('say whether an order can be invoiced, and which request it is in', async () => {
      const [unpaid = ''] = await orderNosIn('待付款', 'customized');
      const [done = ''] = await orderNosIn('已完成', 'customized');
      expect('invoice' in (await detail(unpaid))).toBe(false);
      expect((await detail(done)).invoice).toEqual({ status: '可申请', requestNo: null });

      const created = await submitted(request({ orderNos: [done] }));
      expect((await detail(done)).invoice).toEqual({ status: '待开票', requestNo: created.requestNo });
      const listed = (await ordersIn('已完成', 'customized')).find((o) => o.orderNo === done);
      expect(listed?.invoice).toEqual({ status: '待开票', requestNo: created.requestNo });

      await issue({ requestNo: created.requestNo });
      expect((await detail(done)).invoice).toEqual({ status: '已开票', requestNo: created.requestNo });
    });
  });

  describe('titles', () => {
    const saveTitle = (json: unknown, as = token) => server.call('POST', '/api/shop-invoice/titles', { token: as, json });
    const titles = async (as = token) => InvoiceTitleList.parse(await (await server.call('GET', '/api/shop-invoice/titles', { token: as })).json());
    const title = (taxNo: string, name = '北京蓝鲸模型设计有限公司') => ({ title: name, taxNo, bankName: '', bankAccount: '', address: '', phone: '' });

    it('saves titles, newest first, and updates the one with the same tax number instead of adding another', async () => {
      const first = await saveTitle(title(BEIJING_CO));
      expect(first.status).toBe(201);
      server.advance(1000);
      const second = InvoiceTitle.parse(await (await saveTitle({ ...title(SHENZHEN_CO, '深圳市星火智造科技有限公司'), ...special })).json());
      expect(second).toMatchObject({ taxNo: SHENZHEN_CO, bankAccount: '755912345678901', phone: '0755-86001234' });
      expect((await titles()).records.map((t) => t.taxNo)).toEqual([SHENZHEN_CO, BEIJING_CO]);

      const updated = await saveTitle({ ...title(BEIJING_CO.toLowerCase(), '北京蓝鲸模型设计有限公司（新）'), ...special });
      expect(updated.status).toBe(200);
      expect(InvoiceTitle.parse(await updated.json())).toMatchObject({ id: InvoiceTitle.parse(await first.json()).id, title: '北京蓝鲸模型设计有限公司（新）', bankName: special.bankName });
      expect((await titles()).total).toBe(2);
      expect((await saveTitle(title('91110108MA01RTB5KX'))).status).toBe(400);
    });

    it(`keeps at most ${INVOICE_TITLE_LIMIT}, also when they arrive at once`, async () => {
      const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
      const valid = (base: string) => [...chars].map((c) => base + c).find((code) => taxIdProblem(code) === null) ?? '';
      const codes = Array.from({ length: INVOICE_TITLE_LIMIT + 3 }, (_, n) => valid(`9144030000000${String(n).padStart(4, '0')}`));
      const answers = await Promise.all(codes.map((code) => saveTitle(title(code))));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(INVOICE_TITLE_LIMIT);
      const refused = answers.filter((r) => r.status === 409);
      expect(refused).toHaveLength(3);
      expect(await messageOf(refused[0] ?? new Response())).toBe(`最多保存 ${INVOICE_TITLE_LIMIT} 个发票抬头，请先删除不用的抬头`);
      expect((await titles()).total).toBe(INVOICE_TITLE_LIMIT);
    });

    it("deletes the customer's own titles only", async () => {
      const saved = InvoiceTitle.parse(await (await saveTitle(title(BEIJING_CO))).json());
      const demo = await server.login('demo');
      const foreign = await server.call('DELETE', `/api/shop-invoice/titles/${saved.id}`, { token: demo });
      expect(foreign.status).toBe(404);
      expect(await messageOf(foreign)).toBe('发票抬头不存在');
      const deleted = await server.call('DELETE', `/api/shop-invoice/titles/${saved.id}`, { token });
      expect(InvoiceTitleList.parse(await deleted.json()).total).toBe(0);
    });
  });
});
