import type { ReactNode } from 'react';
import type { PackageOrder } from '~/wire/design-packages';
import { LINE, SkeletonActions, SkeletonBox, SkeletonText } from '~/core/ListState';
import { t } from '~/islands/design-service/messages';
import { PayPanel } from '~/components/payment/PayPanel';
import { formatDateTime } from '~/lib/format/datetime';
import { DESIGN_PATHS, newDesignOrderUrl } from '~/lib/routes/design-service-paths';
import { formatFen } from '~/lib/format/money';
import { OrderStatusBadge } from '~/components/orders/OrderStatusBadge';

export interface PackageOrderCardProps {
  order: PackageOrder;
  highlighted: boolean;
  paying: boolean;
  onPay: (open: boolean) => void;
  onCancel: () => void;
  onConflict: () => void;
}

/** A bought package: its state, requests left, terms and times, and what can be done with it now. */
export function PackageOrderCard({ order, highlighted, paying, onPay, onCancel, onConflict }: PackageOrderCardProps) {
  const titleId = `package-order-${order.orderNo}`;
  return (
    <li
      className={`card scroll-mt-24 border bg-base-100 shadow-sm ${highlighted ? 'border-primary ring-2 ring-primary/30' : 'border-base-300'}`}
      data-order-no={order.orderNo}
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
    >
      <div className="card-body gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={titleId} className="text-lg font-semibold">
              {order.packageName}
            </h2>
            <p className="text-xs text-base-content/75">
              {t('design.packageOrders.orderNo')} <span className="font-mono break-all">{order.orderNo}</span>
            </p>
          </div>
          <OrderStatusBadge status={order.status} />
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
          {/* Requests count down only once the package is paid. */}
          {order.paidAt ? (
            <Term label={t('design.packageOrders.remaining')}>
              <span className="font-semibold tabular-nums" data-remaining>
                {t('design.packageOrders.remainingValue', { left: order.requestsRemaining, total: order.requests })}
              </span>
            </Term>
          ) : (
            <Term label={t('design.packages.requests')}>
              <span className="font-semibold tabular-nums">{t('design.packages.requestsValue', { count: order.requests })}</span>
            </Term>
          )}
          <Term label={t('design.packageOrders.revisions')}>{t('design.packages.revisionsValue', { count: order.revisions })}</Term>
          <Term label={t('design.packageOrders.delivery')}>{t('design.packages.deliveryValue', { days: order.deliveryDays })}</Term>
          <Term label={t('design.packageOrders.payable')}>
            <span className="font-semibold tabular-nums">{formatFen(order.payable)}</span>
          </Term>
          <Term label={t('design.packageOrders.createdAt')}>{formatDateTime(order.createdAt)}</Term>
          {order.paidAt && <Term label={t('design.packageOrders.paidAt')}>{formatDateTime(order.paidAt)}</Term>}
        </dl>
        {paying && order.actions.pay && (
          <div className="rounded-box border border-primary/30 p-3 sm:p-4">
            <PayPanel orderNo={order.orderNo} payable={order.payable} onConflict={onConflict} />
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {order.actions.cancel && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
              {t('design.packageOrders.cancel')}
              <span className="sr-only">{order.orderNo}</span>
            </button>
          )}
          {order.actions.pay && (
            <button type="button" className={`btn btn-sm ${paying ? 'btn-ghost' : 'btn-primary'}`} aria-expanded={paying} onClick={() => onPay(!paying)}>
              {paying ? t('design.packageOrders.hidePay') : t('design.packageOrders.pay')}
              <span className="sr-only">{order.orderNo}</span>
            </button>
          )}
          {order.paidAt !== null && order.status !== '已取消' && order.requestsUsed > 0 && (
            <a className="btn btn-ghost btn-sm" href={DESIGN_PATHS.designOrders}>
              {t('design.packageOrders.requests')}
            </a>
          )}
          {order.status === '生效中' && (
            <a className="btn btn-primary btn-sm" href={newDesignOrderUrl(order.orderNo)}>
              {t('design.packageOrders.request')}
              <span className="sr-only">{order.packageName}</span>
            </a>
          )}
        </div>
      </div>
    </li>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-base-content/75">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** A bought package not loaded yet: six terms, three rows of two on a phone and one row on a wide screen. */
export function PackageOrderCardSkeleton() {
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm" aria-hidden="true">
      <div className="card-body gap-4 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-col gap-1">
            <SkeletonText line={LINE.lg} width="w-28" />
            <SkeletonText line={LINE.xs} width="w-44" />
          </div>
          <SkeletonBox className="h-6 w-14 rounded-full" />
        </div>
        <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
          {[0, 1, 2, 3, 4, 5].map((term) => (
            <div key={term} className="flex flex-col gap-0.5">
              <SkeletonText line={LINE.xs} width="w-12" />
              <SkeletonText line={LINE.sm} width="w-20" />
            </div>
          ))}
        </div>
        <SkeletonActions />
      </div>
    </div>
  );
}
