import { useId } from 'react';
import type { OrderKind } from '~/wire/order-status';
import { ORDER_STATUSES } from '~/lib/orders/order-statuses';
import { fetchOrderCounts } from '~/components/orders/orders';
import { LoadFailure } from '~/core/ListState';
import { t } from '~/components/orders/messages';
import { useRequest } from '~/core/use-request';
import { ORDER_CENTER_PATHS } from '~/lib/routes/order-paths';

/** How many orders of a kind are in each status, each linking to that tab of the order center. */
export function OrderCountsCard({ kind }: { kind: OrderKind }) {
  const id = useId();
  const counts = useRequest(`counts-${kind}`, (signal) => fetchOrderCounts({ kind }, signal));
  const path = ORDER_CENTER_PATHS[kind];
  const label = t(`orders.kind.${kind}`);
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`} data-order-counts={kind}>
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {label}
          </h2>
          {/*
            Wide enough for the count to arrive without moving the link; the text (and each count
            below) is a new node when it arrives, so nothing already drawn is seen to move.
          */}
          <a className="link link-primary min-w-24 text-right text-sm" href={path}>
            <span key={counts.data ? 'count' : 'pending'}>{t('orders.recent.allOf', { count: counts.data?.all ?? '…' })}</span>
          </a>
        </div>
        {counts.status === 'error' ? (
          <LoadFailure state={counts} feature={t('nav.orderCenter')} onRetry={counts.reload} />
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label={t('orders.recent.countsLabel', { kind: label })} aria-busy={counts.status === 'loading'}>
            {ORDER_STATUSES[kind].map((status) => (
              <li key={status}>
                <a
                  className="flex flex-col items-center gap-1 rounded-box bg-base-200 px-1 py-3 transition-colors hover:bg-primary/10 focus-visible:bg-primary/10"
                  href={`${path}?${new URLSearchParams({ status }).toString()}`}
                  data-status={status}
                >
                  <span className="min-w-[3ch] text-center text-xl font-bold tabular-nums" data-count>
                    <span key={counts.data ? 'count' : 'pending'}>{counts.data ? (counts.data.byStatus[status] ?? 0) : '…'}</span>
                  </span>
                  <span className="text-xs whitespace-nowrap text-base-content/80">{status}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
