import { useEffect, useId, useRef, useState } from 'react';
import type { PackageOrder } from '~/api/design-schema';
import { listPackageOrders } from '~/api/design';
import { ApiError } from '~/api/errors';
import { cancelOrder } from '~/api/orders';
import { Empty, Loading } from '~/components/ui/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { t } from '~/i18n/t-design';
import { ConfirmDialog } from '~/islands/orders/ConfirmDialog';
import { useRequest } from '~/islands/shared/use-request';
import { DESIGN_PATHS } from '~/lib/design-paths';
import { showToast } from '~/stores/toasts';
import { DesignNav } from './DesignNav';
import { ListFailure } from './ListFailure';
import { PackageOrderCard } from './PackageOrderCard';

const PAGE_SIZE = 10;

function readSearch(search: string) {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    orderNo: query.get('orderNo')?.trim() ?? '',
    pay: query.get('pay') === '1',
  };
}

/** /mydesign/ordercenter/packageorder: bought packages; `?orderNo=` highlights one (`&pay=1` opens its payment). */
export default function PackageOrders() {
  const id = useId();
  const [initial] = useState(() => readSearch(location.search));
  const [page, setPage] = useState(initial.page);
  const [highlight] = useState(initial.orderNo);
  const [paying, setPaying] = useState<string | null>(initial.pay && initial.orderNo ? initial.orderNo : null);
  const [version, setVersion] = useState(0);
  const [cancelling, setCancelling] = useState<PackageOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useRequest(`${page}#${version}`, (signal) => listPackageOrders({ page, size: PAGE_SIZE }, signal));
  const records = list.data?.records ?? [];
  const scrolled = useRef(false);

  useEffect(() => {
    const query = new URLSearchParams();
    if (page > 1) query.set('page', String(page));
    if (highlight) query.set('orderNo', highlight);
    if (paying && paying === highlight) query.set('pay', '1');
    const search = query.toString() ? `?${query.toString()}` : '';
    if (location.search !== search) history.replaceState(history.state, '', `${location.pathname}${search}`);
  }, [page, highlight, paying]);

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
        {list.status === 'error' && <ListFailure message={list.message} onRetry={list.reload} />}
        {list.status === 'loading' && !list.data && <Loading rows={3} />}
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
        <Pagination page={page} size={PAGE_SIZE} total={list.data?.total ?? 0} onChange={setPage} disabled={list.status === 'loading'} />
      </div>
      {cancelling && (
        <ConfirmDialog
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
        </ConfirmDialog>
      )}
    </section>
  );
}
