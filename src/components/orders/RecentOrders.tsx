import { useId } from 'react';
import { listOrders } from '~/components/orders/orders';
import { Empty, LINE, LoadFailure, Loading, SkeletonBox, SkeletonText } from '~/core/ListState';
import { t } from '~/components/orders/messages';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { ORDER_CENTER_PATHS, orderDetailUrl } from '~/lib/routes/order-paths';
import { payableText } from '~/components/price/order-price';
import { OrderStatusBadge } from './OrderStatusBadge';

const RECENT = 5;

/** The five newest orders of both kinds, each linking to its detail in the order center. */
export function RecentOrders() {
  const id = useId();
  const recent = useRequest('recent-orders', (signal) => listOrders({ page: 1, size: RECENT }, signal));
  const records = recent.data?.records ?? [];
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`} data-recent-orders>
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('orders.recent.title')}
          </h2>
          <a className="link link-primary text-sm" href={ORDER_CENTER_PATHS.customized}>
            {t('orders.recent.all')}
          </a>
        </div>
        <div aria-busy={recent.status === 'loading'}>
          <LoadFailure state={recent} feature={t('nav.orderCenter')} onRetry={recent.reload} />
          {recent.status === 'loading' && !recent.data && <Loading rows={RECENT} row={<RecentOrderSkeleton />} className="flex flex-col divide-y divide-base-300" />}
          {recent.status === 'ready' && records.length === 0 && <Empty title={t('orders.recent.empty')}>{t('orders.recent.emptyHint')}</Empty>}
          {records.length > 0 && (
            <ul className="flex flex-col divide-y divide-base-300" aria-label={t('orders.recent.title')}>
              {records.map((order) => (
                <li key={order.orderNo} data-order-no={order.orderNo}>
                  <a
                    className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-box px-1 py-3 transition-colors hover:bg-base-200 focus-visible:bg-base-200"
                    href={orderDetailUrl(order.kind, order.orderNo)}
                  >
                    <span className="flex min-w-0 flex-col gap-0.5">
                      <span className="truncate font-medium">{order.title}</span>
                      <span className="text-xs text-base-content/75">
                        {t(`orders.kind.${order.kind}`)} <span className="font-mono break-all">{order.orderNo}</span>
                      </span>
                      <span className="text-xs text-base-content/75 tabular-nums">{formatDateTime(order.createdAt)}</span>
                    </span>
                    <span className="flex flex-col items-end gap-1 sm:flex-row-reverse sm:items-center sm:gap-3">
                      <OrderStatusBadge status={order.status} />
                      <span className="font-semibold tabular-nums">{payableText(order)}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

/** A recent order not loaded yet, line for line the height of a row above. */
function RecentOrderSkeleton() {
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 px-1 py-3" aria-hidden="true">
      <div className="flex min-w-0 flex-col gap-0.5">
        <SkeletonText line={LINE.card} width="w-36" />
        <SkeletonText line={LINE.xs} width="w-48" />
        <SkeletonText line={LINE.xs} width="w-28" />
      </div>
      <div className="flex flex-col items-end gap-1 sm:flex-row-reverse sm:items-center sm:gap-3">
        <SkeletonBox className="h-6 w-14 rounded-full" />
        <SkeletonText line={LINE.card} width="w-16" />
      </div>
    </div>
  );
}
