import type { OrderStatus } from '~/wire/order-status';
import { statusBadgeClass } from '~/components/orders/professional-order-text';

/** An order's status as a coloured badge, with why when it says more (已取消：超时未支付); the colour only repeats what the words say. */
export function OrderStatusBadge({ status, title, note }: { status: OrderStatus; title?: string; note?: string | undefined }) {
  return (
    <span className={`badge whitespace-nowrap ${statusBadgeClass(status)}`} {...(title ? { title } : {})} data-status={status}>
      {note ? `${status}：${note}` : status}
    </span>
  );
}
