import { useId, useState } from 'react';
import { listInvoiceRequests } from '~/islands/invoices/invoices';
import { Guarded } from '~/core/guard/Guarded';
import { LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { useRequest } from '~/core/use-request';
import { t } from '~/islands/invoices/messages';
import { InvoiceRequestForm } from './InvoiceRequestForm';
import { InvoiceRequestList } from './InvoiceRequestList';

const PAGE_SIZE = 10;

/**
 * /ordercenter/invoices: the customer's invoice requests (待开票 → 已开票, with the invoice to
 * download), cancelling while 待开票, and 申请开票 over paid orders. A backend without invoices
 * answers the list call 404/501: the page says the shop does not offer them and shows nothing else.
 */
export default function InvoicesPage() {
  return (
    <Guarded>
      <InvoicesScreen />
    </Guarded>
  );
}

function InvoicesScreen() {
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [requesting, setRequesting] = useState(() => new URLSearchParams(location.search).has('new'));
  const list = useRequest(`${page}#${version}`, (signal) => listInvoiceRequests({ page, size: PAGE_SIZE }, signal));
  const id = useId();
  const offered = !(list.status === 'error' && list.notOffered);
  const reload = () => setVersion((value) => value + 1);
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id={`${id}-title`} className="card-title text-2xl">
            {t('invoice.heading')}
          </h1>
          {offered && list.data && !requesting && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setRequesting(true)}>
              {t('invoice.new')}
            </button>
          )}
        </div>
        <p className="text-sm text-base-content/70">{t('invoice.intro')}</p>
        {offered && list.data && requesting && (
          <InvoiceRequestForm
            onDone={() => {
              setRequesting(false);
              setPage(1);
              reload();
            }}
            onCancel={() => setRequesting(false)}
          />
        )}
        <div className="flex flex-col gap-3" aria-busy={list.status === 'loading'}>
          <LoadFailure state={list} feature={t('invoice.feature')} onRetry={list.reload} />
          {list.status === 'loading' && !list.data && <Loading rows={3} />}
          {list.data && <InvoiceRequestList records={list.data.records} onChanged={reload} />}
          <Pagination page={page} size={PAGE_SIZE} total={list.data?.total ?? 0} onChange={setPage} disabled={list.status === 'loading'} />
        </div>
      </div>
    </section>
  );
}
