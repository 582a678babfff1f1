/** 发票 in the console (客服 and 管理员): /api/shop-staff/invoices. */
import type { StaffInvoiceDetail, StaffInvoicePage, StaffInvoiceQuery } from '../../../wire/staff-invoices.ts';
import { has, isPageOf } from '../../../core/shapes.ts';
import { staffApi } from '../staff-api.ts';
import { staffFiles, withSignal } from '../staff-files.ts';

const isStaffInvoice = has({ requestNo: 'string', status: 'string', orders: 'array', amount: 'number' });
const invoicePath = (requestNo: string) => `/api/shop-staff/invoices/${encodeURIComponent(requestNo)}`;

export const listStaffInvoices = (query: { page: number; size: number; status?: StaffInvoiceQuery['status'] }, signal?: AbortSignal) =>
  staffApi<StaffInvoicePage>('/api/shop-staff/invoices', { query: { ...query }, feature: true, expect: isPageOf({ requestNo: 'string', status: 'string', amount: 'number' }), ...withSignal(signal) });
export const fetchStaffInvoice = (requestNo: string, signal?: AbortSignal) => staffApi<StaffInvoiceDetail>(invoicePath(requestNo), { expect: isStaffInvoice, ...withSignal(signal) });
/** The issue answer, checked as the JSON client checks its answers (`expect`). */
const isStaffInvoiceDetail = (body: unknown): body is StaffInvoiceDetail => isStaffInvoice(body);
const readStaffInvoice = (body: unknown): StaffInvoiceDetail | null => (isStaffInvoiceDetail(body) ? body : null);

/** Issues with the 数电票 number, or with the invoice's PDF (multipart either way: the number, then the file). */
export function issueStaffInvoice(requestNo: string, issued: { invoiceNo: string; file: File | null }): Promise<StaffInvoiceDetail> {
  const form = new FormData();
  if (issued.invoiceNo !== '') form.append('invoiceNo', issued.invoiceNo);
  if (issued.file !== null) form.append('file', issued.file, issued.file.name);
  return staffFiles.postForm(`${invoicePath(requestNo)}/issue`, form, issued.file?.size ?? 0, readStaffInvoice);
}
export const refuseStaffInvoice = (requestNo: string, reason: string) => staffApi<StaffInvoiceDetail>(`${invoicePath(requestNo)}/refuse`, { method: 'POST', body: { reason }, expect: isStaffInvoice });
