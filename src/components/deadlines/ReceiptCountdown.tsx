import { useCountdown } from '~/components/deadlines/use-countdown';
import { t } from '~/components/deadlines/messages';
import { formatDateTime } from '~/lib/format/datetime';
import { countdownText } from '~/lib/orders/order-deadlines';

/** How long until a shipped order confirms its receipt by itself, beside 确认收货. */
export function ReceiptCountdown({ autoConfirmAt }: { autoConfirmAt: string | undefined }) {
  const left = useCountdown(autoConfirmAt);
  if (autoConfirmAt === undefined || left === null) return null;
  return (
    <span className="text-xs text-base-content/75 tabular-nums" title={formatDateTime(autoConfirmAt)} data-receipt-countdown>
      {left === 0 ? t('deadline.receipt.over') : t('deadline.receipt.left', { time: countdownText(left) })}
    </span>
  );
}
