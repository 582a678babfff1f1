// The invoice endpoints of this folder's calls against the reference server itself (seeded, in memory),
// through the shared client as the invoices page uses them.
import { describe, expect, test } from 'vitest';
import { failure, useReferenceServer } from '../../core/test-support.ts';
import { EMPTY_INVOICE_FORM } from './invoice-validation.ts';

const server = useReferenceServer({ loginAs: 'e2e-invoice' });
const invoices = () => import('./invoices.ts');
const TAX_NO = '91440300708461136T';

describe('invoices', () => {
  test('lists the paid orders, requests one invoice over two, refuses a wrong tax number, and cancels', async () => {
    const api = await invoices();
    const orders = await api.listInvoiceableOrders({ page: 1, size: 50 });
    // Three paid orders; the one not paid yet is not offered.
    expect(orders.records).toHaveLength(3);
    const [first, second] = orders.records;
    if (!first || !second) throw new Error('two invoiceable orders');

    const base = { ...EMPTY_INVOICE_FORM, title: '深圳星火智造有限公司', taxNo: TAX_NO, orderNos: [first.orderNo, second.orderNo] };
    const refused = await failure(
      api.createInvoiceRequest({
        ...base,
        taxNo: '91440300708461136U',
        idempotencyKey: 'invoice-api-test-0',
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('校验位');

    const created = await api.createInvoiceRequest({
      ...base,
      idempotencyKey: 'invoice-api-test-1',
    });
    expect(created).toMatchObject({
      status: '待开票',
      type: 'normal',
      amount: first.amount + second.amount,
    });
    expect((await api.listInvoiceableOrders({ page: 1, size: 50 })).records).toHaveLength(1);
    const listed = await api.listInvoiceRequests({ page: 1, size: 10 });
    expect(listed.records.map((request) => request.requestNo)).toEqual([created.requestNo]);

    const cancelled = await api.cancelInvoiceRequest(created.requestNo);
    expect(cancelled.status).toBe('已取消');
    expect((await api.listInvoiceableOrders({ page: 1, size: 50 })).records).toHaveLength(3);
    // The refusal reached the notifier like every failed create; nothing else did.
    expect(server.reported.map((error) => error.status)).toEqual([400]);
  });

  test('keeps titles: one per tax number, deleted on request', async () => {
    const api = await invoices();
    const saved = await api.saveInvoiceTitle({
      title: '深圳星火智造有限公司',
      taxNo: TAX_NO,
      bankName: '招商银行',
      bankAccount: '755912345678',
      address: '深圳市南山区',
      phone: '0755-86001234',
    });
    const again = await api.saveInvoiceTitle({
      title: '星火智造',
      taxNo: TAX_NO,
      bankName: '',
      bankAccount: '',
      address: '',
      phone: '',
    });
    expect(again.id).toBe(saved.id);
    const list = await api.listInvoiceTitles();
    expect(list.records.map((title) => title.title)).toEqual(['星火智造']);
    expect((await api.deleteInvoiceTitle(saved.id)).records).toEqual([]);
    expect(server.reported).toEqual([]);
  });
});
