/**
 * The order center (/api/shop-order): customised orders made from a quote, order lists, counts,
 * details and 再来一单. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { Address } from './address.ts';
import { checkoutFields } from './checkout.ts';
import { charges, fen, pageOf, PageQuery } from './common.ts';
import { OrderInvoice } from './invoices.ts';
import { CartItem } from './consumable-orders.ts';
import { AutoConfirmAt, CancelReason, OrderEvent, OrderKind, OrderStatus, PayBy, StoredOrderStatus } from './order-status.ts';
import { PaidVia, PaymentMethod } from './payments.ts';
import { DraftPart, LineChoices, QuoteLine, QuoteRequest } from './quotes.ts';
import { Shipment } from './shipments.ts';

/**
 * POST /api/shop-order/customized: create a customised order from a quotation.
 * `expectedPayable` is what the customer saw; when the server's price differs it answers
 * 409 `{ message, quote }` and creates nothing. The same `idempotencyKey` twice answers the
 * order the first request created (200), so a double click or a retry creates one order.
 */
export const CreateCustomizedOrder = QuoteRequest.extend(checkoutFields);
export type CreateCustomizedOrder = z.infer<typeof CreateCustomizedOrder>;

/** A customised order (定制订单), from a quotation or a professional order. */
export const CustomizedOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  source: z.enum(['quotation', 'professional']),
  status: OrderStatus,
  materialId: z.number().int().nullable(),
  lines: z.array(QuoteLine),
  goods: fen.nonnegative(),
  memberDiscount: fen.nonnegative(),
  discount: fen.nonnegative(),
  shipping: fen.nonnegative(),
  payable: fen.nonnegative(),
  couponId: z.number().int().nullable(),
  address: Address,
  remarks: z.string(),
  createdAt: z.string(),
  timeline: z.array(OrderEvent),
  payBy: PayBy.optional(),
});
export type CustomizedOrder = z.infer<typeof CustomizedOrder>;

/** What the customer may do with an order in its status (the server enforces the same). */
export const OrderActions = z.object({
  /** 去支付: 待付款. */
  pay: z.boolean(),
  /** 取消订单: 待报价 or 待付款. */
  cancel: z.boolean(),
  /** 确认收货: 已发货. */
  confirmReceipt: z.boolean(),
  /** 再来一单: 已完成 or 已取消. */
  reorder: z.boolean(),
});
export type OrderActions = z.infer<typeof OrderActions>;

