import { useEffect, useRef } from 'react';
import type { CustomizedOrder } from '~/wire/orders';
import { t } from '~/i18n/t-quotation';
import { payableText, pricedPartText } from '~/lib/order-price';
import type { RoutePath } from '~/lib/routes';
import { STEP_PATHS } from '~/lib/quotation-steps';
import { PayCountdown } from '~/components/deadlines/PayCountdown';

// Spelled out rather than taken from order-paths.ts, whose helpers would join this page's bundle.
const ORDERS: RoutePath = '/ordercenter/customizeorder';

/** The created order: its number and status, what happens next, and the way to pay or see it. */
export function OrderCreated({ order }: { order: CustomizedOrder }) {
  const awaitingQuote = order.status === '待报价';
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the customer was in is gone: move them (and screen readers) to the result.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="order-created-title" data-testid="order-created">
      <div className="card-body items-center gap-4 p-6 text-center sm:p-10">
        <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" className="text-success">
          <circle cx="28" cy="28" r="26" fill="currentColor" opacity="0.15" />
          <path d="M16 29l8 8 16-17" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 id="order-created-title" ref={heading} className="text-2xl font-bold outline-none" tabIndex={-1}>
          {t('quotation.created.title')}
        </h1>
        <dl className="grid w-full max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-start">
          <dt className="text-base-content/70">{t('quotation.created.orderNo')}</dt>
          <dd className="break-all font-mono font-semibold" data-testid="order-no">
            {order.orderNo}
          </dd>
          <dt className="text-base-content/70">{t('quotation.created.status')}</dt>
          <dd>
            <span className={`badge ${awaitingQuote ? 'badge-warning' : 'badge-primary'}`}>{order.status}</span>
          </dd>
          <dt className="text-base-content/70">{t('quotation.created.payable')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="created-payable">
            {payableText(order)}
            {awaitingQuote && order.goods > 0 && <span className="block text-sm font-normal text-base-content/75">{pricedPartText(order.goods)}</span>}
          </dd>
        </dl>
        <p className="max-w-md text-base-content/80">{t(awaitingQuote ? 'quotation.created.pendingQuote' : 'quotation.created.pendingPayment')}</p>
        <PayCountdown payBy={order.payBy} explain className="max-w-md" />
        <div className="flex flex-wrap justify-center gap-3">
          {!awaitingQuote && (
            <a className="btn btn-primary" href={`${ORDERS}?orderNo=${encodeURIComponent(order.orderNo)}&pay=1`}>
              {t('quotation.created.pay')}
            </a>
          )}
          <a className={`btn ${awaitingQuote ? 'btn-primary' : 'btn-outline'}`} href={ORDERS}>
            {t('quotation.created.view')}
          </a>
          <a className="btn btn-ghost" href={STEP_PATHS[1]}>
            {t('quotation.created.again')}
          </a>
        </div>
      </div>
    </section>
  );
}
