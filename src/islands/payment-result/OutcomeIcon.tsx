import type { PaymentOutcome } from '~/islands/payment-result/payment-result';

const COLOUR: Record<PaymentOutcome, string> = {
  paid: 'text-success',
  failed: 'text-error',
  pending: 'text-info',
  unpaid: 'text-warning',
  closed: 'text-base-content/50',
};

/** The outcome as a large glyph; the heading says it in words. */
export function OutcomeIcon({ outcome }: { outcome: PaymentOutcome }) {
  let mark;
  if (outcome === 'paid') mark = <path d="M16 29l8 8 16-17" />;
  else if (outcome === 'failed') mark = <path d="M19 19l18 18M37 19 19 37" />;
  else if (outcome === 'pending') mark = <path d="M28 16v12l8 5" />;
  else mark = <path d="M28 16v14M28 38v.5" />;
  return (
    <svg width="64" height="64" viewBox="0 0 56 56" aria-hidden="true" className={COLOUR[outcome]} fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="28" cy="28" r="26" fill="currentColor" opacity="0.15" stroke="none" />
      {mark}
    </svg>
  );
}
