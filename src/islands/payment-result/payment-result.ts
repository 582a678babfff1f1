import type { PaymentStatus } from '../../wire/payments.ts';

/**
 * What the payment result page says, from the server's answer only: paid; still 待付款 with
 * the last online attempt failed, still pending at the gateway, or simply not paid (cancelled
 * at the gateway or never tried); or an order that can no longer be paid (cancelled …).
 */
export type PaymentOutcome = 'paid' | 'failed' | 'pending' | 'unpaid' | 'closed';

export function paymentOutcome(status: PaymentStatus): PaymentOutcome {
  if (status.paid) return 'paid';
  if (status.status !== '待付款') return 'closed';
  if (status.lastAttempt?.status === 'failed') return 'failed';
  if (status.lastAttempt?.status === 'pending') return 'pending';
  return 'unpaid';
}

/** How often and how many times a pending attempt is read again before the page stops asking. */
export const PENDING_POLL = { intervalMs: 1500, times: 4 } as const;
