/**
 * The staff console (/api/shop-staff/…): the people who price, make, ship and answer, apart from
 * the customers. Their logins are their own (a customer's token opens no staff call and a staff
 * token no customer call), each member of staff sees only the records of their own factory, and
 * every write they make is in the audit log. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { DECLINE_REASON_MAX, QUOTE_LEAD_DAYS, QUOTE_NOTE_MAX } from '../lib/orders/staff-quote-rules.ts';
import { UPLOAD_LIMITS } from '../lib/files/quotation-rules.ts';
import { Address } from './address.ts';
import { fen, isoTime, pageOf, PageQuery } from './common.ts';
import { OrderEvent, OrderStatus } from './order-status.ts';
import { OrderLine } from './orders.ts';
import { LoginRequest, PasswordChangeRequest, TokenResponse } from './platform.ts';
import { Drawing } from './professional-orders.ts';

/** 管理员 (admin, may do everything), 报价工程师 (engineer), 客服 (service), 仓储发货 (warehouse). */
export const StaffRole = z.enum(['admin', 'engineer', 'service', 'warehouse']);
export type StaffRole = z.infer<typeof StaffRole>;

/** POST /api/shop-staff/sessions: the customers' login body and answer. */
export const StaffLoginRequest = LoginRequest;
export type StaffLoginRequest = z.infer<typeof StaffLoginRequest>;
export const StaffToken = TokenResponse;
export type StaffToken = z.infer<typeof StaffToken>;

/** GET /api/shop-staff/me */
export const StaffMember = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: StaffRole,
  /** The role as the console shows it: 管理员, 报价工程师, 客服, 仓储发货. */
  roleLabel: z.string(),
  factory: z.object({ id: z.number().int(), name: z.string() }),
  /** The initial password is still in use: every call but me, password and logout answers 403 until it is changed. */
  mustChangePassword: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** PUT /api/shop-staff/me/password: the customers' rules (currentPassword, password, confirmPassword). */
export const StaffPasswordChange = PasswordChangeRequest;
export type StaffPasswordChange = z.infer<typeof StaffPasswordChange>;

// ---------------------------------------------------------------- audit

/** GET /api/shop-staff/audit?page=&size= (管理员 only) */
export const AuditQuery = PageQuery;
export type AuditQuery = z.input<typeof AuditQuery>;

/** One write made by a member of staff (or from the command line: `staff` null), newest first. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: isoTime,
  staff: z.object({ id: z.number().int(), username: z.string(), name: z.string() }).nullable(),
  /** `quote.confirm`, `quote.decline`, `order.ship`, `feedback.reply`, `invoice.issue` … (server/staff/audit.ts). */
  action: z.string(),
  /** The action as the console shows it (确认报价 …). */
  actionLabel: z.string(),
  /** What it was done to: `order:DZ20260301-0001`, `staff:engineer`. */
  subject: z.string(),
  /** The record before and after, as JSON (null when there is none to show). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = pageOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

// ---------------------------------------------------------------- workbench

/** When a 待报价 order is due: one working day after it was placed (CONFIRMATION_WORKING_DAYS). */
export const QuoteDue = z.object({
  orderNo: z.string(),
  createdAt: isoTime,
  dueAt: isoTime,
  overdue: z.boolean(),
});
export type QuoteDue = z.infer<typeof QuoteDue>;

const count = z.number().int().nonnegative();

/** GET /api/shop-staff/workbench: the factory's queues (工作台). */
export const Workbench = z.object({
  /** 待报价: customised orders (quotation and professional) waiting for their price, oldest due first. */
  toQuote: z.object({ count, overdue: count, orders: z.array(QuoteDue) }),
  /** 生产中: paid customised orders being made. */
  inProduction: z.object({ count }),
  /** 待发货: paid consumable orders waiting to be shipped. */
  toShip: z.object({ count }),
  /** 待开票: invoice requests waiting, over at least one order of the factory. */
  toInvoice: z.object({ count }),
  /** 待回复: suggestions sent to the factory not answered yet (待处理, 处理中). */
  toReply: z.object({ count }),
  /** 售后: after-sales claims of the factory's orders waiting for a decision (待处理). */
  afterSales: z.object({ count }),
  /** 设计交付: design requests bought from the factory waiting for the designers (待接单, 设计中). */
  designToDeliver: z.object({ count }),
  /** 对公转账: receipts of the factory's bank statement that paid no order (unmatched), to send back and close. */
  bankUnmatched: z.object({ count }),
});
export type Workbench = z.infer<typeof Workbench>;

// ---------------------------------------------------------------- quotes

/** A 待报价 order in the quoting queue (GET /api/shop-staff/quotes), oldest due first. */
export const QuoteQueueItem = QuoteDue.extend({
  source: z.enum(['quotation', 'professional']),
  customer: z.object({ id: z.number().int(), nickname: z.string() }),
  lineCount: z.number().int().nonnegative(),
  /** Lines without an automatic price (人工报价). */
  manualLines: z.number().int().nonnegative(),
  /** Fen of the lines the shop priced by itself; null when no line has an automatic price. */
  autoGoods: fen.nonnegative().nullable(),
});
export type QuoteQueueItem = z.infer<typeof QuoteQueueItem>;

