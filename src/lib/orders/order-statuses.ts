import type { OrderKind, OrderStatus } from '../../wire/order-status.ts';

/**
 * The statuses each kind of order passes through, in order, then 已取消: the contract's
 * ORDER_STATUSES for the browser, which must not load zod (its schema module would, and zod's
 * eval probe trips the pages' CSP). order-statuses.test.ts holds the two equal.
 */
export const ORDER_STATUSES: Readonly<Record<OrderKind, readonly OrderStatus[]>> = {
  customized: ['待报价', '待付款', '生产中', '已发货', '已完成', '已取消'],
  consumable: ['待付款', '待发货', '已发货', '已完成', '已取消'],
  package: ['待付款', '生效中', '已用完', '已取消'],
};
