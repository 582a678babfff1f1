import type { ProfessionalOrderSummary } from '~/wire/professional-orders';
import { t } from '~/islands/professional/messages';
import { formatDateTime } from '~/lib/format/datetime';
import { Figure } from '~/components/ui/Figure';
import { OrderStatusBadge } from '~/components/orders/OrderStatusBadge';

/** The order the drawings belong to: number, status, what was asked for, how many, by when. */
export function OrderSummary({ order, titleId }: { order: ProfessionalOrderSummary; titleId: string }) {
  return (
    <section className="flex flex-col gap-3 rounded-box bg-base-200/50 p-4" aria-labelledby={titleId} data-testid="order-summary">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          {t('professional.drawings.summary')}
        </h2>
        <OrderStatusBadge status={order.status} title={t('professional.status.label', { status: order.status })} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Figure label={t('professional.order.no')} value={order.orderNo} mono />
        <Figure label={t('professional.order.quantity')} value={t('professional.order.quantityValue', { quantity: order.quantity })} />
        <Figure label={t('professional.order.expectedDate')} value={order.expectedDate} />
        <Figure label={t('professional.order.createdAt')} value={formatDateTime(order.createdAt)} />
        <div className="col-span-2 flex flex-col sm:col-span-4">
          <dt className="text-xs text-base-content/65">{t('professional.order.requirements')}</dt>
          <dd className="break-words whitespace-pre-line">{order.requirements}</dd>
        </div>
      </dl>
    </section>
  );
}
