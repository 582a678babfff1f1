/**
 * The kinds of order and the statuses they move through, shared by every order resource. Shared
 * conventions: common.ts.
 */
import { z } from 'zod';
import { AUTO_CONFIRM_DAYS, PAYMENT_HOLD_MS } from '../lib/orders/order-deadlines.ts';
import { ORDER_KINDS } from '../lib/orders/order-kinds.ts';

/** The statuses an order is stored in, as it moves along its flow. */
export const StoredOrderStatus = z.enum(['待报价', '待付款', '生产中', '已发货', '已完成', '已取消', '待发货']);
export type StoredOrderStatus = z.infer<typeof StoredOrderStatus>;

/**
 * Every status an order is shown with: the stored ones, and 生效中 / 已用完 for a paid design
 * package with requests left or none (server/design/served-status.ts), which are never stored.
 */
export const OrderStatus = z.enum([...StoredOrderStatus.options, '生效中', '已用完']);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderEvent = z.object({ status: OrderStatus, at: z.string(), note: z.string() });
export type OrderEvent = z.infer<typeof OrderEvent>;

// ---------------------------------------------------------------- deadlines

/**
 * Until when an unpaid (待付款) order holds its stock and coupon (ISO; reference API): the shop
 * cancels it then (已取消 with cancelReason 'timeout'). Only while 待付款.
 */
export const PayBy = z
  .string()
  .describe(
    `待付款订单的支付截止时间（ISO 8601）：耗材订单进入待付款后 ${PAYMENT_HOLD_MS.consumable / 60_000} 分钟，定制、专业与设计套餐订单 ${PAYMENT_HOLD_MS.customized / 3_600_000} 小时。` +
      '在此之前订单为客户保留库存与优惠券；届时仍未支付，服务器自动取消订单（cancelReason 为 timeout），退回库存与优惠券，不涉及任何扣款。截止时刻及之后的付款被拒绝（409）。仅在待付款时出现。',
  );

/** When a shipped (已发货) order confirms its receipt by itself (ISO; reference API). Only while 已发货. */
export const AutoConfirmAt = z
  .string()
  .describe(`已发货订单自动确认收货的时间（ISO 8601）：发货后 ${AUTO_CONFIRM_DAYS} 天，届时服务器把订单改为已完成；在此之前客户可以自己确认收货。仅在已发货时出现。`);

/** Why an order is 已取消 when the shop cancelled it: 'timeout', it was not paid in time. Absent for any other cancellation. */
export const CancelReason = z.enum(['timeout']).describe('timeout：超时未支付，由服务器自动取消。客户自己取消或平台取消的订单没有此字段。');
export type CancelReason = z.infer<typeof CancelReason>;

/** 定制订单, 耗材订单 and 设计套餐订单 (the last bought through design-packages.ts). */
export const OrderKind = z.enum(ORDER_KINDS);
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
