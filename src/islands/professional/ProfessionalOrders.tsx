import { useId, useState } from 'react';
import { listProfessionalOrders } from '~/components/orders/professional';
import type { ProfessionalOrderSummary } from '~/wire/professional-orders';
import { LINE, Empty, LoadFailure, Loading, SkeletonActions, SkeletonBox, SkeletonText } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { t } from '~/islands/professional/messages';
import { Guarded } from '~/core/guard/Guarded';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { drawingsPathOf, NEW_PROFESSIONAL_ORDER_PATH } from '~/lib/routes/professional-paths';
import { excerptOf } from '~/components/orders/professional-order-text';
import { orderDetailUrl } from '~/lib/routes/order-paths';
import { Figure } from '~/components/ui/Figure';
import { OrderStatusBadge } from '~/components/orders/OrderStatusBadge';

const PAGE_SIZE = 10;

/** /professionalorder: the customer's professional orders, newest first, and 新建专业订单. */
export default function ProfessionalOrders() {
  return (
    <Guarded>
      <OrderList />
    </Guarded>
  );
}

function OrderList() {
  const id = useId();
  const [page, setPage] = useState(1);
  const key = String(page);
  // Answers carry their page: while the next page loads, the rows of the last one stay dimmed.
  const list = useRequest(key, (signal) => listProfessionalOrders({ page, size: PAGE_SIZE }, signal).then((data) => ({ key, data })));
  const current = list.data?.data ?? null;
  const records = current?.records ?? [];

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 id={`${id}-title`} className="card-title text-2xl">
              {t('page.professionalorder')}
            </h1>
            <p className="text-sm text-base-content/70">{t('professional.list.intro')}</p>
          </div>
          <a className="btn btn-primary" href={NEW_PROFESSIONAL_ORDER_PATH}>
            {t('professional.list.new')}
          </a>
        </div>

        <div aria-busy={list.status === 'loading'} className="flex flex-col gap-4">
          <LoadFailure state={list} feature={t('nav.professional')} onRetry={list.reload} />
          {list.status === 'loading' && !current && <Loading rows={PAGE_SIZE} row={<OrderCardSkeleton />} className="flex flex-col gap-3" />}
          {current && records.length === 0 && list.status !== 'error' && (
            <Empty title={t('professional.list.empty')}>
              <p>{t('professional.list.emptyHint')}</p>
              <a className="btn btn-primary btn-sm mt-3" href={NEW_PROFESSIONAL_ORDER_PATH}>
                {t('professional.list.new')}
              </a>
            </Empty>
          )}
          {records.length > 0 && (
            <ul className={`flex flex-col gap-3 transition-opacity ${list.data?.key !== key ? 'opacity-60' : ''}`} aria-label={t('professional.list.label')}>
              {records.map((order) => (
                <OrderCard key={order.orderNo} order={order} />
              ))}
            </ul>
          )}
          <Pagination page={page} size={PAGE_SIZE} total={current?.total ?? 0} onChange={setPage} disabled={list.status === 'loading'} />
        </div>
      </div>
    </section>
  );
}

function OrderCard({ order }: { order: ProfessionalOrderSummary }) {
  const titleId = useId();
  const href = drawingsPathOf(order.orderNo);
  return (
    <li className="rounded-box border border-base-300 p-4 transition-colors hover:border-primary/40" aria-labelledby={titleId} data-order-no={order.orderNo}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="min-w-0 font-mono text-base font-semibold break-all">
          <span className="sr-only">{t('professional.order.no')} </span>
          <a className="link link-hover" href={href}>
            {order.orderNo}
          </a>
        </h2>
        <OrderStatusBadge status={order.status} title={t('professional.status.label', { status: order.status })} />
      </div>
      <p className="mt-2 text-sm break-words text-base-content/85" title={order.requirements}>
        {excerptOf(order.requirements, 80)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Figure label={t('professional.order.quantity')} value={t('professional.order.quantityValue', { quantity: order.quantity })} />
        <Figure label={t('professional.order.files')} value={t('professional.order.filesValue', { count: order.fileCount })} />
        <Figure label={t('professional.order.expectedDate')} value={order.expectedDate} />
        <Figure label={t('professional.order.createdAt')} value={formatDateTime(order.createdAt)} />
      </dl>
      <div className="mt-3 flex justify-end gap-2">
        <a className="btn btn-sm btn-outline btn-primary" href={href} aria-label={t('professional.list.drawingsOf', { orderNo: order.orderNo })}>
          {t('professional.list.drawings')}
        </a>
        {/* Quoted and waiting for payment: paid in the order's detail, which opens with its payment. */}
        {order.status === '待付款' && (
          <a className="btn btn-sm btn-primary" href={orderDetailUrl('customized', order.orderNo, true)} aria-label={t('professional.list.payOf', { orderNo: order.orderNo })}>
            {t('professional.list.pay')}
          </a>
        )}
      </div>
    </li>
  );
}

/** A professional order not loaded yet: its requirements take three lines on a phone (80 characters). */
function OrderCardSkeleton() {
  return (
    <div className="rounded-box border border-base-300 p-4" aria-hidden="true">
      <div className="flex items-center justify-between gap-2">
        <SkeletonText width="w-40" />
        <SkeletonBox className="h-6 w-14 rounded-full" />
      </div>
      <div className="mt-2">
        <SkeletonText line={LINE.sm} width="w-full sm:w-2/3" />
        <SkeletonText line={LINE.sm} width="w-full sm:hidden" />
        <SkeletonText line={LINE.sm} width="w-1/2 sm:hidden" />
      </div>
      <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        {[0, 1, 2, 3].map((figure) => (
          <div key={figure}>
            <SkeletonText line={LINE.xs} width="w-12" />
            <SkeletonText line={LINE.sm} width="w-20" />
          </div>
        ))}
      </div>
      <SkeletonActions className="mt-3" />
    </div>
  );
}
