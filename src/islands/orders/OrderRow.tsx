import { useId } from 'react';
import type { OrderSummary } from '~/wire/orders';
import { LINE, SkeletonActions, SkeletonBox, SkeletonText } from '~/core/ListState';
import { t } from '~/components/orders/messages';
import { formatDateTime } from '~/lib/format/datetime';
import { payableText } from '~/components/price/order-price';
import { isPaid } from '~/lib/orders/order-paid';
import type { OrderAction } from '~/islands/orders/order-center-query';
import { OrderActionButtons } from './OrderActionButtons';
import { OrderStatusBadge } from '~/components/orders/OrderStatusBadge';
import { ItemImage } from './ItemImage';
import { PayCountdown } from '~/components/deadlines/PayCountdown';
import { ReceiptCountdown } from '~/components/deadlines/ReceiptCountdown';
import { t as tDeadline } from '~/components/deadlines/messages';

export interface OrderRowProps {
  order: OrderSummary;
  onOpen: (order: OrderSummary) => void;
  onAction: (order: OrderSummary, action: OrderAction) => void;
  reordering: boolean;
}

/** How many pieces the order holds, and on how many lines when that differs (a backend without `pieceCount` gives lines only). */
function itemsText({ itemCount, pieceCount }: OrderSummary): string {
  if (pieceCount === undefined) return t('orders.items', { count: itemCount });
  return pieceCount === itemCount ? t('orders.pieces', { count: pieceCount }) : t('orders.piecesOnLines', { count: pieceCount, lines: itemCount });
}

/** One order of the list: number, first item, count, payable, status, time and its actions. */
export function OrderRow({ order, onOpen, onAction, reordering }: OrderRowProps) {
  const titleId = useId();
  return (
    <li className="flex flex-col gap-3 rounded-box border border-base-300 p-3 transition-colors hover:border-primary/40 sm:p-4" aria-labelledby={titleId} data-order-no={order.orderNo}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="min-w-0 font-mono text-sm font-semibold break-all sm:text-base">
          <span className="sr-only">{t('orders.orderNo')} </span>
          {order.orderNo}
        </h2>
        <div className="flex items-center gap-2">
          {order.source && <span className="badge badge-outline badge-sm whitespace-nowrap">{t(`orders.source.${order.source}`)}</span>}
          <OrderStatusBadge status={order.status} note={order.cancelReason === 'timeout' ? tDeadline('deadline.timedOut') : undefined} />
        </div>
      </div>
      <div className="flex items-center gap-3">
        <ItemImage src={order.image} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="truncate font-medium" title={order.title}>
            {order.title}
          </p>
          <p className="text-sm text-base-content/75">{itemsText(order)}</p>
          {/* One line on the narrowest phones too: the label is only heard there, the time speaks for itself. */}
          <p className="text-xs whitespace-nowrap text-base-content/75 tabular-nums">
            <span className="max-[419px]:sr-only">{t('orders.createdAt')} </span>
            {formatDateTime(order.createdAt)}
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-xs text-base-content/75">{t(isPaid(order.status) ? 'orders.paid' : 'orders.payable')}</span>
          <span className="font-semibold tabular-nums" data-payable>
            {payableText(order)}
          </span>
        </p>
      </div>
      {/* The invoice status sits with the actions, not beside the status: the number's line keeps to one line at 390 px. */}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <PayCountdown payBy={order.payBy} className="mr-auto" />
        {order.actions.confirmReceipt && <ReceiptCountdown autoConfirmAt={order.autoConfirmAt} />}
        {order.invoice && (
          <span className="badge badge-ghost badge-sm mr-auto whitespace-nowrap" data-invoice-status={order.invoice.status}>
            {t(`orders.invoice.${order.invoice.status}`)}
          </span>
        )}
        <OrderActionButtons orderNo={order.orderNo} actions={order.actions} onAction={(action) => onAction(order, action)} reordering={reordering} small />
        {/* A quotation document is for custom parts: none for a consumable order, nor for a professional order until it is priced. */}
        {order.kind !== 'consumable' && !(order.source === 'professional' && order.status === '待报价') && (
          <a
            className="btn btn-sm btn-ghost"
            href={`/quotationorder/quote?order=${encodeURIComponent(order.orderNo)}`}
            aria-label={t('orders.quoteDocOf', { orderNo: order.orderNo })}
          >
            {t('orders.quoteDoc')}
          </a>
        )}
        <button type="button" className="btn btn-sm btn-outline" aria-label={t('orders.detailOf', { orderNo: order.orderNo })} onClick={() => onOpen(order)}>
          {t('orders.detail')}
        </button>
      </div>
    </li>
  );
}

/** An order row not loaded yet, line for line the height of OrderRow. */
export function OrderRowSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-box border border-base-300 p-3 sm:p-4" aria-hidden="true">
      <div className="flex items-center justify-between gap-2">
        <SkeletonText line={`${LINE.sm} sm:h-6`} width="w-44" />
        <SkeletonBox className="h-6 w-14 rounded-full" />
      </div>
      <div className="flex items-center gap-3">
        <SkeletonBox className="size-14 rounded-box sm:size-16" />
        <div className="flex flex-1 flex-col gap-0.5">
          <SkeletonText width="w-3/4" />
          <SkeletonText line={LINE.sm} width="w-16" />
          <SkeletonText line={LINE.xs} width="w-36" />
        </div>
      </div>
      <SkeletonActions />
    </div>
  );
}
