/**
 * Invoices (/api/shop-invoice, reference API): saved titles (发票抬头) and invoice requests over
 * a customer's paid orders, 增值税普通发票 (`normal`) or 增值税专用发票 (`special`), and the
 * invoice status an order answer carries. Shared conventions: common.ts.
 */
import { z } from 'zod';
import {
  BANK_ACCOUNT_PATTERN,
  INVOICE_MAX,
  INVOICE_NO_PATTERN,
  INVOICE_ORDERS_MAX,
  INVOICE_PHONE_PATTERN,
  INVOICE_STATUSES,
  INVOICE_TITLE_LIMIT,
  normaliseBankAccount,
  normaliseInvoicePhone,
} from '../lib/forms/invoice-rules.ts';
import { normaliseTaxId, taxIdProblem, type TaxIdProblem } from '../lib/forms/tax-id.ts';
import { idempotencyKey, PageQuery, pageOf } from './common.ts';
import { OrderKind, OrderStatus } from './order-status.ts';

export { INVOICE_ORDERS_MAX, INVOICE_TITLE_LIMIT } from '../lib/forms/invoice-rules.ts';

const taxIdMessages: Record<TaxIdProblem, string> = {
  empty: '请输入纳税人识别号',
  length: '纳税人识别号应为 15、18 或 20 位',
  characters: '纳税人识别号只能包含数字和字母',
  check: '纳税人识别号有误（校验位不符），请核对',
};

/** 纳税人识别号: normalised (no spaces or dashes, upper case), then checked by its form's check character. */
export const TaxNo = z
  .string()
  .transform(normaliseTaxId)
  .superRefine((value, context) => {
    const problem = taxIdProblem(value);
    if (problem !== null) context.addIssue({ code: 'custom', message: taxIdMessages[problem] });
  });

const title = z.string().trim().min(1, '请输入发票抬头').max(INVOICE_MAX.title, `发票抬头最多 ${INVOICE_MAX.title} 个字符`);
const bankName = z.string().trim().max(INVOICE_MAX.bankName, `开户银行最多 ${INVOICE_MAX.bankName} 个字符`);
const bankAccount = z
  .string()
  .transform(normaliseBankAccount)
  .refine((value) => value === '' || BANK_ACCOUNT_PATTERN.test(value), '银行账号应为 8–32 位数字');
const address = z.string().trim().max(INVOICE_MAX.address, `注册地址最多 ${INVOICE_MAX.address} 个字符`);
const phone = z
  .string()
  .transform(normaliseInvoicePhone)
  .refine((value) => value === '' || INVOICE_PHONE_PATTERN.test(value), '注册电话应为带区号的固定电话、手机号或 400 电话');

/** 增值税普通发票 / 增值税专用发票. */
export const InvoiceType = z.enum(['normal', 'special'], '发票类型只能是普通发票或专用发票');
export type InvoiceType = z.infer<typeof InvoiceType>;

/**
 * POST /api/shop-invoice/titles: a title to keep. Bank name, account, registered address and
 * phone are optional here (a title for 普通发票 needs none), checked when given.
 */
export const InvoiceTitleInput = z.object({ title, taxNo: TaxNo, bankName, bankAccount, address, phone });
export type InvoiceTitleInput = z.input<typeof InvoiceTitleInput>;
/** A title as the server keeps it: tax number, account and phone normalised. */
export type InvoiceTitleFields = z.output<typeof InvoiceTitleInput>;

/** What a saved title and an invoice request both state about whom the invoice is for. */
const titleFields = {
  title: z.string(),
  taxNo: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  address: z.string(),
  phone: z.string(),
};

export const InvoiceTitle = z.object({
  id: z.number().int(),
  ...titleFields,
  createdAt: z.string(),
});
export type InvoiceTitle = z.infer<typeof InvoiceTitle>;

