import { useEffect } from 'react';
import type { CustomizedOrder } from '~/wire/orders';
import { OrderCreatedCard } from '~/components/orders/OrderCreatedCard';
import { t } from '~/islands/quotation/submit/created/messages';
import { payableText, pricedPartText } from '~/components/price/order-price';
import type { RoutePath } from '~/lib/routes/routes';
import { STEP_PATHS } from '~/lib/routes/quotation-steps';
import { PayCountdown } from '~/components/deadlines/PayCountdown';
import { t as tCallouts } from '~/components/callouts/callout-notes';
import { CONFIRMATION_WORKING_DAYS } from '~/lib/orders/callout-limits';

// Spelled out rather than taken from order-paths.ts, whose helpers would join this page's bundle.
const ORDERS: RoutePath = '/ordercenter/customizeorder';

/** The created order: its number and status, what happens next, and the way to pay or see it. */
export function OrderCreated({ order }: { order: CustomizedOrder }) {
  useSaveQuoteGone();
  const awaitingQuote = order.status === '待报价';
  // 待报价 because a line's drawing or call-outs wait for the factory, not because a file is quoted by hand.
  const confirming = awaitingQuote && !order.lines.some((line) => line.manual) && order.lines.some((line) => line.needsConfirmation === true);
  return (
    <OrderCreatedCard
      texts={{ title: t('quotation.created.title'), orderNo: t('quotation.created.orderNo'), status: t('quotation.created.status'), payable: t('quotation.created.payable') }}
      orderNo={order.orderNo}
      status={order.status}
      statusBadge={awaitingQuote ? 'badge-warning' : 'badge-primary'}
      payable={
        <>
          {payableText(order)}
          {awaitingQuote && order.goods > 0 && <span className="block text-sm font-normal text-base-content/75">{pricedPartText(order.goods)}</span>}
        </>
      }
      actions={
        <>
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
        </>
      }
    >
      <p className="max-w-md text-base-content/80" data-created-note>
        {confirming ? tCallouts('callouts.createdNote', { days: CONFIRMATION_WORKING_DAYS }) : t(awaitingQuote ? 'quotation.created.pendingQuote' : 'quotation.created.pendingPayment')}
      </p>
      <PayCountdown payBy={order.payBy} explain className="max-w-md" />
    </OrderCreatedCard>
  );
}

/**
 * Once the order is placed there is no quotation left to save: the page's 保存报价单 link (a link of
 * the page above the island, submitorder.astro) goes with the form. Hidden from here rather than by a
 * `body:has(…)` style: a `:has()` on the body makes Chromium recalculate the style of the whole page
 * on every element React inserts, 4–6 ms each time on step 3 on this machine, many times while it starts.
 */
function useSaveQuoteGone() {
  useEffect(() => {
    const link = document.querySelector<HTMLElement>('[data-save-quote]');
    if (!link) return;
    link.hidden = true;
    return () => {
      link.hidden = false;
    };
  }, []);
}
