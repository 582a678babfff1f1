import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { OrderKind } from '~/wire/order-status';
import type { OrderSummary } from '~/wire/orders';
import { fetchOrderCounts, listOrders } from '~/components/orders/orders';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { StatusTabs } from '~/components/ui/StatusTabs';
import { t } from '~/components/orders/messages';
import { Guarded } from '~/core/guard/Guarded';
import { useRequest } from '~/core/use-request';
import {
  orderFilterOf,
  orderListQuery,
  readDetailSearch,
  readOrderCenterSearch,
  statusTabs,
  validateOrderDates,
  writeOrderCenterSearch,
  type OrderAction,
  type OrderCenterState,
} from '~/islands/orders/order-center-query';
import { CATALOGUE_PATH } from '~/lib/routes/consumable-paths';
import { ORDER_CENTER_PATHS, type CenterKind } from '~/lib/routes/order-paths';
import type { RoutePath } from '~/lib/routes/routes';
import { OrderFilters } from './OrderFilters';
import { OrderRow, OrderRowSkeleton } from './OrderRow';
import { useOrderActions } from './use-order-actions';

// Most visits read the list; the detail (lines, timeline, payment) loads when one is opened.
const OrderDetailDialog = lazy(() => import('./OrderDetailDialog').then((module) => ({ default: module.OrderDetailDialog })));

const PAGE_SIZE = 10;
const OTHER: Record<CenterKind, CenterKind> = { customized: 'consumable', consumable: 'customized' };

/** /ordercenter/customizeorder and /ordercenter/consumableorder: one kind's orders, by status. */
export default function OrderCenter({ kind }: { kind: CenterKind }) {
  return (
    <Guarded>
      <OrderCenterScreen kind={kind} />
    </Guarded>
  );
}

