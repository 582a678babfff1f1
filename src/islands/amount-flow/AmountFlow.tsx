import { useEffect, useId, useState } from 'react';
import { listAmountFlow } from '~/islands/amount-flow/amount-flow';
import { Empty, LoadFailure, Loading, SkeletonBox } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { TopUpButton } from '~/components/top-up/TopUpButton';
import { t } from '~/components/wallet/messages';
import { Guarded } from '~/core/guard/Guarded';
import { useRequest } from '~/core/use-request';
import { amountFlowCsv, amountFlowFileName, collectAllPages } from '~/islands/amount-flow/amount-flow-export';
import { flowFilterQuery, readFlowSearch, validateFlowDates, writeFlowSearch, type FlowFilterForm } from '~/islands/amount-flow/amount-flow-filter';
import { signedFen } from '~/islands/amount-flow/amount-flow-text';
import { localToday } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import { showToast } from '~/stores/toasts';
import { saveBlob } from '~/components/ui/save-blob';
import { FlowFilters } from './FlowFilters';
import { FlowLedger, FlowLedgerSkeleton } from './FlowLedger';

const PAGE_SIZE = 20;

/** /me/amountFlow: balance, the filtered ledger with its totals, and CSV export. */
export default function AmountFlow() {
  return (
    <Guarded>
      <FlowScreen />
    </Guarded>
  );
}

function FlowScreen() {
  const [initial] = useState(() => readFlowSearch(location.search));
  // What the fields hold, and the last valid filter: an invalid range sends nothing.
  const [form, setForm] = useState<FlowFilterForm>(initial.form);
  const [applied, setApplied] = useState<FlowFilterForm>(initial.form);
  const [page, setPage] = useState(initial.page);
  const [exporting, setExporting] = useState(false);
  const id = useId();
  const search = writeFlowSearch(applied, page);
  const flow = useRequest(search, (signal) => listAmountFlow({ ...flowFilterQuery(applied), page, size: PAGE_SIZE }, signal));
  const dateError = validateFlowDates(form);

  useEffect(() => {
    // Reload and shared links keep the filter and page.
    if (location.search !== search) history.replaceState(history.state, '', `${location.pathname}${search}`);
  }, [search]);

  // A page beyond the end (an old link, fewer entries now) shows the last one instead.
  const lastPage = flow.status === 'ready' ? Math.max(1, Math.ceil(flow.data.total / PAGE_SIZE)) : page;
  if (page > lastPage) setPage(lastPage);

  function changeFilter(next: FlowFilterForm) {
    setForm(next);
    if (validateFlowDates(next)) return;
    setApplied(next);
    setPage(1);
  }

  async function exportCsv() {
    const filter = flowFilterQuery(applied);
    if (exporting || !filter) return;
    setExporting(true);
    try {
      const entries = await collectAllPages((number, size) => listAmountFlow({ ...filter, page: number, size }));
      saveBlob(new Blob([amountFlowCsv(entries)], { type: 'text/csv;charset=utf-8' }), amountFlowFileName(localToday()));
      showToast('success', t('flow.exported', { count: entries.length }));
    } catch {
      // The notifier already shows why; the screen stays as it was.
    } finally {
      setExporting(false);
    }
  }

  // The balance is the customer's whatever the filter; the entries and totals belong to the last
  // valid filter, so under a date range that cannot be used they leave the screen with it.
  const balance = flow.data?.balance ?? null;
  const data = dateError === null ? flow.data : null;
  const filtered = applied.type !== '' || applied.from !== '' || applied.to !== '';
  const busy = dateError === null && flow.status === 'loading';
  // Totals not known: still loading, or nothing to total while the dates are wrong.
  const pending = dateError === null ? '…' : '—';
  return (
    <div className="flex flex-col gap-4">
      <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
        <div className="p-4 sm:p-6">
          {/* 余额充值 arrives beside the title, in a row as high as the button, so nothing moves. */}
          <div className="flex min-h-8 items-center justify-between gap-3">
            <h1 id={`${id}-title`} className="text-2xl font-bold">
              {t('page.me.amountFlow')}
            </h1>
            <TopUpButton />
          </div>
          <p className="mt-3 text-sm text-base-content/75">{t('flow.balance')}</p>
          <p className="text-4xl font-bold tabular-nums" data-balance>
            {balance !== null ? formatFen(balance) : <SkeletonBox className="h-10 w-40" />}
          </p>
        </div>
      </section>

      <section className="card bg-base-100 shadow-sm" aria-label={t('flow.table')}>
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <FlowFilters form={form} dateError={dateError} onChange={changeFilter} />
            <button type="button" className="btn btn-outline btn-sm" disabled={exporting || dateError !== null || !data || data.total === 0} onClick={() => void exportCsv()}>
              {exporting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              {t(exporting ? 'flow.exporting' : 'flow.export')}
            </button>
          </div>

          <dl className="grid grid-cols-2 gap-2 rounded-box bg-base-200 p-3 text-sm sm:grid-cols-3" aria-label={t('flow.totalsLabel')} data-totals>
            <div>
              <dt className="text-base-content/75">{t('flow.income')}</dt>
              <dd className="font-semibold whitespace-nowrap tabular-nums text-success" data-income>
                {data ? signedFen(data.income) : pending}
              </dd>
            </div>
            <div>
              <dt className="text-base-content/75">{t('flow.spending')}</dt>
              <dd className="font-semibold whitespace-nowrap tabular-nums" data-spending>
                {data ? signedFen(-data.spending) : pending}
              </dd>
            </div>
            <div className="col-span-2 sm:col-span-1 sm:self-end">
              <dt className="sr-only">{t('flow.totalsLabel')}</dt>
              <dd className="min-h-5 text-base-content/75 tabular-nums" data-total>
                {data ? t('flow.entries', { count: data.total }) : ''}
              </dd>
            </div>
          </dl>

          <div aria-busy={busy} data-ledger className="flex flex-col gap-3">
            {dateError !== null && <Empty title={t('flow.invalidRange')}>{t('flow.invalidRangeHint')}</Empty>}
            {dateError === null && <LoadFailure state={flow} feature={t('page.me.amountFlow')} onRetry={flow.reload} />}
            {dateError === null && busy && !data && <Loading rows={1} row={<FlowLedgerSkeleton rows={PAGE_SIZE} />} className="" />}
            {data && data.records.length === 0 && flow.status !== 'error' && (
              <Empty title={t(filtered ? 'flow.emptyFiltered' : 'flow.empty')}>{t(filtered ? 'flow.emptyFilteredHint' : 'flow.emptyHint')}</Empty>
            )}
            {data && data.records.length > 0 && <FlowLedger entries={data.records} busy={busy} />}
            {data && <Pagination page={page} size={PAGE_SIZE} total={data.total} onChange={setPage} disabled={busy} />}
          </div>
        </div>
      </section>
    </div>
  );
}
