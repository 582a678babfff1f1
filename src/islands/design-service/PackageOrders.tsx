import { useEffect, useId, useRef, useState } from 'react';
import type { PackageOrder } from '~/wire/design-packages';
import { listPackageOrders } from '~/islands/design-service/design-service';
import { ApiError } from '~/core/errors';
import { cancelOrder } from '~/components/orders/orders';
import { Empty, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { t } from '~/islands/design-service/messages';
import { LazyConfirmDialog } from '~/components/ui/LazyConfirmDialog';
import { useRequest } from '~/core/use-request';
import { DESIGN_PATHS } from '~/lib/routes/design-service-paths';
import { showToast } from '~/stores/toasts';
import { DesignNav } from './DesignNav';
import { ListFailure } from './ListFailure';
import { PackageOrderCard, PackageOrderCardSkeleton } from './PackageOrderCard';
import { readPackageOrdersSearch, writePackageOrdersSearch } from '~/islands/design-service/package-orders-query';
import { LoginFirst } from '~/core/guard/LoginFirst';

const PAGE_SIZE = 10;

/**
 * /mydesign/ordercenter/packageorder: bought packages. A link to one (`?orderNo=`, from the order
 * center, the payment result or the recent orders) opens the page that order is on, highlighted
 * (`&pay=1` opens its payment); an order number the customer does not have is said above the list.
 */
export default function PackageOrders() {
  return (
    <LoginFirst>
      <PackageOrdersScreen />
    </LoginFirst>
  );
}

function PackageOrdersScreen() {
  const id = useId();
  const [initial] = useState(() => readPackageOrdersSearch(location.search));
  // `orderNo` while the linked order's page is shown; turning the page leaves it.
  const [view, setView] = useState({ page: initial.page, orderNo: initial.orderNo });
  const [highlight] = useState(initial.orderNo);
  const [paying, setPaying] = useState<string | null>(initial.pay ? initial.orderNo : null);
  const [version, setVersion] = useState(0);
  const [cancelling, setCancelling] = useState<PackageOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The server finds the linked order's page, so the key of that view does not depend on the page.
  const listKey = view.orderNo ? `order:${view.orderNo}#${version}` : `page:${view.page}#${version}`;
  const list = useRequest(listKey, (signal) =>
    listPackageOrders({ page: view.page, size: PAGE_SIZE, ...(view.orderNo ? { orderNo: view.orderNo } : {}) }, signal),
  );
  const records = list.data?.records ?? [];
  const page = view.orderNo && list.data ? list.data.page : view.page;
  const missing = view.orderNo !== '' && list.status === 'ready' && !records.some((order) => order.orderNo === view.orderNo);
  const scrolled = useRef(false);
  const search = writePackageOrdersSearch({ page, orderNo: view.orderNo, pay: paying !== null && paying === view.orderNo });

  useEffect(() => {
    if (location.search !== search) history.replaceState(history.state, '', `${location.pathname}${search}`);
  }, [search]);

  useEffect(() => {
    // The order a link points at is brought into view once, when it first shows.
    if (scrolled.current || !highlight || list.status !== 'ready') return;
    scrolled.current = true;
    document.querySelector(`li[data-order-no="${CSS.escape(highlight)}"]`)?.scrollIntoView({ block: 'center' });
  }, [highlight, list.status]);

  async function cancel() {
    if (!cancelling || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await cancelOrder(cancelling.orderNo);
      showToast('success', t('design.packageOrders.cancelled'));
      setCancelling(null);
      if (paying === cancelling.orderNo) setPaying(null);
      setVersion((value) => value + 1);
    } catch (error) {
      // A 409 (paid meanwhile …) is this dialog's to show; anything else the notifier has shown.
      if (error instanceof ApiError && error.status === 409) {
        setProblem(error.message);
        setVersion((value) => value + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <DesignNav current={DESIGN_PATHS.packageOrders} />
      <h1 id={`${id}-title`} className="text-2xl font-bold">
        {t('design.packageOrders.title')}
      </h1>
      <div aria-busy={list.status === 'loading'} className="flex flex-col gap-3">
        {missing && (
          <p role="alert" className="alert alert-warning alert-soft text-sm text-warning-content" data-order-missing>
            {t('design.packageOrders.notFound', { orderNo: view.orderNo })}
          </p>
        )}
        <ListFailure state={list} onRetry={list.reload} />
        {list.status === 'loading' && !list.data && <Loading rows={PAGE_SIZE} row={<PackageOrderCardSkeleton />} className="flex flex-col gap-4" />}
        {list.status === 'ready' && records.length === 0 && (
          <Empty title={t('design.packageOrders.empty')}>
            <p>{t('design.packageOrders.emptyHint')}</p>
            <a className="btn btn-primary btn-sm mt-3" href={DESIGN_PATHS.packagePayment}>
              {t('design.packageOrders.buy')}
            </a>
          </Empty>
        )}
        {records.length > 0 && (
          <ul className="flex flex-col gap-4" aria-label={t('design.packageOrders.list')}>
            {records.map((order) => (
              <PackageOrderCard
                key={order.orderNo}
                order={order}
                highlighted={order.orderNo === highlight}
                paying={paying === order.orderNo}
                onPay={(open) => setPaying(open ? order.orderNo : null)}
                onCancel={() => {
                  setProblem(null);
                  setCancelling(order);
                }}
                onConflict={() => setVersion((value) => value + 1)}
              />
            ))}
          </ul>
        )}
        <Pagination page={page} size={PAGE_SIZE} total={list.data?.total ?? 0} onChange={(next) => setView({ page: next, orderNo: '' })} disabled={list.status === 'loading'} />
      </div>
      {cancelling && (
        <LazyConfirmDialog
          title={t('design.packageOrders.cancelTitle', { orderNo: cancelling.orderNo })}
          confirmLabel={t('design.packageOrders.cancel')}
          busyLabel={t('design.packageOrders.cancelling')}
          busy={busy}
          problem={problem}
          danger
          onConfirm={() => void cancel()}
          onClose={() => setCancelling(null)}
        >
          <p>{t('design.packageOrders.cancelBody')}</p>
        </LazyConfirmDialog>
      )}
    </section>
  );
}
