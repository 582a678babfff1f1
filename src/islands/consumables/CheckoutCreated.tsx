import { useEffect, useRef } from 'react';
import type { OrderDetail } from '~/wire/orders';
import { t } from '~/i18n/t-checkout';
import { PayPanel } from '~/components/payment/PayPanel';
import { PayCountdown } from '~/components/deadlines/PayCountdown';
import { CATALOGUE_PATH } from '~/lib/consumable-paths';
import { formatFen } from '~/lib/money';
import { orderDetailUrl } from '~/lib/order-paths';

/** The created order: its number, status and payable, the payment panel, and the way to see it. */
export function CheckoutCreated({ order }: { order: OrderDetail }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the customer was in is gone: move them (and screen readers) to the result.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <section className="card mx-auto w-full max-w-2xl bg-base-100 shadow-sm" aria-labelledby="checkout-created-title" data-testid="order-created">
      <div className="flex flex-col gap-5 p-5 sm:p-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" className="text-success">
            <circle cx="28" cy="28" r="26" fill="currentColor" opacity="0.15" />
            <path d="M16 29l8 8 16-17" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <h1 id="checkout-created-title" ref={heading} className="text-2xl font-bold outline-none" tabIndex={-1}>
            {t('checkout.created.title')}
          </h1>
        </div>
        <dl className="mx-auto grid w-full max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-base-content/70">{t('checkout.created.orderNo')}</dt>
          <dd className="break-all font-mono font-semibold" data-testid="order-no">
            {order.orderNo}
          </dd>
          <dt className="text-base-content/70">{t('checkout.created.status')}</dt>
          <dd>
            <span className="badge badge-warning">{order.status}</span>
          </dd>
          <dt className="text-base-content/70">{t('checkout.created.payable')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="created-payable">
            {formatFen(order.payable)}
          </dd>
        </dl>
        {order.actions.pay && (
          <div className="flex flex-col gap-2 border-t border-base-300 pt-4">
            <p className="text-sm text-base-content/80">{t('checkout.created.payNow')}</p>
            <PayPanel orderNo={order.orderNo} payable={order.payable} deadline={<PayCountdown payBy={order.payBy} explain />} />
          </div>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <a className="btn btn-outline" href={orderDetailUrl('consumable', order.orderNo)}>
            {t('checkout.created.view')}
          </a>
          <a className="btn btn-ghost" href={CATALOGUE_PATH}>
            {t('checkout.created.more')}
          </a>
        </div>
      </div>
    </section>
  );
}
