import type { OrderStatus } from '~/wire/order-status';
import { statusBadgeClass } from '~/lib/professional-order-text';

/** An order's status as a coloured badge; the colour only repeats what the word says. */
export function OrderStatusBadge({ status, title }: { status: OrderStatus; title?: string }) {
  return (
    <span className={`badge whitespace-nowrap ${statusBadgeClass(status)}`} {...(title ? { title } : {})} data-status={status}>
      {status}
    </span>
  );
}
