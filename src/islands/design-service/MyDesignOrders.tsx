import { useEffect, useId, useState } from 'react';
import type { MyDesignRow } from '~/wire/design-requests';
import { listMyDesignOrders } from '~/islands/design-service/design-service';
import { Empty, LINE, Loading, SkeletonBox, SkeletonText } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { t } from '~/islands/design-service/messages';
import { OrderStatusBadge } from '~/components/orders/OrderStatusBadge';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { DESIGN_PATHS, designOrderUrl, packageOrderUrl } from '~/lib/routes/design-service-paths';
import { formatFen } from '~/lib/format/money';
import { LoginFirst } from '~/core/guard/LoginFirst';
import { DesignStatusBadge } from './DesignBadges';
import { DesignNav } from './DesignNav';
import { ListFailure } from './ListFailure';

const PAGE_SIZE = 10;

const readPage = (search: string) => {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /mydesign/ordercenter/myOrder: package orders and design requests together, newest first, each linking to its page. */
export default function MyDesignOrders() {
  return (
    <LoginFirst>
      <MyDesignOrdersScreen />
    </LoginFirst>
  );
}

function MyDesignOrdersScreen() {
  const id = useId();
  const [page, setPage] = useState(() => readPage(location.search));
  const list = useRequest(String(page), (signal) => listMyDesignOrders({ page, size: PAGE_SIZE }, signal));
  const records = list.data?.records ?? [];

  useEffect(() => {
    const search = page > 1 ? `?page=${page}` : '';
    if (location.search !== search) history.replaceState(history.state, '', `${location.pathname}${search}`);
  }, [page]);

  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <DesignNav current={DESIGN_PATHS.myOrders} />
      <div className="flex flex-col gap-1">
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t('design.mine.title')}
        </h1>
        <p className="text-sm text-base-content/75">{t('design.mine.intro')}</p>
      </div>
      <div aria-busy={list.status === 'loading'} className="flex flex-col gap-3">
        <ListFailure state={list} onRetry={list.reload} />
        {list.status === 'loading' && !list.data && (
          <Loading rows={PAGE_SIZE} row={<RowSkeleton />} className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300 bg-base-100" />
        )}
        {list.status === 'ready' && records.length === 0 && (
          <Empty title={t('design.mine.empty')}>
            <p>{t('design.mine.emptyHint')}</p>
            <a className="btn btn-primary btn-sm mt-3" href={DESIGN_PATHS.packagePayment}>
              {t('design.packageOrders.buy')}
            </a>
          </Empty>
        )}
        {records.length > 0 && (
          <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300 bg-base-100" aria-label={t('design.mine.listLabel')}>
            {records.map((row) => (
              <Row key={`${row.kind}:${row.no}`} row={row} />
            ))}
          </ul>
        )}
        <Pagination page={page} size={PAGE_SIZE} total={list.data?.total ?? 0} onChange={setPage} disabled={list.status === 'loading'} />
      </div>
    </section>
  );
}

function Row({ row }: { row: MyDesignRow }) {
  const kind = t(`design.mine.kind.${row.kind}`);
  return (
    <li data-kind={row.kind} data-no={row.no}>
      <a
        className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3 transition-colors hover:bg-base-200 focus-visible:bg-base-200"
        href={row.kind === 'package' ? packageOrderUrl(row.no) : designOrderUrl(row.no)}
      >
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-2">
            <span className={`badge badge-sm badge-outline ${row.kind === 'package' ? 'badge-secondary' : 'badge-primary'}`}>{kind}</span>
            <span className="truncate font-medium">{row.title}</span>
          </span>
          <span className="text-xs text-base-content/75">
            <span className="font-mono break-all">{row.no}</span>
            {row.kind === 'design' && ` · ${row.packageName}`}
          </span>
          <span className="text-xs text-base-content/75 tabular-nums">{formatDateTime(row.createdAt)}</span>
        </span>
        <span className="flex flex-col items-end gap-1 sm:flex-row-reverse sm:items-center sm:gap-3">
          {row.kind === 'package' ? <OrderStatusBadge status={row.status} /> : <DesignStatusBadge status={row.status} />}
          {row.kind === 'package' && <span className="font-semibold tabular-nums">{formatFen(row.payable)}</span>}
        </span>
      </a>
    </li>
  );
}

/** A row not loaded yet, line for line the height of Row. */
function RowSkeleton() {
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 px-4 py-3" aria-hidden="true">
      <div className="flex min-w-0 flex-col gap-0.5">
        <div className="flex items-center gap-2">
          <SkeletonBox className="h-5 w-16 rounded-full" />
          <SkeletonText width="w-32" />
        </div>
        <SkeletonText line={LINE.xs} width="w-44" />
        <SkeletonText line={LINE.xs} width="w-28" />
      </div>
      <SkeletonBox className="h-6 w-14 rounded-full" />
    </div>
  );
}
