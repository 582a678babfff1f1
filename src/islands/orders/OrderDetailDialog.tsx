import { useEffect, useId, useRef, useState } from 'react';
import { nullWhenNotFound } from '~/core/errors';
import type { OrderDetail } from '~/wire/orders';
import { fetchOrder } from '~/components/orders/orders';
import { DetailDialogHeader, useModalOnMount } from '~/components/ui/DetailDialog';
import { LoadError, Loading } from '~/core/ListState';
import { t } from '~/components/orders/messages';
import { PayPanel } from '~/components/payment/PayPanel';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import type { OrderAction } from '~/islands/orders/order-center-query';
import { OrderActionButtons } from './OrderActionButtons';
import { OrderBody } from './OrderBody';
import { OrderStatusBadge } from '~/components/orders/OrderStatusBadge';
import { OrderDeadlines } from '~/components/deadlines/OrderDeadlines';
import { ReceiptCountdown } from '~/components/deadlines/ReceiptCountdown';
import { t as tDeadline } from '~/components/deadlines/messages';

export interface OrderDetailDialogProps {
  orderNo: string;
  /** Changes whenever the order may have changed (an action elsewhere): reloads it. */
  version: number;
  paying: boolean;
  onPay: (open: boolean) => void;
  onAction: (detail: OrderDetail, action: Exclude<OrderAction, 'pay'>) => void;
  reordering: boolean;
  onClose: () => void;
}

/** Not this customer's order (404) reads as null: the dialog's not-found state. */
const orderOrNull = (orderNo: string, signal: AbortSignal) => nullWhenNotFound(fetchOrder(orderNo, signal));

/**
 * An order in a modal dialog (native: Esc closes, focus stays inside and returns to the row
 * that opened it): lines, amounts, address, remarks, payment, timeline and its actions; 去支付
 * opens the payment panel in place.
 */
export function OrderDetailDialog({ orderNo, version, paying, onPay, onAction, reordering, onClose }: OrderDetailDialogProps) {
  const ref = useModalOnMount();
  const id = useId();
  const detail = useRequest(`${orderNo}:${version}`, (signal) => orderOrNull(orderNo, signal));
  const order = detail.data ?? null;
  // A refused payment (paid meanwhile in another tab …): said here once the panel is gone.
  const [payRefusal, setPayRefusal] = useState<string | null>(null);

  const canPay = order?.actions.pay === true;
  const body = useRef<HTMLDivElement>(null);
  const payArea = useRef<HTMLDivElement>(null);
  const showingPay = canPay && paying;
  useEffect(() => {
    // 去支付 opens the panel at the top of the body: bring it (and the chosen method) to the customer.
    if (!showingPay) return;
    body.current?.scrollTo({ top: 0 });
    payArea.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [showingPay]);
  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={`${id}-title`} onClose={onClose} data-order-detail>
      <div className="modal-box flex max-h-[92vh] w-full max-w-3xl flex-col gap-3 overflow-hidden p-0">
        <DetailDialogHeader
          titleId={`${id}-title`}
          title={t('orders.detail.title')}
          number={orderNo}
          badge={order && <OrderStatusBadge status={order.status} note={order.cancelReason === 'timeout' ? tDeadline('deadline.timedOut') : undefined} />}
          closeLabel={t('orders.action.close')}
          onClose={() => ref.current?.close()}
        />

        {/* Header and actions stay put; only the body scrolls, so the actions are always in reach. It
            takes focus, so a keyboard scrolls it where it holds nothing else to focus. */}
        <div ref={body} tabIndex={0} aria-busy={detail.status === 'loading'} className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 sm:px-6">
          {detail.status === 'error' && <LoadError message={detail.message} onRetry={detail.reload} />}
          {detail.status === 'loading' && !detail.data && <Loading rows={4} label={t('orders.detail.loading')} />}
          {detail.status === 'ready' && order === null && (
            <div className="flex flex-col items-center gap-1 py-10 text-center" data-state="not-found">
              <p className="font-medium">{t('orders.detail.notFound')}</p>
              <p className="text-sm text-base-content/75">{t('orders.detail.notFoundHint', { orderNo })}</p>
            </div>
          )}
          {order && (
            <>
              <p className="text-xs text-base-content/75 tabular-nums">
                {t('orders.createdAt')} {formatDateTime(order.createdAt)}
                {order.materialName && (
                  <span className="ms-3">
                    {t('orders.detail.material')}：{order.materialName}
                  </span>
                )}
              </p>
              <OrderDeadlines payBy={order.payBy} cancelReason={order.cancelReason} holdsStock={order.kind === 'consumable'} />
              {showingPay ? (
                <div ref={payArea} className="rounded-box border border-primary/30 p-3 sm:p-4">
                  <PayPanel
                    orderNo={order.orderNo}
                    payable={order.payable}
                    onConflict={(message) => {
                      setPayRefusal(message);
                      detail.reload();
                    }}
                  />
                </div>
              ) : (
                payRefusal && (
                  <p role="alert" className="alert alert-warning alert-soft text-sm" data-pay-problem>
                    {payRefusal}
                  </p>
                )
              )}
              <OrderBody order={order} />
            </>
          )}
        </div>

        {order && (
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-base-300 px-4 pt-3 pb-4 sm:px-6">
            {order.actions.confirmReceipt && <ReceiptCountdown autoConfirmAt={order.autoConfirmAt} />}
            <OrderActionButtons
              orderNo={order.orderNo}
              actions={paying ? { ...order.actions, pay: false } : order.actions}
              reordering={reordering}
              onAction={(action) => (action === 'pay' ? onPay(true) : onAction(order, action))}
            />
          </div>
        )}
      </div>
    </dialog>
  );
}
