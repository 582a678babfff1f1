/**
 * Wire shapes of consumable orders, the order center and payment (issue 5), written once for
 * the browser client and the reference server, like schema.ts. Money is integer fen, times
 * ISO strings. The browser imports types only.
 */
import { z } from 'zod';
import { Address, DesignFile, OrderEvent, OrderStatus, StoredOrderStatus } from './quotation-schema.ts';
import { OrderInvoice } from './order-invoice-schema.ts';
import { PageQuery, pageOf } from './schema.ts';
import { Shipment } from './shipment-schema.ts';

const fen = z.number().int();
const idempotencyKey = z.string().min(8, 'idempotencyKey 太短').max(100, 'idempotencyKey 太长');

/** 定制订单, 耗材订单 and 设计套餐订单 (issue 6, see design-schema.ts). */
export const OrderKind = z.enum(['customized', 'consumable', 'package']);
export type OrderKind = z.infer<typeof OrderKind>;

/**
 * The statuses each kind of order passes through, in order, then 已取消. Customised:
 * 待报价 → 待付款 → 生产中 → 已发货 → 已完成; consumable: 待付款 → 待发货 → 已发货 → 已完成.
 */
export const ORDER_STATUSES: Record<OrderKind, readonly OrderStatus[]> = {
  customized: ['待报价', '待付款', '生产中', '已发货', '已完成', '已取消'],
  consumable: ['待付款', '待发货', '已发货', '已完成', '已取消'],
  // Paid, a design package is in force while it has design requests left.
  package: ['待付款', '生效中', '已用完', '已取消'],
};

// ---------------------------------------------------------------- consumable orders

export const CartItem = z.object({
  consumableId: z.number().int().positive(),
  quantity: z.number().int().min(1, '数量至少为 1').max(9999, '数量最多 9999'),
});
export type CartItem = z.infer<typeof CartItem>;

/** POST /api/shop-consumable-order/price: what the server would charge for the cart as it stands. */
export const ConsumableQuoteRequest = z.object({
  items: z.array(CartItem).min(1, '请至少选择一件耗材').max(50, '一单最多 50 种耗材'),
  couponId: z.number().int().positive().nullable(),
});
export type ConsumableQuoteRequest = z.infer<typeof ConsumableQuoteRequest>;

export const ConsumableQuoteLine = z.object({
  consumableId: z.number().int(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  /** Cover image path. */
  image: z.string(),
  unitPrice: fen.positive(),
  quantity: z.number().int().positive(),
  subtotal: fen.nonnegative(),
  /** What can be ordered right now; below `quantity` the order would be refused. */
  stock: z.number().int().nonnegative(),
});
export type ConsumableQuoteLine = z.infer<typeof ConsumableQuoteLine>;

/**
 * The server's price of a cart (src/lib/pricing.ts, as for quotations): goods, the coupon's
 * discount (400 when the coupon is not the customer's usable one, is not for consumables or the
 * goods total is below its threshold), shipping by the customer's member level, and payable. An
 * unknown consumable answers 404 naming it.
 */
export const ConsumableQuote = z.object({
  lines: z.array(ConsumableQuoteLine),
  goods: fen.nonnegative(),
  /** The member level's discount: levels discount customised orders only, so 0 today. */
  memberDiscount: fen.nonnegative(),
  discount: fen.nonnegative(),
  shipping: fen.nonnegative(),
  payable: fen.nonnegative(),
  /** Shipping is free once goods after discounts reach this (the customer's level); 0 = always. */
  freeShippingFrom: fen.nonnegative(),
});
export type ConsumableQuote = z.infer<typeof ConsumableQuote>;

/**
 * POST /api/shop-order/consumable: creates a consumable order in 待付款 and reserves its stock.
 * 201 OrderDetail; the same idempotencyKey again → 200 with that same order; a price that differs
 * from expectedPayable → 409 ConsumablePriceChanged; too little stock for a line → 409
 * OutOfStock naming the item. A 409 creates nothing and reserves nothing.
 */
export const CreateConsumableOrder = ConsumableQuoteRequest.extend({
  address: Address,
  remarks: z.string().trim().max(500, '备注最多 500 个字符'),
  expectedPayable: fen.nonnegative(),
  idempotencyKey,
});
export type CreateConsumableOrder = z.infer<typeof CreateConsumableOrder>;

export const ConsumablePriceChanged = z.object({ message: z.string(), quote: ConsumableQuote });
export type ConsumablePriceChanged = z.infer<typeof ConsumablePriceChanged>;

/** e.g. `{ message: '「光敏树脂 标准灰 1kg」库存不足，仅剩 3 瓶', consumableId: 4, stock: 3 }`. */
export const OutOfStock = z.object({ message: z.string(), consumableId: z.number().int(), stock: z.number().int().nonnegative() });
export type OutOfStock = z.infer<typeof OutOfStock>;

// ---------------------------------------------------------------- the order center

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
  itemCount: z.number().int().nonnegative(),
  payable: fen.nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
  actions: OrderActions,
  /** Whether it can be or has been invoiced (reference API; order-invoice-schema.ts). */
  invoice: OrderInvoice.optional(),
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
});
export type OrderLine = z.infer<typeof OrderLine>;

export const PaymentMethod = z.enum(['balance', 'online']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** GET /api/shop-order/{orderNo}: any order of the customer, with lines and timeline; 404 for others'. */
export const OrderDetail = OrderSummary.extend({
  materialName: z.string().nullable(),
  lines: z.array(OrderLine),
  goods: fen.nonnegative(),
  /** Off the goods for the member level the customer had when ordering. */
  memberDiscount: fen.nonnegative(),
  /** Off for the coupon. */
  discount: fen.nonnegative(),
  shipping: fen.nonnegative(),
  coupon: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  address: Address,
  remarks: z.string(),
  /** Set once paid (by either method). */
  paidAt: z.string().nullable(),
  paymentMethod: PaymentMethod.nullable(),
  /** Oldest first. */
  timeline: z.array(OrderEvent),
  /** The parcel once shipped with a tracking number (reference API; shipment-schema.ts). */
  shipment: Shipment.optional(),
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
    items: z.array(z.object({ file: DesignFile, quantity: z.number().int().positive() })),
    /** Names of lines whose files no longer exist and were left out. */
    missing: z.array(z.string()),
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

/**
 * POST /api/shop-payment/{orderNo}/online: opens a payment at the simulated gateway (a page of
 * the reference API) and answers where to send the browser. The gateway returns to
 * /order/paymentResult/index?orderNo=… whether the customer pays, fails or cancels.
 */
export const OnlinePayment = z.object({ paymentId: z.string(), payUrl: z.string() });
export type OnlinePayment = z.infer<typeof OnlinePayment>;

export const PaymentAttemptStatus = z.enum(['pending', 'paid', 'failed', 'cancelled']);
export type PaymentAttemptStatus = z.infer<typeof PaymentAttemptStatus>;

/**
 * GET /api/shop-payment/{orderNo}: what the payment result page shows, read from the server
 * only. `paid` once the order has been paid; `lastAttempt` is the newest online attempt.
 */
export const PaymentStatus = z.object({
  orderNo: z.string(),
  kind: OrderKind,
  status: OrderStatus,
  payable: fen.nonnegative(),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  method: PaymentMethod.nullable(),
  lastAttempt: z.object({ status: PaymentAttemptStatus, at: z.string(), message: z.string() }).nullable(),
});
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** Body of POST /api/__test__/order-status: moves an order on as the factory would (ship it …). */
export const OrderStatusHook = z.object({ orderNo: z.string().min(1), status: StoredOrderStatus });
