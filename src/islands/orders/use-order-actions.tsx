import { useState } from 'react';
import { cancelOrder, confirmReceipt } from '~/components/orders/orders';
import { ApiError } from '~/core/errors';
import type { OrderKind } from '~/wire/order-status';
import type { OrderDetail } from '~/wire/orders';
import { t } from '~/components/orders/messages';
import { showToast } from '~/stores/toasts';
import { LazyConfirmDialog } from '~/components/ui/LazyConfirmDialog';

export interface ActionTarget {
  orderNo: string;
  kind: OrderKind;
  /** The coupon's title when the detail is known, null for none, undefined when not known (a list row). */
  coupon?: string | null;
}

type Asked = { action: 'cancel' | 'confirmReceipt'; target: ActionTarget };

/**
 * 取消订单 and 确认收货 behind a confirmation, and 再来一单. `onChanged` gets the updated order
 * after a success and is called without one after a refusal (the status moved meanwhile), so
 * the caller reloads what it shows.
 */
export function useOrderActions(onChanged: (detail: OrderDetail | null) => void) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reordering, setReordering] = useState<string | null>(null);

  function ask(action: Asked['action'], target: ActionTarget) {
    setProblem(null);
    setAsked({ action, target });
  }

  async function run() {
    if (!asked || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const call = asked.action === 'cancel' ? cancelOrder : confirmReceipt;
      const detail = await call(asked.target.orderNo);
      showToast('success', t(asked.action === 'cancel' ? 'orders.cancel.done' : 'orders.receipt.done'));
      setAsked(null);
      onChanged(detail);
    } catch (error) {
      // A 409 is this dialog's to show; anything else the notifier has shown.
      if (error instanceof ApiError && error.status === 409) {
        setProblem(error.message);
        onChanged(null);
      }
    } finally {
      setBusy(false);
    }
  }

  async function again(orderNo: string) {
    if (reordering) return;
    setReordering(orderNo);
    try {
      // The cart and the quotation draft it fills load on the first 再来一单, not with the list.
      const { reorder } = await import('./reorder');
      // On success the page is left, so the button stays busy until then.
      if (await reorder(orderNo)) return;
    } catch {
      // Shown by the notifier.
    }
    setReordering(null);
  }

  let dialog = null;
  if (asked) {
    const { orderNo, kind, coupon } = asked.target;
    const cancelling = asked.action === 'cancel';
    dialog = (
      <LazyConfirmDialog
        title={t(cancelling ? 'orders.cancel.title' : 'orders.receipt.title', { orderNo })}
        confirmLabel={t(cancelling ? 'orders.action.cancel' : 'orders.action.confirmReceipt')}
        busyLabel={t(cancelling ? 'orders.action.cancelling' : 'orders.action.confirming')}
        busy={busy}
        problem={problem}
        danger={cancelling}
        onConfirm={() => void run()}
        onClose={() => setAsked(null)}
      >
        {cancelling ? (
          <>
            <p>{t('orders.cancel.body')}</p>
            {coupon !== null && <p>{coupon === undefined ? t('orders.cancel.couponMaybe') : t('orders.cancel.coupon', { title: coupon })}</p>}
            {kind === 'consumable' && <p>{t('orders.cancel.stock')}</p>}
          </>
        ) : (
          <p>{t('orders.receipt.body')}</p>
        )}
      </LazyConfirmDialog>
    );
  }
  return { ask, again, reordering, dialog };
}