function OrderCenterScreen({ kind }: { kind: CenterKind }) {
  const [initial] = useState(() => readOrderCenterSearch(location.search, kind));
  // What the date fields hold, and the last valid state: an invalid range sends nothing.
  const [form, setForm] = useState(initial);
  const [state, setState] = useState<OrderCenterState>(initial);
  const [detail, setDetail] = useState(() => readDetailSearch(location.search));
  // Bumped after an action: the list, the counts and the open detail read again.
  const [version, setVersion] = useState(0);
  const id = useId();
  const panelId = `${id}-panel`;
  const tabId = (status: string) => `${id}-tab-${status || 'all'}`;

  const search = writeOrderCenterSearch(state, detail);
  const filter = orderFilterOf(state) ?? {};
  const listKey = `${writeOrderCenterSearch(state)}#${version}`;
  const list = useRequest(listKey, (signal) => {
    const query = orderListQuery(kind, state, PAGE_SIZE) ?? { kind, page: 1, size: PAGE_SIZE };
    return listOrders(query, signal).then((data) => ({ key: listKey, data }));
  });
  const countsKey = `${JSON.stringify(filter)}#${version}`;
  const counts = useRequest(countsKey, (signal) => fetchOrderCounts({ kind, ...filter }, signal));
  const actions = useOrderActions(() => setVersion((value) => value + 1));

  useEffect(() => {
    // Reload and shared links keep the tab, filter, page and open order.
    if (location.search !== search) history.replaceState(history.state, '', `${location.pathname}${search}`);
  }, [search]);

  const current = list.data?.data ?? null;
  const lastPage = list.status === 'ready' ? Math.max(1, Math.ceil(list.data.data.total / PAGE_SIZE)) : state.page;
  if (state.page > lastPage) setState({ ...state, page: lastPage });

  function changeFilter(next: Pick<OrderCenterState, 'q' | 'from' | 'to'>) {
    const nextForm = { ...form, ...next };
    setForm(nextForm);
    if (validateOrderDates(nextForm)) return;
    setState({ ...state, ...next, page: 1 });
  }

  function onRowAction(order: OrderSummary, action: OrderAction) {
    if (action === 'pay') setDetail({ orderNo: order.orderNo, pay: true });
    else if (action === 'reorder') void actions.again(order.orderNo);
    // A row does not know the coupon: the confirmation says it returns if one was used.
    else actions.ask(action, { orderNo: order.orderNo, kind: order.kind });
  }

  function retry() {
    list.reload();
    if (counts.status === 'error') counts.reload();
  }

  const busy = list.status === 'loading';
  // The list shown is an older filter's until the current one answers: busy for assistive tech too.
  const stale = list.data !== null && list.data.key !== listKey;
  const records = current?.records ?? [];
  const filtered = state.q !== '' || state.from !== '' || state.to !== '';
  const other = OTHER[kind];
  const selectedLabel = state.status || t('orders.tab.all');
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 id={`${id}-title`} className="card-title text-2xl">
              {t(`orders.kind.${kind}`)}
            </h1>
            <a className="btn btn-ghost btn-sm" href={ORDER_CENTER_PATHS[other]}>
              {t('orders.switchTo', { kind: t(`orders.kind.${other}`) })} →
            </a>
          </div>
          <p className="text-sm text-base-content/70">{t(`orders.intro.${kind}`)}</p>
          {/* Below the introduction, which the page's HTML draws first: these links never move it. */}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a className="link link-primary" href="/quotationorder/quote">
              {t('orders.myQuotes')}
            </a>
            {/* Only backends with invoices say an order's invoice status: the link shows with it. */}
            {records.some((order) => order.invoice) && (
              <a className="link link-primary" href="/ordercenter/invoices">
                {t('orders.invoices')}
              </a>
            )}
          </p>
        </div>
        <OrderFilters filter={form} dateError={validateOrderDates(form)} onChange={changeFilter} />
        <StatusTabs
          label={t('orders.tabs')}
          tabs={statusTabs(kind, counts.data ?? (counts.status === 'error' ? undefined : null))}
          selected={state.status}
          onSelect={(status) => setState({ ...state, status, page: 1 })}
          tabId={tabId}
          panelId={panelId}
        />
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(state.status)} aria-busy={busy || stale} className="flex flex-col gap-3">
          <LoadFailure state={list} feature={t('nav.orderCenter')} onRetry={retry} />
          {busy && !current && <Loading rows={PAGE_SIZE} row={<OrderRowSkeleton />} className="lazy-rows-[11rem] flex flex-col gap-3" />}
          {current && records.length === 0 && list.status !== 'error' && <EmptyOrders kind={kind} status={state.status} filtered={filtered} />}
          {records.length > 0 && (
            <ul className={`lazy-rows-[11rem] flex flex-col gap-3 transition-opacity ${stale ? 'opacity-60' : ''}`} aria-label={t('orders.listLabel', { status: selectedLabel })}>
              {records.map((order) => (
                <OrderRow
                  key={order.orderNo}
                  order={order}
                  onOpen={(row) => setDetail({ orderNo: row.orderNo, pay: false })}
                  onAction={onRowAction}
                  reordering={actions.reordering === order.orderNo}
                />
              ))}
            </ul>
          )}
          <Pagination page={state.page} size={PAGE_SIZE} total={current?.total ?? 0} onChange={(page) => setState({ ...state, page })} disabled={busy} />
        </div>
      </div>
      {detail && (
        <Suspense fallback={null}>
          <OrderDetailDialog
            key={detail.orderNo}
            orderNo={detail.orderNo}
            version={version}
            paying={detail.pay}
            onPay={(pay) => setDetail({ ...detail, pay })}
            onAction={(order, action) => {
              if (action === 'reorder') void actions.again(order.orderNo);
              else actions.ask(action, { orderNo: order.orderNo, kind: order.kind, coupon: order.coupon?.title ?? null });
            }}
            reordering={actions.reordering === detail.orderNo}
            onClose={() => setDetail(null)}
          />
        </Suspense>
      )}
      {actions.dialog}
    </section>
  );
}

// The first quotation step, spelled out: quotation-steps.ts would otherwise load on the order center.
const QUOTATION_PATH: RoutePath = '/quotationorder/selectmaterialprocess';

function EmptyOrders({ kind, status, filtered }: { kind: OrderKind; status: string; filtered: boolean }) {
  if (filtered) return <Empty title={t('orders.emptyFiltered')}>{t('orders.emptyHintFiltered')}</Empty>;
  const title = status ? t('orders.emptyStatus', { status }) : t('orders.empty');
  const customized = kind === 'customized';
  return (
    <Empty title={title}>
      <p>{t(customized ? 'orders.emptyHintCustomized' : 'orders.emptyHintConsumable')}</p>
      <a className="btn btn-primary btn-sm mt-3" href={customized ? QUOTATION_PATH : CATALOGUE_PATH}>
        {t(customized ? 'orders.goQuote' : 'orders.goShop')}
      </a>
    </Empty>
  );
}
