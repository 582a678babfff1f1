import type { OrderDetail } from '~/wire/orders';
import { OrderCreatedCard } from '~/components/orders/OrderCreatedCard';
import { t } from './messages';
import { PayPanel } from '~/components/payment/PayPanel';
import { PayCountdown } from '~/components/deadlines/PayCountdown';
import { CATALOGUE_PATH } from '~/lib/routes/consumable-paths';
import { formatFen } from '~/lib/format/money';
import { orderDetailUrl } from '~/lib/routes/order-paths';

/** The created order: its number, status and payable, the payment panel, and the way to see it. */
export function CheckoutCreated({ order }: { order: OrderDetail }) {
  return (
    <OrderCreatedCard
      texts={{ title: t('checkout.created.title'), orderNo: t('checkout.created.orderNo'), status: t('checkout.created.status'), payable: t('checkout.created.payable') }}
      orderNo={order.orderNo}
      status={order.status}
      statusBadge="badge-warning"
      payable={formatFen(order.payable)}
      actions={
        <>
          <a className="btn btn-outline" href={orderDetailUrl('consumable', order.orderNo)}>
            {t('checkout.created.view')}
          </a>
          <a className="btn btn-ghost" href={CATALOGUE_PATH}>
            {t('checkout.created.more')}
          </a>
        </>
      }
    >
      {order.actions.pay && (
        <div className="flex w-full flex-col gap-2 border-t border-base-300 pt-4 text-start">
          <p className="text-sm text-base-content/80">{t('checkout.created.payNow')}</p>
          <PayPanel orderNo={order.orderNo} payable={order.payable} deadline={<PayCountdown payBy={order.payBy} explain holdsStock />} />
        </div>
      )}
    </OrderCreatedCard>
  );
}
