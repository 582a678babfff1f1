import { useId, useState } from 'react';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import type { DesignStatus } from '~/wire/design-requests';
import type { StaffDesignSummary } from '~/wire/staff-design';
import { ConsoleGuard } from '../ConsoleGuard';
import { DesignDetail } from './DesignDetail';
import { DESIGN_STATUSES, STATUS_BADGE } from './design-form';
import { t } from './messages';
import { listDesignQueue } from './design-api';

const PAGE_SIZE = 10;

/** /factory/design (设计交付): the factory's design requests, those waiting for the designers first; `?no=` opens one. */
export default function Design() {
  const requestNo = new URLSearchParams(location.search).get('no')?.trim() ?? '';
  return <ConsoleGuard>{() => (requestNo ? <DesignDetail requestNo={requestNo} /> : <DesignQueue />)}</ConsoleGuard>;
}

const designUrl = (requestNo: string) => `/factory/design?no=${encodeURIComponent(requestNo)}`;

function DesignQueue() {
  const id = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<DesignStatus | ''>('');
  const list = useRequest(`design:${status}:${page}`, (signal) => listDesignQueue({ page, size: PAGE_SIZE, status: status || undefined }, signal));
  const records = list.data?.records ?? [];
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t('console.design.heading')}
        </h1>
        <p className="text-sm text-base-content/70 mt-1">{t('console.design.intro')}</p>
      </div>
      <label className="flex max-w-xs flex-col gap-1 text-sm" htmlFor={`${id}-status`}>
        <span className="font-medium">{t('console.design.filter')}</span>
        <select
          id={`${id}-status`}
          className="select w-full"
          value={status}
          onChange={(event) => {
            setStatus(DESIGN_STATUSES.find((candidate) => candidate === event.target.value) ?? '');
            setPage(1);
          }}
        >
          <option value="">{t('console.design.filter.all')}</option>
          {DESIGN_STATUSES.map((candidate) => (
            <option key={candidate} value={candidate}>
              {candidate}
            </option>
          ))}
        </select>
      </label>
      <LoadFailure state={list} feature={t('console.design.feature')} onRetry={list.reload} />
      {list.status === 'loading' && !list.data && <Loading rows={3} />}
      {list.data && records.length === 0 && list.status !== 'error' && (
        <Empty title={status ? t('console.design.emptyStatus', { status }) : t('console.design.empty')}>{t('console.design.emptyHint')}</Empty>
      )}
      {records.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('console.design.listLabel')} aria-busy={list.status === 'loading'}>
          {records.map((request) => (
            <DesignRow key={request.requestNo} request={request} />
          ))}
        </ul>
      )}
      {list.data && <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onChange={setPage} disabled={list.status === 'loading'} />}
    </section>
  );
}

function DesignRow({ request }: { request: StaffDesignSummary }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-box bg-base-100 p-4 shadow-sm" data-design={request.requestNo} data-status={request.status}>
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 text-base font-medium">
          <span className="break-all">{request.requestNo}</span>
          <span className={`badge badge-sm ${STATUS_BADGE[request.status]}`}>{request.status}</span>
          {request.revisionRequested && <span className="badge badge-sm badge-outline badge-warning">{t('console.design.revisionRequested')}</span>}
        </p>
        <p className="break-words">{request.title}</p>
        <p className="text-base-content/70">
          {request.customer.nickname} · {request.packageName} · {t('console.design.versions', { count: request.versions })} ·{' '}
          {t('console.design.updated', { time: formatDateTime(request.updatedAt) })}
        </p>
      </div>
      <a className={`btn btn-sm ms-auto ${request.actions.accept || request.actions.deliver ? 'btn-primary' : ''}`} href={designUrl(request.requestNo)}>
        {t('console.design.open')}
      </a>
    </li>
  );
}
