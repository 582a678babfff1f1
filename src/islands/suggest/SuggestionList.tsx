import { useEffect, useState } from 'react';
import { listSuggestions } from '~/islands/suggest/suggestions';
import type { SuggestionRow } from '~/wire/suggestions';
import { Empty, LINE, LoadFailure, Loading, SkeletonBox, SkeletonText } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { t } from '~/islands/suggest/messages';
import { Guarded } from '~/core/guard/Guarded';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { parseSuggestionListQuery, SUGGESTION_FORM_PATH, suggestionDetailUrl, suggestionListSearch, type SuggestionListState } from '~/lib/routes/suggestion-query';
import { SUGGESTION_STATUSES } from '~/lib/forms/suggestion-rules';
import { SuggestionStatusBadge } from './SuggestionStatusBadge';

const PAGE_SIZE = 10;

/** /suggest/list: the customer's suggestions, filtered by status, a page at a time. */
export default function SuggestionList() {
  return (
    <Guarded>
      <List />
    </Guarded>
  );
}

function List() {
  const [query, setQuery] = useState<SuggestionListState>(() => parseSuggestionListQuery(location.search));
  // The filter and page live in the address, so a reload or the back button keeps them.
  useEffect(() => {
    const search = suggestionListSearch(query);
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}`);
  }, [query]);
  const request = useRequest(JSON.stringify(query), (signal) =>
    listSuggestions(
      {
        page: query.page,
        size: PAGE_SIZE,
        ...(query.status ? { status: query.status } : {}),
      },
      signal,
    ),
  );
  const page = request.data;

  return (
    <section className="flex flex-col gap-4" aria-label={t('suggest.list.label')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('suggest.status.filter')} className="flex flex-wrap gap-2">
          {(['', ...SUGGESTION_STATUSES] as const).map((status) => {
            const active = query.status === status;
            return (
              <button
                key={status || 'all'}
                type="button"
                className={`btn btn-sm ${active ? 'btn-primary' : 'btn-ghost border-base-300'}`}
                aria-pressed={active}
                onClick={() => setQuery({ status, page: 1 })}
                data-filter={status || 'all'}
              >
                {status || t('suggest.status.all')}
              </button>
            );
          })}
        </div>
        <a href={SUGGESTION_FORM_PATH} className="btn btn-primary btn-sm">
          {t('suggest.list.new')}
        </a>
      </div>

      <LoadFailure state={request} feature={t('nav.suggest')} onRetry={request.reload} />
      {request.status === 'loading' && page === null && <Loading rows={PAGE_SIZE} row={<RowSkeleton />} className="flex flex-col gap-3" />}
      {page !== null && page.records.length === 0 && request.status === 'ready' && (
        <Empty title={query.status ? t('suggest.list.emptyStatus', { status: query.status }) : t('suggest.list.empty')}>
          <p>{t('suggest.list.emptyHint')}</p>
          <a href={SUGGESTION_FORM_PATH} className="btn btn-primary btn-sm mt-3">
            {t('suggest.list.new')}
          </a>
        </Empty>
      )}
      {page !== null && page.records.length > 0 && (
        <ul className={`flex flex-col gap-3 ${request.status === 'loading' ? 'opacity-60' : ''}`} aria-label={t('suggest.list.label')} aria-busy={request.status === 'loading'}>
          {page.records.map((row) => (
            <Row key={row.id} row={row} />
          ))}
        </ul>
      )}
      {page !== null && (
        <Pagination page={query.page} size={PAGE_SIZE} total={page.total} disabled={request.status === 'loading'} onChange={(next) => setQuery({ ...query, page: next })} />
      )}
    </section>
  );
}

function Row({ row }: { row: SuggestionRow }) {
  return (
    <li className="card relative border border-base-300 bg-base-100 transition-colors focus-within:border-primary hover:border-primary/60" data-suggestion={row.id}>
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 text-base font-medium break-words">
            <a href={suggestionDetailUrl(row.id)} className="link-hover link after:absolute after:inset-0" aria-label={t('suggest.list.open', { title: row.title })}>
              {row.title}
            </a>
          </h2>
          <SuggestionStatusBadge status={row.status} />
        </div>
        <p className="text-sm text-base-content/70">
          {t('suggest.list.meta', {
            type: row.type,
            time: formatDateTime(row.createdAt),
          })}
        </p>
        <p className="flex flex-wrap gap-x-4 text-xs text-base-content/65">
          <span className="tabular-nums">{row.no}</span>
          {row.imageCount > 0 && <span>{t('suggest.list.images', { count: row.imageCount })}</span>}
          {row.replyCount > 0 && <span>{t('suggest.list.replies', { count: row.replyCount })}</span>}
        </p>
      </div>
    </li>
  );
}

/** A feedback row not loaded yet, line for line the height of Row. */
function RowSkeleton() {
  return (
    <div className="card border border-base-300 bg-base-100" aria-hidden="true">
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <SkeletonText width="w-40" />
          <SkeletonBox className="h-6 w-14 rounded-full" />
        </div>
        <SkeletonText line={LINE.sm} width="w-48" />
        <SkeletonText line={LINE.xs} width="w-28" />
      </div>
    </div>
  );
}
