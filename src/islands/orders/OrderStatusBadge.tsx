import type { OrderStatus } from '~/api/quotation-schema';
import { statusBadgeClass } from '~/lib/professional-order-text';

/** An order's status as a coloured badge; the colour only repeats what the word says. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`badge whitespace-nowrap ${statusBadgeClass(status)}`} data-status={status}>
      {status}
    </span>
  );
}
