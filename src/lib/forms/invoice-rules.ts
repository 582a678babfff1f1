/**
 * Which orders can be invoiced and what an invoice request may hold, zod-free so that forms
 * and the order center can use them; the wire schema (src/wire/invoices.ts) and the
 * reference server apply the same rules.
 */

/** Saved invoice titles (发票抬头) one customer keeps. */
export const INVOICE_TITLE_LIMIT = 20;

/** Orders one invoice request may cover. */
export const INVOICE_ORDERS_MAX = 50;

/** Longest texts, as the tax authority's forms take them. */
export const INVOICE_MAX = { title: 100, bankName: 64, address: 120, remarks: 200 } as const;

/** 对公 and personal account numbers: digits only once spaces and dashes are dropped. */
export const BANK_ACCOUNT_PATTERN = /^\d{8,32}$/;

/** A landline with area code (0755-86001234, 010 6000 1234-801), a mobile, or a 400 number. */
export const INVOICE_PHONE_PATTERN = /^(?:0\d{2,3}-?\d{7,8}(?:-\d{1,6})?|1[3-9]\d{9}|400-?\d{3}-?\d{4})$/;

/** An account number as stored: without spaces or dashes. */
export const normaliseBankAccount = (text: string): string => text.replace(/[\s-]/g, '');

/** A phone as stored: without spaces (0755 8600 1234 → 075586001234). */
export const normaliseInvoicePhone = (text: string): string => text.trim().replace(/\s+/g, '');

/** What becomes of a request: 待开票 until the factory issues it (已开票) or refuses it (已拒绝), or the customer cancels it (已取消). */
export const INVOICE_STATUSES = ['待开票', '已开票', '已取消', '已拒绝'] as const;
export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[number];

/** A 数电票 (全面数字化的电子发票) number as the factory issues one: 20 digits. */
export const DIGITAL_INVOICE_NO_PATTERN = /^\d{20}$/;
/** A number as typed, without its spaces. */
export const normaliseInvoiceNo = (text: string): string => text.replace(/\s+/g, '');
/** The largest invoice PDF a factory may upload. */
export const INVOICE_PDF_MAX_BYTES = 10 * 1024 * 1024;
/** The longest reason of a refusal. */
export const INVOICE_REFUSE_REASON_MAX = 200;

/** 8 digits (paper invoices) or 20 (全电发票, the digital invoices issued since 2024). */
export const INVOICE_NO_PATTERN = /^(?:\d{8}|\d{20})$/;

export type InvoiceableKind = 'customized' | 'consumable' | 'package';

/**
 * The stored statuses in which an order has been paid and not cancelled: customised parts in
 * production or after, consumables waiting for dispatch or after, and a design package once paid
 * (stored 已完成, shown 生效中 or 已用完): a service paid for is invoiced like goods.
 */
export const INVOICEABLE_STATUSES: Readonly<Record<InvoiceableKind, readonly string[]>> = {
  customized: ['生产中', '已发货', '已完成'],
  consumable: ['待发货', '已发货', '已完成'],
  package: ['已完成'],
};

export type InvoiceRefusal = 'cancelled' | 'unpaid' | 'nothingPaid';

/**
 * Why an order cannot be invoiced (given its stored status), or null when it can: cancelled, not
 * paid yet, or nothing paid (an order fully covered by discounts).
 */
export function invoiceRefusal(order: { kind: InvoiceableKind; status: string; payable: number }): InvoiceRefusal | null {
  if (order.status === '已取消') return 'cancelled';
  if (!INVOICEABLE_STATUSES[order.kind].includes(order.status)) return 'unpaid';
  if (order.payable <= 0) return 'nothingPaid';
  return null;
}
