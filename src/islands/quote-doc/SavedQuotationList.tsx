import { useState } from 'react';
import { listSavedQuotations } from '~/islands/quote-doc/quote-docs';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { useRequest } from '~/core/use-request';
import { t } from '~/islands/quote-doc/messages';
import { formatDate, formatDateTime } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import { quoteDocHref } from '~/islands/quote-doc/quote-doc-view';

const PAGE_SIZE = 10;
// The first quotation step, spelled out: the quotation steps' module would load its texts here.
const QUOTATION_PATH = '/quotationorder/selectmaterialprocess';

/** 我的报价单: the customer's saved quotations, newest first, each opening its document. */
export function SavedQuotationList() {
  const [page, setPage] = useState(1);
  const list = useRequest(String(page), (signal) => listSavedQuotations({ page, size: PAGE_SIZE }, signal));
  const records = list.data?.records ?? [];
  return (
    <div className="flex flex-col gap-3" aria-busy={list.status === 'loading'}>
      <LoadFailure state={list} feature={t('quoteDoc.feature')} onRetry={list.reload} />
      {list.status === 'loading' && !list.data && <Loading rows={3} />}
      {list.data && records.length === 0 && list.status !== 'error' && (
        <Empty title={t('quoteDoc.list.empty')}>
          <p>{t('quoteDoc.list.emptyHint')}</p>
          <a className="btn btn-primary btn-sm mt-3" href={QUOTATION_PATH}>
            {t('quoteDoc.list.new')}
          </a>
        </Empty>
      )}
      {records.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('quoteDoc.list.label')}>
          {records.map((quote) => (
            <li key={quote.quoteNo} className="flex flex-wrap items-center justify-between gap-3 rounded-box border border-base-300 p-3" data-quote-no={quote.quoteNo}>
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-sm font-semibold">{quote.quoteNo}</span>
                  <span className={`badge badge-sm ${quote.status === '已过期' ? 'badge-warning' : 'badge-success badge-soft'}`}>{quote.status}</span>
                  {quote.shared && <span className="badge badge-outline badge-sm">{t('quoteDoc.list.shared')}</span>}
                </p>
                <p className="truncate" title={quote.title}>
                  {quote.lineCount > 1
                    ? t('quoteDoc.list.lines', {
                        title: quote.title,
                        count: quote.lineCount,
                      })
                    : t('quoteDoc.list.oneLine', { title: quote.title })}
                </p>
                <p className="text-xs text-base-content/70 tabular-nums">
                  {formatDateTime(quote.createdAt)} ·{' '}
                  {t('quoteDoc.list.valid', {
                    date: formatDate(quote.validUntil),
                  })}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold tabular-nums">{formatFen(quote.payable)}</span>
                <a
                  className="btn btn-sm btn-outline"
                  href={quoteDocHref({ kind: 'saved', quoteNo: quote.quoteNo })}
                  aria-label={t('quoteDoc.list.openOf', {
                    quoteNo: quote.quoteNo,
                  })}
                >
                  {t('quoteDoc.list.open')}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} size={PAGE_SIZE} total={list.data?.total ?? 0} onChange={setPage} disabled={list.status === 'loading'} />
    </div>
  );
}
