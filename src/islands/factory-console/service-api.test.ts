// The console's 客服 calls against the reference server itself (seeded, in memory), through the
// console's client as Feedback.tsx and Invoices.tsx use them. Issuing goes through the upload
// transport (XMLHttpRequest, absent here): server/staff/invoice-routes.test.ts covers that call.
import { describe, expect, test } from 'vitest';
import { failure, useReferenceServer } from '../../core/test-support.ts';
import { InvoiceableOrderPage, InvoiceRequest } from '../../wire/invoices.ts';

const server = useReferenceServer();
const api = async () => ({ ...(await import('./staff-api.ts')), ...(await import('./feedback/feedback-api.ts')), ...(await import('./invoices/invoice-api.ts')) });

/** A 待开票 request of e2e-order over one of its paid orders of factory 1. */
async function pendingRequest(key: string): Promise<string> {
  const started = server.reference();
  const token = await started.login('e2e-order');
  const orders = InvoiceableOrderPage.parse(await (await started.call('GET', '/api/shop-invoice/orders?size=100', { token })).json());
  const factoryOf = (orderNo: string) => started.db.prepare('SELECT factory_id FROM orders WHERE order_no = ?').get(orderNo)?.['factory_id'];
  const orderNo = orders.records.map((order) => order.orderNo).find((no) => factoryOf(no) === 1);
  const body = { type: 'normal', title: '深圳市星火智造科技有限公司', taxNo: '91440300MA5FXK2Q18', bankName: '', bankAccount: '', address: '', phone: '', email: '', remarks: '', orderNos: [orderNo], idempotencyKey: key };
  const response = await started.call('POST', '/api/shop-invoice', { token, json: body });
  expect(response.status).toBe(201);
  return InvoiceRequest.parse(await response.json()).requestNo;
}

describe('the 客服 calls of the console', () => {
  test('lists the factory\'s feedback, opens one with its picture, marks it 处理中 and answers it', async () => {
    const staff = await api();
    await staff.logInStaff('service', 'Demo1234');
    const page = await staff.listFeedback({ page: 1, size: 10, status: '待处理' });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((row) => row.status === '待处理')).toBe(true);
    const [first] = page.records;
    if (!first) throw new Error('no waiting suggestion');
    const one = await staff.fetchFeedback(first.id);
    expect(one.no).toBe(first.no);
    const withImage = (await staff.listFeedback({ page: 1, size: 10 })).records.find((row) => row.imageCount > 0);
    const image = withImage ? (await staff.fetchFeedback(withImage.id)).images[0] : undefined;
    if (!image) throw new Error('no suggestion with a picture');
    expect((await staff.downloadFeedbackImage(image.url)).size).toBe(image.size);
    expect((await staff.markFeedbackInProgress(first.id)).status).toBe('处理中');
    const answered = await staff.replyFeedback(first.id, '已收到，正在处理。');
    expect(answered.status).toBe('已回复');
    expect(answered.replies.at(-1)).toMatchObject({ from: 'staff', author: '陈客服' });
    const again = await failure(staff.replyFeedback(first.id, '再次回复'));
    expect(again.status).toBe(409);
  });

  test('lists the factory\'s invoice requests, opens one and refuses it with a reason', async () => {
    const staff = await api();
    await staff.logInStaff('service', 'Demo1234');
    const requestNo = await pendingRequest('staff-api-invoice-1');
    const page = await staff.listStaffInvoices({ page: 1, size: 50, status: '待开票' });
    expect(page.records.map((row) => row.requestNo)).toContain(requestNo);
    expect(page.records.every((row) => row.status === '待开票')).toBe(true);
    expect(await staff.fetchStaffInvoice(requestNo)).toMatchObject({ requestNo, status: '待开票', taxNo: '91440300MA5FXK2Q18', issuedBy: null });
    expect(await staff.refuseStaffInvoice(requestNo, '抬头与付款方不一致')).toMatchObject({ status: '已拒绝', refuseReason: '抬头与付款方不一致' });
    const twice = await failure(staff.refuseStaffInvoice(requestNo, '再拒一次'));
    expect(twice.status).toBe(409);
    expect(twice.message).toBe('发票申请当前为「已拒绝」，只有待开票的申请可以开具或拒绝');
  });
});
