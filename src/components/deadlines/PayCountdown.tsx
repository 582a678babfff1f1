import { useCountdown } from '~/components/deadlines/use-countdown';
import { t } from '~/components/deadlines/messages';
import { formatDateTime } from '~/lib/format/datetime';
import { countdownText } from '~/lib/orders/order-deadlines';

/**
 * 剩余支付时间 of an unpaid order, counting down each second (a timer: screen readers read it when
 * asked, not every second); with `explain`, also until when and what happens then (stock is
 * given back only by an order that `holdsStock`: a consumable one; other kinds never held any). Nothing
 * without a deadline (a backend that states none).
 */
export function PayCountdown({ payBy, explain = false, holdsStock = false, className = '' }: { payBy: string | undefined; explain?: boolean; holdsStock?: boolean; className?: string }) {
  const left = useCountdown(payBy);
  if (payBy === undefined || left === null) return null;
  if (left === 0) {
    return (
      <p role="status" className={`text-sm text-warning-content ${className}`} data-pay-countdown="over">
        {t('deadline.pay.over')}
      </p>
    );
  }
  return (
    <div className={`flex flex-col gap-0.5 text-sm ${className}`} data-pay-countdown>
      <p role="timer" aria-atomic="true">
        {t('deadline.pay.left')} <strong className="font-semibold text-error tabular-nums">{countdownText(left)}</strong>
      </p>
      {explain && <p className="text-base-content/75">{t(holdsStock ? 'deadline.pay.by' : 'deadline.pay.byNoStock', { at: formatDateTime(payBy) })}</p>}
    </div>
  );
}
