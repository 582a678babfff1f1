import type { OrderStatus } from '../../wire/order-status.ts';

/** Statuses an order reaches only once paid: what it cost is then 实付, not 应付. */
const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set(['生产中', '待发货', '已发货', '已完成']);

/** Whether the order has been paid (its status says so; a cancelled order never was: only unpaid ones can be cancelled). */
export const isPaid = (status: OrderStatus): boolean => PAID_STATUSES.has(status);
