import type { Address } from '../../wire/address.ts';
import { submissionKey, type Submission } from '../../lib/forms/idempotency-key.ts';

/**
 * What one checkout sends: the priced request, where it goes, and what the customer saw. Quotation
 * step 3 and the consumables checkout send the same attempt through useCheckoutSubmit.
 */
export interface CheckoutAttempt<R, Q extends { payable: number }> {
  request: R;
  /** The payable the customer sees: the server must charge exactly this, or say the price changed. */
  shown: Q;
  address: Address;
  remarks: string;
  /** The draft (or cart) the order is made of: one idempotency key per draft. */
  draftId: string;
  customerId: number;
}

/** The order's body: the request with its address, remarks, the payable shown and the draft's key. */
export function orderBody<R, Q extends { payable: number }>(submission: Submission, attempt: CheckoutAttempt<R, Q>) {
  return {
    ...attempt.request,
    address: attempt.address,
    remarks: attempt.remarks,
    expectedPayable: attempt.shown.payable,
    idempotencyKey: submissionKey(submission, attempt.draftId),
  };
}

/**
 * What a 409 meant, read from the price asked again after it: something the fresh price explains
 * by itself (`explained`: stock that ran short), a payable that really changed (`priceChanged`:
 * shown for the customer to confirm), or neither (`conflict`: the server's own sentence is shown).
 */
export function conflictOutcome(shownPayable: number, freshPayable: number, explained: boolean): 'explained' | 'priceChanged' | 'conflict' {
  if (explained) return 'explained';
  return freshPayable === shownPayable ? 'conflict' : 'priceChanged';
}

/** Why 提交订单 waits: the first reason that holds, in the page's order of importance; null when nothing does. */
export function firstBlock(reasons: readonly (string | null | false | undefined)[]): string | null {
  return reasons.find((reason): reason is string => typeof reason === 'string' && reason !== '') ?? null;
}
