import { useEffect, useState } from 'react';
import { t, type MessageKey } from '~/islands/quotation/messages';
import { STEP_PATHS, stepBlocker, stepToOpen, type QuotationStep } from '~/lib/routes/quotation-steps';
import { $quotation, quotationDraft } from '~/stores/quotation';
import { $shopUser, ownerKey } from '~/stores/shop-user';
import { isLeaving, leaveFor } from '~/stores/navigation';
import { flashToast } from '~/stores/toasts';

const decided = new Map<QuotationStep, boolean>();

/**
 * Decides once per page whether the customer may be on `step`: claims the draft for the logged-in
 * customer (another login never inherits it), and when a prerequisite is missing sends them to the
 * first step that lacks one, with the reason. Both the stepper and the step's own content call it;
 * the first caller redirects, and later answers of the same page are the same.
 */
function enterStep(step: QuotationStep): boolean {
  const known = decided.get(step);
  if (known !== undefined) return known;
  const customerId = ownerKey($shopUser.get());
  if (customerId !== null) quotationDraft.claim(customerId);
  const allowed = stepToOpen($quotation.get(), step) === step;
  // Kept for the page's life: once an order is created the draft is empty, and a part of the page
  // mounting again must not send the customer away from the order number.
  decided.set(step, allowed);
  return allowed;
}

function leaveForStep(step: QuotationStep): void {
  if (isLeaving()) return;
  const draft = $quotation.get();
  const target = stepToOpen(draft, step);
  // The reason is the blocker of the step after the one the customer is sent to.
  const blocker = stepBlocker(draft, target === 1 ? 2 : 3);
  if (blocker) flashToast('info', t(`quotation.guard.${blocker}` satisfies MessageKey));
  leaveFor(STEP_PATHS[target], (to) => location.replace(to));
}

/** Whether this page's step is open for the draft; when not, the page is on its way to the right step. */
export function useStepGate(step: QuotationStep): boolean {
  const [allowed] = useState(() => enterStep(step));
  useEffect(() => {
    if (!allowed) leaveForStep(step);
  }, [allowed, step]);
  return allowed;
}
