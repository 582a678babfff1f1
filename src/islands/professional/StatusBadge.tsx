import type { OrderStatus } from '~/api/quotation-schema';
import { t } from '~/i18n/t-professional';
import { statusBadgeClass } from '~/lib/professional-order-text';

/** An order's status as a coloured badge; the colour only repeats what the word says. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`badge whitespace-nowrap ${statusBadgeClass(status)}`} title={t('professional.status.label', { status })} data-status={status}>
      {status}
    </span>
  );
}
