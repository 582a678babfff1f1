import type { OrderActions } from '~/wire/orders';
import { t } from '~/components/orders/messages';
import { allowedActions, type OrderAction } from '~/islands/orders/order-center-query';

export interface OrderActionButtonsProps {
  orderNo: string;
  actions: OrderActions;
  onAction: (action: OrderAction) => void;
  /** 再来一单 of this order is being prepared. */
  reordering: boolean;
  small?: boolean;
}

const LABEL: Record<OrderAction, Parameters<typeof t>[0]> = {
  pay: 'orders.action.pay',
  cancel: 'orders.action.cancel',
  confirmReceipt: 'orders.action.confirmReceipt',
  reorder: 'orders.action.reorder',
};

const STYLE: Record<OrderAction, string> = {
  pay: 'btn-primary',
  confirmReceipt: 'btn-primary',
  reorder: 'btn-outline btn-primary',
  cancel: 'btn-ghost',
};

/** The buttons of what the order allows in its status (the server decides; the list only shows it). */
export function OrderActionButtons({ orderNo, actions, onAction, reordering, small = false }: OrderActionButtonsProps) {
  return (
    <>
      {allowedActions(actions).map((action) => {
        const busy = action === 'reorder' && reordering;
        return (
          <button
            key={action}
            type="button"
            className={`btn ${small ? 'btn-sm' : ''} ${STYLE[action]}`}
            disabled={busy}
            aria-label={`${t(LABEL[action])} ${orderNo}`}
            data-action={action}
            onClick={() => onAction(action)}
          >
            {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {busy ? t('orders.action.reordering') : t(LABEL[action])}
          </button>
        );
      })}
    </>
  );
}
