import { Fragment, useId, useState, type ReactNode } from 'react';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { useRequest } from '~/core/use-request';
import { t } from './messages';

const PAGE_SIZE = 10;

/** What a desk's queue says: its heading and intro, and its list's name, states and empty texts (already in the desk's words). */
export interface QueueTexts {
  heading: string;
  intro: string;
  feature: string;
  listLabel: string;
  empty: string;
  emptyFiltered: string;
  emptyHint: string;
}

interface StatusQueueProps<S extends string, T> {
  /** The desk's page; the chosen status is kept in its address (?status=). */
  path: string;
  statuses: readonly S[];
  initialStatus: S | undefined;
  load: (query: { page: number; size: number; status?: S }, signal: AbortSignal) => Promise<{ records: T[]; total: number }>;
  texts: QueueTexts;
  keyOf: (item: T) => string | number;
  /** The item's `<li>`. */
  row: (item: T) => ReactNode;
}

/**
 * A desk's queue (意见反馈, 发票): its records by status, a page at a time, with loading, empty and
 * error states; choosing a status starts again at page 1.
 */
export function StatusQueue<S extends string, T>({ path, statuses, initialStatus, load, texts, keyOf, row }: StatusQueueProps<S, T>) {
  const id = useId();
  const [status, setStatus] = useState(initialStatus);
  const [page, setPage] = useState(1);
  const list = useRequest(`${path}:${status ?? ''}:${page}`, (signal) => load({ page, size: PAGE_SIZE, ...(status ? { status } : {}) }, signal));
  const records = list.data?.records ?? [];

  function choose(value: string) {
    const next = statuses.find((candidate) => candidate === value);
    setStatus(next);
    setPage(1);
    history.replaceState(null, '', next ? `${path}?status=${encodeURIComponent(next)}` : path);
  }

  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {texts.heading}
        </h1>
        <p className="text-sm text-base-content/70 mt-1">{texts.intro}</p>
      </div>
      <label className="flex items-center gap-2 self-start whitespace-nowrap" htmlFor={`${id}-status`}>
        <span className="text-sm font-medium">{t('console.filter.status')}</span>
        <select id={`${id}-status`} className="select select-sm" value={status ?? ''} onChange={(event) => choose(event.target.value)}>
          <option value="">{t('console.filter.all')}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <LoadFailure state={list} feature={texts.feature} onRetry={list.reload} />
      {list.status === 'loading' && !list.data && <Loading rows={3} />}
      {list.data && records.length === 0 && list.status !== 'error' && <Empty title={status ? texts.emptyFiltered : texts.empty}>{texts.emptyHint}</Empty>}
      {records.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={texts.listLabel} aria-busy={list.status === 'loading'}>
          {records.map((item) => (
            <Fragment key={keyOf(item)}>{row(item)}</Fragment>
          ))}
        </ul>
      )}
      {list.data && <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onChange={setPage} disabled={list.status === 'loading'} />}
    </section>
  );
}
