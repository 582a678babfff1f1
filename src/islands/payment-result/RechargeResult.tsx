import { useEffect, useId, useRef } from 'react';
import { nullWhenNotFound } from '~/core/errors';
import { fetchRecharge } from '~/components/top-up/recharges';
import type { Recharge } from '~/wire/recharges';
import { t, type MessageKey } from '~/islands/payment-result/messages';
import { formatDateTime } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import { rechargeOutcome, type RechargeOutcome } from '~/islands/payment-result/recharge-result';
import type { RoutePath } from '~/lib/routes/routes';
import { OutcomeIcon } from './OutcomeIcon';
import { RefreshButton, ResultNotFound, Settled, useSettling } from './settling';

const LEDGER: RoutePath = '/me/amountFlow';

const TITLE: Record<RechargeOutcome, MessageKey> = {
  paid: 'topUp.result.paid',
  failed: 'topUp.result.failed',
  pending: 'topUp.result.pending',
  unpaid: 'topUp.result.unpaid',
};

/**
 * /order/paymentResult/index?rechargeNo=: how a top-up's payment went, read from the server only
 * (the gateway returns here for top-ups as for orders), leading back to the ledger.
 */
export function RechargeResult({ rechargeNo }: { rechargeNo: string }) {
  const { result, refresh } = useSettling(rechargeNo, (signal) => nullWhenNotFound(fetchRecharge(rechargeNo, signal)), (recharge) => rechargeOutcome(recharge) === 'pending');

  return (
    <Settled result={result} title={t('topUp.title')} checking={t('topUp.result.checking')} notFound={<NotFound />}>
      {(shown) => <Outcome recharge={shown} outcome={rechargeOutcome(shown)} onRefresh={refresh} refreshing={result.status === 'loading'} />}
    </Settled>
  );
}

function Outcome({ recharge, outcome, onRefresh, refreshing }: { recharge: Recharge; outcome: RechargeOutcome; onRefresh: () => void; refreshing: boolean }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [outcome]);
  const amount = formatFen(recharge.amount);
  const hint =
    outcome === 'paid'
      ? t('topUp.result.paidHint', { amount })
      : outcome === 'failed'
        ? t('topUp.result.failedHint', { message: recharge.lastAttempt?.message || t('error.service') })
        : t(outcome === 'pending' ? 'topUp.result.pendingHint' : 'topUp.result.unpaidHint');

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`} data-outcome={outcome} data-recharge-result>
      <div className="card-body items-center gap-4 p-6 text-center">
        <OutcomeIcon outcome={outcome} />
        <h1 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {t(TITLE[outcome])}
        </h1>
        <p className="text-base-content/80" role={outcome === 'failed' ? 'alert' : undefined}>
          {hint}
        </p>
        <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-box bg-base-200 p-4 text-start text-sm">
          <dt className="text-base-content/75">{t('topUp.result.amount')}</dt>
          <dd className="text-lg font-bold text-primary tabular-nums" data-amount>
            {amount}
          </dd>
          <dt className="text-base-content/75">{t('topUp.result.rechargeNo')}</dt>
          <dd className="font-mono break-all" data-recharge-no>
            {recharge.rechargeNo}
          </dd>
          <dt className="text-base-content/75">{t('topUp.result.status')}</dt>
          <dd data-status={recharge.status}>{recharge.status}</dd>
          {recharge.paidAt && (
            <>
              <dt className="text-base-content/75">{t('topUp.result.paidAt')}</dt>
              <dd className="tabular-nums">{formatDateTime(recharge.paidAt)}</dd>
            </>
          )}
          {recharge.tradeNo && (
            <>
              <dt className="text-base-content/75">{t('topUp.result.tradeNo')}</dt>
              <dd className="font-mono break-all" data-trade-no>
                {recharge.tradeNo}
              </dd>
            </>
          )}
        </dl>
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          {outcome === 'pending' && <RefreshButton refreshing={refreshing} onRefresh={onRefresh} label={t('topUp.result.refresh')} />}
          <a className="btn btn-primary" href={LEDGER}>
            {t('topUp.result.ledger')}
          </a>
        </div>
      </div>
    </section>
  );
}

function NotFound() {
  return <ResultNotFound title={t('topUp.result.notFound')} hint={t('topUp.result.notFoundHint')} href={LEDGER} link={t('topUp.result.ledger')} />;
}
