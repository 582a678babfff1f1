import { useId, useState } from 'react';
import { listSharedWithMe } from '~/islands/quote-doc/shared-quotes';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { useRequest } from '~/core/use-request';
import { t } from '~/islands/quote-doc/messages';
import { formatDate, formatDateTime } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import { sharedQuoteDocUrl } from '~/lib/routes/quote-doc-paths';

const PAGE_SIZE = 10;

/**
 * 同事分享的报价单: what colleagues of the same shop share, each opening read-only as its link
 * does. Left out where the backend does not list them (the link still works there).
 */
export function SharedWithMeList() {
  const id = useId();
  const [page, setPage] = useState(1);
  const list = useRequest(`shared:${page}`, (signal) => listSharedWithMe({ page, size: PAGE_SIZE }, signal));
  if (list.status === 'error' && list.notOffered) return null;
  const records = list.data?.records ?? [];
  return (
    <section className="flex flex-col gap-3 border-t border-base-300 pt-4" aria-labelledby={`${id}-title`} aria-busy={list.status === 'loading'} data-shared-with-me>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('quoteDoc.sharedList.title')}
      </h2>
      <LoadFailure state={list} feature={t('quoteDoc.feature')} onRetry={list.reload} />
      {list.status === 'loading' && !list.data && <Loading rows={2} />}
      {list.data && records.length === 0 && list.status !== 'error' && <Empty title={t('quoteDoc.sharedList.empty')}>{t('quoteDoc.sharedList.emptyHint')}</Empty>}
      {records.length > 0 && (
        <ul className="flex flex-col gap-2" aria-labelledby={`${id}-title`}>
          {records.map((quote) => (
            <li key={quote.token} className="flex flex-wrap items-center justify-between gap-3 rounded-box border border-base-300 p-3" data-quote-no={quote.quoteNo}>
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-sm font-semibold">{quote.quoteNo}</span>
                  <span className={`badge badge-sm ${quote.status === '已过期' ? 'badge-warning' : 'badge-success badge-soft'}`}>{quote.status}</span>
                </p>
                <p className="truncate" title={quote.title}>
                  {quote.lineCount > 1 ? t('quoteDoc.list.lines', { title: quote.title, count: quote.lineCount }) : t('quoteDoc.list.oneLine', { title: quote.title })}
                </p>
                <p className="text-xs text-base-content/70 tabular-nums">
                  {t('quoteDoc.sharedList.by', { name: quote.sharedBy, time: formatDateTime(quote.sharedAt) })} · {t('quoteDoc.list.valid', { date: formatDate(quote.validUntil) })}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold tabular-nums">{formatFen(quote.payable)}</span>
                <a className="btn btn-sm btn-outline" href={sharedQuoteDocUrl(quote.token)} aria-label={t('quoteDoc.list.openOf', { quoteNo: quote.quoteNo })}>
                  {t('quoteDoc.list.open')}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onChange={setPage} disabled={list.status === 'loading'} />}
    </section>
  );
}
