import { useEffect, useId, useRef, useState } from 'react';
import { nullWhenNotFound } from '~/core/errors';
import type { PaymentStatus } from '~/wire/payments';
import { fetchPaymentMethods, fetchPaymentStatus, knownPaymentMethods } from '~/components/payment/payment';
import { t, type MessageKey } from '~/components/orders/messages';
import { Guarded } from '~/core/guard/Guarded';
import { PayPanel } from '~/components/payment/PayPanel';
import { formatDateTime } from '~/lib/format/datetime';
import { payableText } from '~/components/price/order-price';
import { orderDetailUrl } from '~/lib/routes/order-paths';
import type { RoutePath } from '~/lib/routes/routes';
import { paymentOutcome, type PaymentOutcome } from '~/islands/payment-result/payment-result';
import { OutcomeIcon } from './OutcomeIcon';
import { t as tDeadline } from '~/components/deadlines/messages';
import { PayCountdown } from '~/components/deadlines/PayCountdown';
import { RechargeResult } from './RechargeResult';
import { RefreshButton, ResultNotFound, Settled, useSettling } from './settling';

const HOME: RoutePath = '/homefactory';

/**
 * /order/paymentResult/index?orderNo=: how the payment of an order went, read from the server
 * only; with ?rechargeNo= instead, how a balance top-up went.
 */
export default function PaymentResult() {
  const [rechargeNo] = useState(() => new URLSearchParams(location.search).get('rechargeNo')?.trim() ?? '');
  return <Guarded>{rechargeNo ? <RechargeResult rechargeNo={rechargeNo} /> : <ResultScreen />}</Guarded>;
}

/**
 * Not this customer's order (404) reads as null: the not-found state. The ways to pay it are read
 * beside it, so the panel of an unpaid order is drawn whole at once (nothing shifts under it).
 */
async function statusOrNull(orderNo: string, signal: AbortSignal) {
  const [status] = await Promise.all([nullWhenNotFound(fetchPaymentStatus(orderNo, signal)), knownPaymentMethods(orderNo) === undefined ? fetchPaymentMethods(orderNo, signal) : null]);
  return status;
}

function ResultScreen() {
  // Only the order number is read from the address; everything shown comes from the server.
  const [orderNo] = useState(() => new URLSearchParams(location.search).get('orderNo')?.trim() ?? '');
  const { result, refresh } = useSettling(orderNo, (signal) => (orderNo ? statusOrNull(orderNo, signal) : Promise.resolve(null)), (status) => paymentOutcome(status) === 'pending');

  return (
    <Settled result={result} title={t('page.order.paymentResult')} checking={t('payResult.checking')} notFound={<NotFound />}>
      {(shown) => <Outcome status={shown} outcome={paymentOutcome(shown)} onRefresh={refresh} refreshing={result.status === 'loading'} />}
    </Settled>
  );
}

const TITLE: Record<PaymentOutcome, MessageKey> = {
  paid: 'payResult.paid',
  failed: 'payResult.failed',
  pending: 'payResult.pending',
  unpaid: 'payResult.unpaid',
  closed: 'payResult.closed',
};

function Outcome({ status, outcome, onRefresh, refreshing }: { status: PaymentStatus; outcome: PaymentOutcome; onRefresh: () => void; refreshing: boolean }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [outcome]);
  const payable = status.status === '待付款' && !status.paid;
  let hint: string;
  if (outcome === 'paid') hint = t('payResult.paidHint');
  else if (outcome === 'failed') hint = t('payResult.failedHint', { message: status.lastAttempt?.message || t('error.service') });
  else if (outcome === 'pending') hint = t('payResult.pendingHint');
  else if (outcome === 'closed') hint = status.cancelReason === 'timeout' ? tDeadline(status.kind === 'consumable' ? 'deadline.timedOutHint' : 'deadline.timedOutHintNoStock') : t('payResult.closedHint');
  else hint = t('payResult.unpaidHint');

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`} data-outcome={outcome}>
      <div className="card-body items-center gap-4 p-6 text-center">
        <OutcomeIcon outcome={outcome} />
        <h1 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {t(TITLE[outcome], { status: status.status })}
        </h1>
        <p className="text-base-content/80" role={outcome === 'failed' ? 'alert' : undefined}>
          {hint}
        </p>
        <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-box bg-base-200 p-4 text-start text-sm">
          <dt className="text-base-content/75">{t(outcome === 'paid' ? 'payResult.amount' : 'payResult.payable')}</dt>
          <dd className="text-lg font-bold text-primary tabular-nums" data-amount>
            {payableText(status)}
          </dd>
          <dt className="text-base-content/75">{t('payResult.orderNo')}</dt>
          <dd className="font-mono break-all" data-order-no>
            {status.orderNo}
          </dd>
          <dt className="text-base-content/75">{t('payResult.kind')}</dt>
          <dd data-kind={status.kind}>{t(`orders.kind.${status.kind}`)}</dd>
          <dt className="text-base-content/75">{t('payResult.status')}</dt>
          <dd data-status={status.status}>{status.cancelReason === 'timeout' ? `${status.status}：${tDeadline('deadline.timedOut')}` : status.status}</dd>
          {status.paidAt && (
            <>
              <dt className="text-base-content/75">{t('payResult.paidAt')}</dt>
              <dd className="tabular-nums">{formatDateTime(status.paidAt)}</dd>
            </>
          )}
          {status.method && (
            <>
              <dt className="text-base-content/75">{t('payResult.method')}</dt>
              <dd>{status.via && status.via !== 'mock' ? t(`pay.via.${status.via}`) : t(`pay.method.${status.method}`)}</dd>
            </>
          )}
        </dl>
        {payable && (
          <div className="w-full rounded-box border border-base-300 p-4 text-start" aria-label={t('payResult.repay')} role="group">
            <PayPanel orderNo={status.orderNo} payable={status.payable} deadline={<PayCountdown payBy={status.payBy} explain holdsStock={status.kind === 'consumable'} />} onConflict={onRefresh} />
          </div>
        )}
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          {outcome === 'pending' && <RefreshButton refreshing={refreshing} onRefresh={onRefresh} label={t('payResult.refresh')} />}
          <a className={`btn ${payable ? 'btn-outline' : 'btn-primary'}`} href={orderDetailUrl(status.kind, status.orderNo)}>
            {t('payResult.view')}
          </a>
          <a className="btn btn-ghost" href={HOME}>
            {t('payResult.home')}
          </a>
        </div>
      </div>
    </section>
  );
}

function NotFound() {
  return <ResultNotFound title={t('payResult.notFound')} hint={t('payResult.notFoundHint')} href={HOME} link={t('payResult.home')} />;
}