/** GET /api/shop-invoice/titles: every saved title, newest first (at most `limit`). */
export const InvoiceTitleList = z.object({
  records: z.array(InvoiceTitle).max(INVOICE_TITLE_LIMIT),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type InvoiceTitleList = z.infer<typeof InvoiceTitleList>;

const special = ['bankName', 'bankAccount', 'address', 'phone'] as const;
const specialLabels: Record<(typeof special)[number], string> = { bankName: '开户银行', bankAccount: '银行账号', address: '注册地址', phone: '注册电话' };

/**
 * POST /api/shop-invoice: one invoice over `orderNos` (paid orders of the customer, each in no
 * other request that is not cancelled), for the sum of what was paid for them. A 专用发票 needs the
 * bank name, account, registered address and phone. The same idempotencyKey again answers the
 * request it created (200).
 */
export const CreateInvoiceRequest = z
  .object({
    type: InvoiceType,
    title,
    taxNo: TaxNo,
    bankName,
    bankAccount,
    address,
    phone,
    /** Where to send the digital invoice as well; '' for none. */
    email: z.union([z.literal(''), z.email('邮箱格式不正确').max(100, '邮箱最多 100 个字符')]),
    remarks: z.string().trim().max(INVOICE_MAX.remarks, `备注最多 ${INVOICE_MAX.remarks} 个字符`),
    orderNos: z
      .array(z.string().trim().min(1, '订单号不能为空').max(40, '订单号最多 40 个字符'))
      .min(1, '请至少选择一个订单')
      .max(INVOICE_ORDERS_MAX, `一次最多为 ${INVOICE_ORDERS_MAX} 个订单申请开票`)
      .refine((orderNos) => new Set(orderNos).size === orderNos.length, '同一订单不能重复选择'),
    idempotencyKey,
  })
  .superRefine((request, context) => {
    if (request.type !== 'special') return;
    for (const field of special) {
      if (request[field] === '') context.addIssue({ code: 'custom', path: [field], message: `专用发票须填写${specialLabels[field]}` });
    }
  });
export type CreateInvoiceRequest = z.input<typeof CreateInvoiceRequest>;
/** A request as the server reads it: texts trimmed, numbers normalised. */
export type InvoiceRequestFields = z.output<typeof CreateInvoiceRequest>;

/**
 * 待开票 until the factory issues it (已开票) or refuses it (已拒绝, with the reason), or the
 * customer cancels it (已取消). A refused or cancelled request frees its orders for a new one.
 */
export const InvoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** An order an invoice request covers, with what was paid for it. */
export const InvoiceOrder = z.object({ orderNo: z.string(), kind: OrderKind, title: z.string(), amount: z.number().int().positive() });
export type InvoiceOrder = z.infer<typeof InvoiceOrder>;

/**
 * An invoice request. `amount` is the sum of its orders' paid amounts; once 已开票, `issuedAt` is
 * set and `fileUrl` is the path of the invoice PDF (owner only), and `invoiceNo` unless the factory
 * uploaded the invoice's PDF without its number; once 已拒绝, `refuseReason` says why.
 */
export const InvoiceRequest = z.object({
  requestNo: z.string(),
  type: InvoiceType,
  status: InvoiceStatus,
  ...titleFields,
  email: z.string(),
  remarks: z.string(),
  amount: z.number().int().positive(),
  orders: z.array(InvoiceOrder),
  invoiceNo: z.string().nullable(),
  issuedAt: z.string().nullable(),
  fileUrl: z.string().nullable(),
  refuseReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceRequest = z.infer<typeof InvoiceRequest>;

/** GET /api/shop-invoice?status=: the customer's requests, newest first. */
export const InvoiceRequestPage = pageOf(InvoiceRequest);
export type InvoiceRequestPage = z.infer<typeof InvoiceRequestPage>;

/** GET /api/shop-invoice/orders: the customer's orders that can be invoiced now (paid, in no request), newest first. */
export const InvoiceableOrder = InvoiceOrder.extend({ status: OrderStatus, paidAt: z.string().nullable() });
export type InvoiceableOrder = z.infer<typeof InvoiceableOrder>;
export const InvoiceableOrderPage = pageOf(InvoiceableOrder);

/**
 * GET /api/shop-invoice/orders: a page of the orders that can be invoiced, narrowed to a kind and
 * to those whose number or first line's name contains `q` (reference API; both optional).
 */
export const InvoiceableOrderQuery = PageQuery.extend({
  kind: OrderKind.optional(),
  q: z.string().trim().max(50, '搜索内容最多 50 个字').optional(),
});
export type InvoiceableOrderQuery = z.output<typeof InvoiceableOrderQuery>;
export type InvoiceableOrderPage = z.infer<typeof InvoiceableOrderPage>;

/** Body of POST /api/__test__/issue-invoice: the platform issues a 待开票 request (invoiceNo made up when absent). */
export const IssueInvoiceRequest = z.object({
  requestNo: z.string().min(1, '缺少申请单号'),
  invoiceNo: z.string().regex(INVOICE_NO_PATTERN, '发票号码应为 8 位或 20 位数字').optional(),
});
export type IssueInvoiceRequest = z.infer<typeof IssueInvoiceRequest>;

/**
 * `invoice` of an order in the order lists and detail (orders.ts): 可申请 when it is paid and in
 * no request, 待开票 or 已开票 with the request it is in. Absent when the order cannot be invoiced
 * (not paid, cancelled, nothing paid).
 */
export const OrderInvoice = z.object({
  status: z.enum(['可申请', '待开票', '已开票']),
  requestNo: z.string().nullable(),
});
export type OrderInvoice = z.infer<typeof OrderInvoice>;