export const OrderListQuery = PageQuery.extend({
  /** Absent: both kinds (the personal center's recent orders). */
  kind: OrderKind.optional(),
  status: OrderStatus.optional(),
  /** Part of the order number, case-insensitive. */
  orderNo: z.string().trim().max(40, '订单号最多 40 个字符').optional(),
  /** Created at or after this instant (ISO). */
  from: z.iso.datetime({ offset: true, error: '开始时间格式不正确' }).optional(),
  /** Created before this instant (ISO). */
  to: z.iso.datetime({ offset: true, error: '结束时间格式不正确' }).optional(),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

/** One row of the order lists, newest first. */
export const OrderSummary = z.object({
  orderNo: z.string(),
  kind: OrderKind,
  /** Customised orders: 'quotation' or 'professional'; consumable orders: null. */
  source: z.enum(['quotation', 'professional']).nullable(),
  status: OrderStatus,
  /** The first line's name, e.g. "外壳.stl" or "光敏树脂 标准灰". */
  title: z.string(),
  /** Cover image path of the first consumable line; null for customised orders. */
  image: z.string().nullable(),
  /** Lines of the order. */
  itemCount: z.number().int().nonnegative(),
  /** Pieces over all its lines (reference API; a list without it says lines only). */
  pieceCount: z.number().int().nonnegative().optional(),
  payable: fen.nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
  actions: OrderActions,
  /** Whether it can be or has been invoiced (reference API; invoices.ts). */
  invoice: OrderInvoice.optional(),
  payBy: PayBy.optional(),
  autoConfirmAt: AutoConfirmAt.optional(),
  cancelReason: CancelReason.optional(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** GET /api/shop-order */
export const OrderPage = pageOf(OrderSummary);
export type OrderPage = z.infer<typeof OrderPage>;

/** GET /api/shop-order/counts?kind=: the tab counts, under the same orderNo/from/to filters as the list. */
export const OrderCountsQuery = OrderListQuery.pick({ kind: true, orderNo: true, from: true, to: true }).extend({ kind: OrderKind });
export type OrderCountsQuery = z.input<typeof OrderCountsQuery>;

export const OrderCounts = z.object({
  all: z.number().int().nonnegative(),
  /** Every status of the kind is present, 0 when none. */
  byStatus: z.partialRecord(OrderStatus, z.number().int().nonnegative()),
});
export type OrderCounts = z.infer<typeof OrderCounts>;

export const OrderLine = z.object({
  /** Customised lines: the design file; null for consumables. */
  fileId: z.number().int().nullable(),
  /** Consumable lines: the consumable; null for customised lines. */
  consumableId: z.number().int().nullable(),
  name: z.string(),
  /** Consumable spec; customised lines: material name (when known) or ''. */
  spec: z.string(),
  image: z.string().nullable(),
  /** mm³ of a measured part; null otherwise. */
  volume: z.number().nullable(),
  unitPrice: fen.nonnegative(),
  quantity: z.number().int().positive(),
  subtotal: fen.nonnegative(),
  /** Waiting for a manual quote (人工报价). */
  manual: z.boolean(),
}).extend(LineChoices.shape);
export type OrderLine = z.infer<typeof OrderLine>;

/** GET /api/shop-order/{orderNo}: any order of the customer, with lines and timeline; 404 for others'. */
export const OrderDetail = OrderSummary.extend({
  materialName: z.string().nullable(),
  lines: z.array(OrderLine),
  /** The member level's discount is the one the customer had when ordering. */
  ...charges,
  coupon: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  address: Address,
  remarks: z.string(),
  /** Set once paid (by either method). */
  paidAt: z.string().nullable(),
  paymentMethod: PaymentMethod.nullable(),
  /** Where the money of a paid order came from (reference API): WeChat Pay, Alipay, a bank transfer or the simulated gateway. */
  paidVia: PaidVia.optional(),
  /** Oldest first. */
  timeline: z.array(OrderEvent),
  /** The (first) parcel once shipped with a tracking number (reference API; shipments.ts). */
  shipment: Shipment.optional(),
  /** Every parcel, first to last, when it shipped in one or more (reference API). */
  parcels: z.array(Shipment).optional(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/**
 * POST /api/shop-order/{orderNo}/cancel (待报价/待付款: the coupon returns to 未使用, reserved stock
 * returns) and POST /api/shop-order/{orderNo}/confirm-receipt (已发货 → 已完成). Both answer the
 * updated OrderDetail; a status that does not allow it answers 409 with the reason.
 */

/**
 * GET /api/shop-order/{orderNo}/reorder (已完成/已取消, else 409): the order's items as they can be
 * ordered today, for a new quotation draft or cart; the client re-prices them.
 */
export const Reorder = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('customized'),
    /** The material to quote with; null for a professional order (the customer picks one). */
    materialId: z.number().int().nullable(),
    /** `options`: a line's choices as the material offers them today (only for a line ordered with choices); `drawing` and `callouts` as the line had them. */
    items: z.array(DraftPart),
    /** Names of lines whose files no longer exist and were left out. */
    missing: z.array(z.string()),
    /** Names of lines some of whose choices the material no longer offers: those start from the defaults. */
    optionsDropped: z.array(z.string()).optional(),
  }),
  z.object({
    kind: z.literal('consumable'),
    items: z.array(CartItem),
    /** Names of consumables no longer sold, left out. */
    missing: z.array(z.string()),
  }),
]);
export type Reorder = z.infer<typeof Reorder>;

// ---------------------------------------------------------------- payment

/**
 * POST /api/shop-payment/{orderNo}/balance: pays a 待付款 order from the balance in one
 * transaction (deducts, writes a 支付 ledger entry, moves the order on: customised → 生产中,
 * consumable → 待发货). Answers the paid OrderDetail. Not 待付款 (already paid, cancelled …) →
 * 409 with the reason; balance below payable → 409 `余额不足…` and nothing changes.
 */

/** Body of POST /api/__test__/order-status: moves an order on as the factory would (ship it …). */
export const OrderStatusHook = z.object({ orderNo: z.string().min(1), status: StoredOrderStatus });
