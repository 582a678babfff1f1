import { useId, useState } from 'react';
import { listGrowth } from '~/components/checkout/members';
import type { GrowthEntry, MemberLevelInfo } from '~/wire/members';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { t } from '~/components/profile/messages';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { levelForGrowth } from '~/islands/member-center/member-progress';
import { orderUrlOfNumber } from '~/lib/routes/order-paths';

const PAGE_SIZE = 10;

/** Every change of the growth value, newest first, with the level it led to when a threshold was crossed. */
export function GrowthHistory({ levels }: { levels: MemberLevelInfo[] }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const history = useRequest(String(page), (signal) => listGrowth({ page, size: PAGE_SIZE }, signal));
  const records = history.data?.records ?? [];
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="card-title">
          {t('growth.title')}
        </h2>
        <LoadFailure state={history} feature={t('growth.title')} onRetry={history.reload} />
        {history.status === 'loading' && !history.data && <Loading rows={3} label={t('growth.loading')} />}
        {history.status === 'ready' && records.length === 0 && (
          <Empty title={t('growth.empty')}>
            <p>{t('growth.emptyHint')}</p>
          </Empty>
        )}
        {records.length > 0 && (
          <ol className={`flex flex-col divide-y divide-base-300 ${history.status === 'loading' ? 'opacity-60' : ''}`} aria-label={t('growth.list')} aria-busy={history.status === 'loading'} data-growth-history>
            {records.map((entry) => (
              <GrowthRow key={entry.id} entry={entry} levels={levels} />
            ))}
          </ol>
        )}
        <Pagination page={page} size={PAGE_SIZE} total={history.data?.total ?? 0} onChange={setPage} disabled={history.status === 'loading'} />
      </div>
    </section>
  );
}

function GrowthRow({ entry, levels }: { entry: GrowthEntry; levels: MemberLevelInfo[] }) {
  const before = levelForGrowth(entry.growthAfter - entry.delta, levels);
  const changed = before !== null && before !== entry.levelAfter;
  const href = entry.orderNo === null ? null : orderUrlOfNumber(entry.orderNo);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3" data-growth-kind={entry.kind}>
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{t(`growth.kind.${entry.kind}`)}</span>
          {changed && (
            <span className={`badge badge-sm ${entry.delta > 0 ? 'badge-accent' : 'badge-neutral'}`} data-level-change>
              {t(entry.delta > 0 ? 'growth.levelUp' : 'growth.levelDown', { level: entry.levelAfter })}
            </span>
          )}
        </span>
        <span className="text-sm text-base-content/80 break-words">
          {entry.remark}
          {entry.orderNo !== null && (
            <>
              {' · '}
              {href === null ? (
                <span className="font-mono">{entry.orderNo}</span>
              ) : (
                <a className="link link-primary font-mono" href={href}>
                  {t('growth.order', { orderNo: entry.orderNo })}
                </a>
              )}
            </>
          )}
        </span>
        <span className="text-xs text-base-content/75 tabular-nums">{formatDateTime(entry.time)}</span>
      </div>
      <div className="flex flex-col items-end">
        <span className={`font-semibold tabular-nums ${entry.delta > 0 ? 'text-success' : ''}`} data-growth-delta>
          {entry.delta > 0 ? `+${entry.delta}` : `−${Math.abs(entry.delta)}`}
        </span>
        <span className="text-xs text-base-content/75 tabular-nums">{t('growth.after', { growth: entry.growthAfter })}</span>
      </div>
    </li>
  );
}
