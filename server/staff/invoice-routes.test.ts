import { readdirSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { InvoiceableOrderPage, InvoiceRequest, type CreateInvoiceRequest } from '../../src/wire/invoices.ts';
import { MessagePage } from '../../src/wire/messages.ts';
import { StaffInvoiceDetail, StaffInvoicePage } from '../../src/wire/staff-invoices.ts';
import { Workbench } from '../../src/wire/staff.ts';
import { pdfText } from '../../e2e/pdf-text.ts';
import { intOf, textOf } from '../core/rows.ts';
import { createTestServer, messageOf, minutes, uploadForm, type TestServer } from '../test-support.ts';
import { staffLogin, staffPath } from './test-support.ts';

const SHENZHEN_CO = '91440300MA5FXK2Q18';
const INVOICE_NO = '26442000000012345678';
/** The smallest thing that starts like a PDF. */
const pdfBytes = new TextEncoder().encode('%PDF-1.7\n% 开具的发票\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('/api/shop-staff/invoices', () => {
  let server: TestServer;
  let service: string;
  let customer: string;
  beforeEach(async () => {
    server = await createTestServer();
    service = await staffLogin(server, 'service');
    // e2e-order has paid orders of both kinds, none invoiced.
    customer = await server.login('e2e-order');
  });

  const factoryOfOrder = (orderNo: string) => intOf(server.db.prepare('SELECT factory_id FROM orders WHERE order_no = ?').get(orderNo) ?? {}, 'factory_id');
  /** The customer's orders that can be invoiced, of factory `factoryId`. */
  const invoiceable = async (factoryId = 1) => {
    const page = InvoiceableOrderPage.parse(await (await server.call('GET', '/api/shop-invoice/orders?size=100', { token: customer })).json());
    return page.records.filter((order) => factoryOfOrder(order.orderNo) === factoryId).map((order) => order.orderNo);
  };
  let requests = 0;
  const requestFor = async (orderNos: string[]): Promise<InvoiceRequest> => {
    requests += 1;
    const body: CreateInvoiceRequest = {
      type: 'normal',
      title: '深圳市星火智造科技有限公司',
      taxNo: SHENZHEN_CO,
      bankName: '',
      bankAccount: '',
      address: '',
      phone: '',
      email: '',
      remarks: '',
      orderNos,
      idempotencyKey: `key-staff-invoice-${requests}`,
    };
    const response = await server.call('POST', '/api/shop-invoice', { token: customer, json: body });
    expect(response.status, await response.clone().text()).toBe(201);
    return InvoiceRequest.parse(await response.json());
  };
  const pending = async () => {
    const [orderNo] = await invoiceable();
    if (orderNo === undefined) throw new Error('e2e-order has no order of factory 1 to invoice');
    return requestFor([orderNo]);
  };
  const list = async (query = '', token = service) => {
    const response = await server.call('GET', `${staffPath}/invoices?size=100${query}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return StaffInvoicePage.strict().parse(await response.json());
  };
  const issue = (requestNo: string, fields: Record<string, string>, file: { name: string; bytes: Uint8Array } | null = null, token = service) =>
    server.call('POST', `${staffPath}/invoices/${requestNo}/issue`, { token, body: uploadForm(fields, file) });
  const refuse = (requestNo: string, reason: unknown, token = service) => server.call('POST', `${staffPath}/invoices/${requestNo}/refuse`, { token, json: { reason } });
  const customerRequest = async (requestNo: string) => InvoiceRequest.strict().parse(await (await server.call('GET', `/api/shop-invoice/${requestNo}`, { token: customer })).json());
  const inbox = async () => MessagePage.parse(await (await server.call('GET', '/api/shop-message', { token: customer })).json());
  const auditOf = (action: string, requestNo: string) => server.db.prepare('SELECT before, after FROM audit_log WHERE action = ? AND subject = ?').all(action, `invoice:${requestNo}`);

  it('lists the requests over the factory\'s orders, 待开票 first, and only its own', async () => {
    const mine = await pending();
    const page = await list();
    expect(page.records.map((row) => row.requestNo)).toContain(mine.requestNo);
    const statuses = page.records.map((row) => row.status);
    expect(statuses.slice(0, statuses.filter((status) => status === '待开票').length).every((status) => status === '待开票')).toBe(true);
    expect(page.records.find((row) => row.requestNo === mine.requestNo)).toEqual({
      requestNo: mine.requestNo,
      type: 'normal',
      status: '待开票',
      title: '深圳市星火智造科技有限公司',
      amount: mine.amount,
      orderCount: 1,
      customer: { id: intOf(server.db.prepare("SELECT id FROM customers WHERE username = 'e2e-order'").get() ?? {}, 'id'), nickname: expect.any(String) },
      createdAt: mine.createdAt,
      updatedAt: mine.updatedAt,
    });
    for (const row of page.records) {
      const factories = server.db.prepare('SELECT DISTINCT o.factory_id FROM invoice_request_orders x JOIN orders o ON o.id = x.order_id JOIN invoice_requests r ON r.id = x.request_id WHERE r.request_no = ?').all(row.requestNo);
      expect(factories.map((f) => intOf(f, 'factory_id')), row.requestNo).toContain(1);
    }
    const other = await list('', await staffLogin(server, 'factory2'));
    expect(other.records.map((row) => row.requestNo)).not.toContain(mine.requestNo);
    expect((await list('&status=已开票')).records.every((row) => row.status === '已开票')).toBe(true);
    expect((await server.call('GET', `${staffPath}/invoices?status=作废`, { token: service })).status).toBe(400);
  });

  it('shows one request: title, tax number, amounts and orders, with who asked', async () => {
    const mine = await pending();
    const response = await server.call('GET', `${staffPath}/invoices/${mine.requestNo}`, { token: service });
    expect(response.status).toBe(200);
    const detail = StaffInvoiceDetail.strict().parse(await response.json());
    const { fileUrl: _fileUrl, ...asCustomerSees } = mine;
    expect(detail).toEqual({ ...asCustomerSees, customer: expect.objectContaining({ nickname: expect.any(String) }), issuedBy: null });
    expect(detail.taxNo).toBe(SHENZHEN_CO);
    expect(detail.orders.map((order) => order.amount).reduce((a, b) => a + b, 0)).toBe(detail.amount);
  });

  it('issues with a 数电票 number: 已开票, the customer downloads the PDF rendered with it, told in 消息中心, an audit row; twice is 409', async () => {
    const mine = await pending();
    server.advance(minutes(10));
    const response = await issue(mine.requestNo, { invoiceNo: '2644 2000 0000 1234 5678' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(StaffInvoiceDetail.strict().parse(await response.json())).toMatchObject({ status: '已开票', invoiceNo: INVOICE_NO, issuedAt: '2026-03-01T02:10:00.000Z', issuedBy: 'number' });

    const seen = await customerRequest(mine.requestNo);
    expect(seen).toMatchObject({ status: '已开票', invoiceNo: INVOICE_NO, fileUrl: `/api/shop-invoice/${mine.requestNo}/file`, refuseReason: null });
    const file = await server.call('GET', seen.fileUrl ?? '', { token: customer });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await pdfText(new Uint8Array(await file.arrayBuffer()))).pages.join('')).toContain(INVOICE_NO);
    expect((await inbox()).records[0]).toMatchObject({ kind: 'invoiceIssued', title: `发票申请 ${mine.requestNo} 已开票`, link: '/ordercenter/invoices' });
    expect((await inbox()).records[0]?.body).toContain(INVOICE_NO);
    expect(auditOf('invoice.issue', mine.requestNo)).toEqual([{ before: '{"status":"待开票"}', after: `{"status":"已开票","invoiceNo":"${INVOICE_NO}","file":null}` }]);

    const twice = await issue(mine.requestNo, { invoiceNo: '26442000000087654321' });
    expect(twice.status).toBe(409);
    expect(await messageOf(twice)).toBe('发票申请当前为「已开票」，只有待开票的申请可以开具或拒绝');
    expect((await refuse(mine.requestNo, '太晚了')).status).toBe(409);
    expect((await customerRequest(mine.requestNo)).invoiceNo).toBe(INVOICE_NO);
  });

  it('issues with the invoice\'s own PDF: the customer downloads exactly that file', async () => {
    const mine = await pending();
    const response = await issue(mine.requestNo, {}, { name: '发票.pdf', bytes: pdfBytes });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(StaffInvoiceDetail.parse(await response.json())).toMatchObject({ status: '已开票', invoiceNo: null, issuedBy: 'file' });
    const stored = textOf(server.db.prepare('SELECT file_stored_name FROM invoice_requests WHERE request_no = ?').get(mine.requestNo) ?? {}, 'file_stored_name');
    expect(readdirSync(server.uploadDir)).toContain(stored);
    const seen = await customerRequest(mine.requestNo);
    const file = await server.call('GET', seen.fileUrl ?? '', { token: customer });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent(`发票-${mine.requestNo}.pdf`));
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes);
    expect(auditOf('invoice.issue', mine.requestNo)).toEqual([{ before: '{"status":"待开票"}', after: `{"status":"已开票","invoiceNo":null,"file":{"size":${pdfBytes.byteLength}}}` }]);
  });

  it('refuses a bad number, nothing at all, a file that is not a PDF, and a number already used, storing nothing', async () => {
    const mine = await pending();
    const files = () => readdirSync(server.uploadDir).filter((name) => name.endsWith('.pdf'));
    const before = files();
    for (const invoiceNo of ['1234', '2644200000001234567X', '264420000000123456789']) {
      const bad = await issue(mine.requestNo, { invoiceNo });
      expect(bad.status, invoiceNo).toBe(400);
      expect(await messageOf(bad)).toContain('数电票号码应为 20 位数字');
    }
    const nothing = await issue(mine.requestNo, {});
    expect(nothing.status).toBe(400);
    expect(await messageOf(nothing)).toBe('请填写 20 位数电票号码，或上传发票 PDF');
    const png = await issue(mine.requestNo, {}, { name: '截图.pdf', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) });
    expect(png.status).toBe(400);
    expect(await messageOf(png)).toBe('文件「截图.pdf」不是 PDF 文件');
    const large = await issue(mine.requestNo, {}, { name: '大.pdf', bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25, 0, 1).fill(0x50, 1, 2).fill(0x44, 2, 3).fill(0x46, 3, 4).fill(0x2d, 4, 5) });
    expect(large.status).toBe(413);
    expect(files()).toEqual(before);

    const [secondOrder] = (await invoiceable()).filter((orderNo) => !mine.orders.some((order) => order.orderNo === orderNo));
    if (secondOrder === undefined) throw new Error('no second order to invoice');
    const second = await requestFor([secondOrder]);
    expect((await issue(mine.requestNo, { invoiceNo: INVOICE_NO })).status).toBe(200);
    const reused = await issue(second.requestNo, { invoiceNo: INVOICE_NO });
    expect(reused.status).toBe(409);
    expect(await messageOf(reused)).toBe(`发票号码 ${INVOICE_NO} 已用于发票申请 ${mine.requestNo}，请核对`);
    expect((await customerRequest(second.requestNo)).status).toBe('待开票');
  });

  it('refuses with a reason the customer reads; the orders can then be requested again', async () => {
    const mine = await pending();
    const response = await refuse(mine.requestNo, ' 抬头与付款方不一致，请核对后重新申请 ');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(StaffInvoiceDetail.parse(await response.json())).toMatchObject({ status: '已拒绝', refuseReason: '抬头与付款方不一致，请核对后重新申请', issuedBy: null });
    const seen = await customerRequest(mine.requestNo);
    expect(seen).toMatchObject({ status: '已拒绝', refuseReason: '抬头与付款方不一致，请核对后重新申请', fileUrl: null, invoiceNo: null });
    expect((await inbox()).records[0]).toMatchObject({ kind: 'invoiceRefused', title: `发票申请 ${mine.requestNo} 未能开票`, link: '/ordercenter/invoices' });
    expect((await inbox()).records[0]?.body).toContain('抬头与付款方不一致');
    expect(auditOf('invoice.refuse', mine.requestNo)).toEqual([{ before: '{"status":"待开票"}', after: '{"status":"已拒绝","reason":"抬头与付款方不一致，请核对后重新申请"}' }]);

    const orderNos = mine.orders.map((order) => order.orderNo);
    expect(await invoiceable()).toEqual(expect.arrayContaining(orderNos));
    const again = await requestFor(orderNos);
    expect(again.status).toBe('待开票');
    const cancel = await server.call('POST', `/api/shop-invoice/${mine.requestNo}/cancel`, { token: customer });
    expect(cancel.status).toBe(409);
    expect(await messageOf(cancel)).toBe('发票申请已被拒绝，无需取消；其中的订单可以重新申请开票');
    const twice = await refuse(mine.requestNo, '再拒一次');
    expect(twice.status).toBe(409);
    expect((await issue(mine.requestNo, { invoiceNo: INVOICE_NO })).status).toBe(409);
    const empty = await refuse(again.requestNo, '  ');
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toContain('请填写拒绝开票的原因');
  });

  it('lets one of two members of staff at once move the request', async () => {
    const mine = await pending();
    const admin = await staffLogin(server, 'factory');
    const answers = await Promise.all([issue(mine.requestNo, { invoiceNo: INVOICE_NO }), refuse(mine.requestNo, '重复的申请', admin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(intOf(server.db.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action IN ('invoice.issue', 'invoice.refuse') AND subject = ?").get(`invoice:${mine.requestNo}`) ?? {}, 'n')).toBe(1);

    // Two uploads at once: one file kept, the other's bytes gone.
    const pdfs = () => readdirSync(server.uploadDir).filter((name) => name.endsWith('.pdf'));
    const before = pdfs().length;
    const next = await pending();
    const uploads = await Promise.all([issue(next.requestNo, {}, { name: 'a.pdf', bytes: pdfBytes }), issue(next.requestNo, {}, { name: 'b.pdf', bytes: pdfBytes }, admin)]);
    expect(uploads.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(pdfs().length).toBe(before + 1);
  });

  it('counts 待开票 on the 工作台 down as requests are issued', async () => {
    const workbench = async () => Workbench.parse(await (await server.call('GET', `${staffPath}/workbench`, { token: service })).json());
    const mine = await pending();
    const before = (await workbench()).toInvoice.count;
    expect(before).toBe((await list('&status=待开票')).total);
    expect((await issue(mine.requestNo, { invoiceNo: INVOICE_NO })).status).toBe(200);
    expect((await workbench()).toInvoice.count).toBe(before - 1);
  });

  it('refuses another factory\'s request (404), the roles that do not invoice (403) and a customer\'s token (401)', async () => {
    const mine = await pending();
    const factory2 = await staffLogin(server, 'factory2');
    expect((await server.call('GET', `${staffPath}/invoices/${mine.requestNo}`, { token: factory2 })).status).toBe(404);
    const foreign = await issue(mine.requestNo, { invoiceNo: INVOICE_NO }, null, factory2);
    expect(foreign.status).toBe(404);
    expect(await messageOf(foreign)).toBe('发票申请不存在');
    expect((await refuse(mine.requestNo, '不是我们的', factory2)).status).toBe(404);
    expect((await server.call('GET', `${staffPath}/invoices/FP00000000-9999`, { token: service })).status).toBe(404);
    for (const role of ['engineer', 'warehouse']) {
      const token = await staffLogin(server, role);
      expect((await server.call('GET', `${staffPath}/invoices`, { token })).status, role).toBe(403);
      const refused = await issue(mine.requestNo, { invoiceNo: INVOICE_NO }, null, token);
      expect(refused.status, role).toBe(403);
      expect(await messageOf(refused)).toBe('当前角色无权执行此操作');
      expect((await refuse(mine.requestNo, '无权', token)).status, role).toBe(403);
    }
    expect((await server.call('GET', `${staffPath}/invoices`, { token: customer })).status).toBe(401);
    expect((await issue(mine.requestNo, { invoiceNo: INVOICE_NO }, null, customer)).status).toBe(401);
    expect((await refuse(mine.requestNo, '客户冒充', customer)).status).toBe(401);
    expect((await customerRequest(mine.requestNo)).status).toBe('待开票');
  });
});
