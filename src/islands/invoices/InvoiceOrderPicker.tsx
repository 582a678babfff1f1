import { useEffect, useId, useState } from 'react';
import type { OrderKind } from '~/wire/order-status';
import type { InvoiceableOrder, InvoiceableOrderPage } from '~/wire/invoices';
import { listInvoiceableOrders } from '~/islands/invoices/invoices';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { useRequest } from '~/core/use-request';
import { t } from '~/islands/invoices/messages';
import { formatDate } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';

const PAGE_SIZE = 20;
const KINDS: readonly OrderKind[] = ['customized', 'consumable', 'package'];
/** Typing settles for this long before the list is asked again. */
const SEARCH_PAUSE = 300;

export interface InvoiceOrderPickerProps {
  /** The orders ticked, kept whatever the search shows. */
  chosen: readonly InvoiceableOrder[];
  onChosen: (next: InvoiceableOrder[]) => void;
  /** A problem with the choice (none, too many), said under the list. */
  error: string | undefined;
}

/**
 * The paid orders not yet invoiced, found by a part of the order number or the goods' name and
 * narrowed to a kind, a page at a time (加载更多订单): a customer with a year of orders finds the
 * ones to invoice without scrolling through them all. Ticked orders stay ticked while the search
 * changes; the count and amount add up everything ticked.
 */
export function InvoiceOrderPicker({ chosen, onChosen, error }: InvoiceOrderPickerProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<OrderKind | ''>('');
  const [pages, setPages] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_PAUSE);
    return () => clearTimeout(timer);
  }, [typed]);
  const orders = useRequest(`invoiceable:${kind}:${q}:${pages}`, (signal) => loadPages({ kind, q, pages }, signal));
  const records = orders.data?.records ?? [];
  const more = orders.data !== null && records.length < orders.data.total;
  const ticked = new Set(chosen.map((order) => order.orderNo));

  function narrow(next: () => void) {
    next();
    setPages(1);
  }

  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label className="input input-sm min-w-0 flex-1">
          <span className="sr-only">{t('invoice.form.search')}</span>
          <input type="search" value={typed} placeholder={t('invoice.form.searchPlaceholder')} onChange={(event) => narrow(() => setTyped(event.target.value))} />
        </label>
        <label htmlFor={`${id}-kind`} className="sr-only">
          {t('invoice.form.kind')}
        </label>
        <select id={`${id}-kind`} className="select select-sm sm:w-40" value={kind} onChange={(event) => narrow(() => setKind(KINDS.find((known) => known === event.target.value) ?? ''))}>
          <option value="">{t('invoice.form.kindAll')}</option>
          {KINDS.map((known) => (
            <option key={known} value={known}>
              {t(`invoice.form.kind.${known}`)}
            </option>
          ))}
        </select>
      </div>
      <LoadFailure state={orders} feature={t('invoice.feature')} onRetry={orders.reload} />
      {orders.status === 'loading' && !orders.data && <Loading rows={2} />}
      {orders.data && (
        <p className="text-xs text-base-content/70 tabular-nums" aria-live="polite" data-invoice-found>
          {q || kind ? t('invoice.form.found', { count: orders.data.total }) : t('invoice.form.all', { count: orders.data.total })}
        </p>
      )}
      {orders.data && records.length === 0 && <Empty title={q || kind ? t('invoice.form.noMatch') : t('invoice.form.ordersEmpty')} />}
      {records.length > 0 && (
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto" aria-label={t('invoice.form.ordersLabel')} aria-busy={orders.status === 'loading'}>
          {records.map((order) => (
            <li key={order.orderNo}>
              <label className="flex cursor-pointer items-center gap-3 rounded-box p-2 hover:bg-base-200">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={ticked.has(order.orderNo)}
                  onChange={(event) => onChosen(event.target.checked ? [...chosen, order] : chosen.filter((known) => known.orderNo !== order.orderNo))}
                  aria-invalid={Boolean(error)}
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-mono text-sm">{order.orderNo}</span>
                  <span className="truncate text-xs text-base-content/70">
                    {order.title} · {order.status}
                    {order.paidAt && ` · ${formatDate(order.paidAt)}`}
                  </span>
                </span>
                <span className="shrink-0 text-sm tabular-nums">{t('invoice.form.orderAmount', { amount: formatFen(order.amount) })}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <button type="button" className="btn btn-sm btn-ghost self-start" disabled={orders.status === 'loading'} onClick={() => setPages(pages + 1)}>
          {t('invoice.form.more')}
        </button>
      )}
    </>
  );
}

/** The first `pages` pages of what matches, as one list (a page more each time 加载更多订单 is pressed). */
async function loadPages({ kind, q, pages }: { kind: OrderKind | ''; q: string; pages: number }, signal: AbortSignal): Promise<InvoiceableOrderPage> {
  const query = { size: PAGE_SIZE, ...(kind ? { kind } : {}), ...(q ? { q } : {}) };
  const loaded = await Promise.all(Array.from({ length: pages }, (_, index) => listInvoiceableOrders({ ...query, page: index + 1 }, signal)));
  return { records: loaded.flatMap((page) => page.records), total: loaded.at(-1)?.total ?? 0 };
}