/** The whole queue (not paged: a factory's waiting orders are few, and the oldest due must not hide on a later page), shaped like every list. */
export const QuoteQueue = pageOf(QuoteQueueItem);
export type QuoteQueue = z.infer<typeof QuoteQueue>;

/**
 * One line as the engineer prices it: the order's line (its file, volume, quantity, the automatic
 * unit price and breakdown where the shop priced it, `manual` while it waits for a price, the
 * drawing and call-outs the customer gave, the choices and parts list) with its position and the
 * file's measurements (null for a file the server could not measure).
 */
export const StaffQuoteLine = OrderLine.omit({ consumableId: true, image: true }).extend({
  position: z.number().int().positive(),
  measured: z.object({ volume: z.number(), area: z.number(), bbox: z.object({ x: z.number(), y: z.number(), z: z.number() }) }).nullable(),
});
export type StaffQuoteLine = z.infer<typeof StaffQuoteLine>;

/** GET /api/shop-staff/quotes/{orderNo}: a customised order of the factory, whatever its status. */
export const StaffQuoteDetail = z.object({
  orderNo: z.string(),
  source: z.enum(['quotation', 'professional']),
  status: OrderStatus,
  customer: z.object({ id: z.number().int(), nickname: z.string() }),
  createdAt: isoTime,
  dueAt: isoTime,
  /** Still 待报价 past its due time. */
  overdue: z.boolean(),
  material: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  lines: z.array(StaffQuoteLine),
  goods: fen.nonnegative(),
  memberDiscount: fen.nonnegative(),
  /** The coupon's discount. */
  discount: fen.nonnegative(),
  shipping: fen.nonnegative(),
  payable: fen.nonnegative(),
  /** Working days to ship: as the customer's quote had it, the engineer's once confirmed (null for a professional order before). */
  leadDays: z.number().int().positive().nullable(),
  coupon: z.object({ id: z.number().int(), title: z.string(), kind: z.enum(['amount', 'percent']), value: z.number().int(), threshold: fen.nonnegative() }).nullable(),
  remarks: z.string(),
  /** A professional order's requirements, quantity and expected date (null for a quotation's). */
  requirements: z.string().nullable(),
  quantity: z.number().int().nullable(),
  expectedDate: z.string().nullable(),
  /** A professional order's drawings with every version, newest first (each downloadable under files/{id}); [] for a quotation's. */
  drawings: z.array(Drawing),
  address: Address,
  timeline: z.array(OrderEvent),
});
export type StaffQuoteDetail = z.infer<typeof StaffQuoteDetail>;

/** The limits of a quote (src/lib/orders/staff-quote-rules.ts, which the console checks with). */
export { DECLINE_REASON_MAX, QUOTE_LEAD_DAYS, QUOTE_NOTE_MAX };

/**
 * POST /api/shop-staff/quotes/{orderNo}/confirm: a price for every line of the order (fen per part
 * or per set, > 0) and its working days; the shop then recomputes the member discount, the coupon
 * (given back when the confirmed goods no longer reach its threshold), shipping and payable by
 * its own rules, and the order moves 待报价 → 待付款 (the 24-hour payment deadline starts).
 */
export const ConfirmQuoteRequest = z.object({
  lines: z
    .array(
      z.object({
        position: z.number().int().positive(),
        unitPrice: z.number().int('单价应为整数（分）').positive('单价必须大于 0'),
        leadDays: z.number().int('交期应为整数天').min(QUOTE_LEAD_DAYS.min, `交期至少 ${QUOTE_LEAD_DAYS.min} 个工作日`).max(QUOTE_LEAD_DAYS.max, `交期最多 ${QUOTE_LEAD_DAYS.max} 个工作日`),
      }),
    )
    .min(1, '请为每一行报价')
    .max(UPLOAD_LIMITS.maxFiles, `每个订单最多 ${UPLOAD_LIMITS.maxFiles} 行`),
  note: z.string().trim().max(QUOTE_NOTE_MAX, `备注最多 ${QUOTE_NOTE_MAX} 个字符`).optional(),
});
export type ConfirmQuoteRequest = z.input<typeof ConfirmQuoteRequest>;

/** POST /api/shop-staff/quotes/{orderNo}/decline: 待报价 → 已取消 with the reason on the timeline. */
export const DeclineQuoteRequest = z.object({
  reason: z.string().trim().min(1, '请填写不予报价的原因').max(DECLINE_REASON_MAX, `原因最多 ${DECLINE_REASON_MAX} 个字符`),
});
export type DeclineQuoteRequest = z.infer<typeof DeclineQuoteRequest>;

/** The answer of confirm and decline: the order as it is now, and whether its coupon went back to the customer. */
export const QuoteDecision = z.object({ order: StaffQuoteDetail, couponReturned: z.boolean() });
export type QuoteDecision = z.infer<typeof QuoteDecision>;
