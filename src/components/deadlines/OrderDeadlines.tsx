import type { CancelReason } from '~/wire/order-status';
import { t } from '~/components/deadlines/messages';
import { PayCountdown } from './PayCountdown';

export interface OrderDeadlinesProps {
  payBy?: string | undefined;
  cancelReason?: CancelReason | undefined;
  /** A consumable order held stock until paid; a customised or package order never did. */
  holdsStock?: boolean;
}

/** What an order's detail says of its payment deadline: the time left to pay, or why the shop cancelled it. */
export function OrderDeadlines({ payBy, cancelReason, holdsStock = false }: OrderDeadlinesProps) {
  if (cancelReason === 'timeout') {
    return (
      <p role="note" className="alert alert-warning alert-soft text-sm" data-timed-out>
        {t(holdsStock ? 'deadline.timedOutHint' : 'deadline.timedOutHintNoStock')}
      </p>
    );
  }
  return <PayCountdown payBy={payBy} explain holdsStock={holdsStock} className="rounded-box bg-error/5 p-3" />;
}
