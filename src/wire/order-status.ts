/**
 * The kinds of order and the statuses they move through, shared by every order resource. Shared
 * conventions: common.ts.
 */
import { z } from 'zod';

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

/** 定制订单, 耗材订单 and 设计套餐订单 (the last bought through design-packages.ts). */
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
