import type { Recharge } from '../../wire/recharges.ts';

/**
 * What the payment result page says of a top-up, from the server's answer only: credited; still
 * 待支付 with the last attempt failed, still pending at the gateway, or not paid (cancelled at
 * the gateway or never tried), in which cases the balance did not change.
 */
export type RechargeOutcome = 'paid' | 'failed' | 'pending' | 'unpaid';

export function rechargeOutcome(recharge: Pick<Recharge, 'status' | 'lastAttempt'>): RechargeOutcome {
  if (recharge.status === '已支付') return 'paid';
  if (recharge.lastAttempt?.status === 'failed') return 'failed';
  if (recharge.lastAttempt?.status === 'pending') return 'pending';
  return 'unpaid';
}
