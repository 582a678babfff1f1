import { useRef, useState } from 'react';
import { createProfessionalOrder } from '~/api/professional';
import { t } from '~/i18n/t-professional';
import { drawingsPathOf } from '~/lib/professional-paths';
import { professionalOrderKey, type ProfessionalOrderBody } from '~/lib/professional-order-form';
import { rememberAddress } from '~/lib/remembered-address';
import { resetProfessionalDraft } from '~/stores/professional-draft';
import { flashToast } from '~/stores/toasts';

/**
 * Sends the order once however often 提交专业订单 is pressed: a press while one is in flight does
 * nothing, and every attempt for the same draft carries the draft's idempotency key, so a retry
 * after a lost answer creates no second order either. On success the draft is cleared and the
 * customer goes to the order's drawings; on failure (shown by the notifier) nothing is cleared.
 */
export function useProfessionalSubmit(customerId: number) {
  const inFlight = useRef(false);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'done'>('idle');

  async function submit(draftId: string, body: ProfessionalOrderBody): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase('sending');
    try {
      const order = await createProfessionalOrder({ ...body, idempotencyKey: professionalOrderKey(draftId) });
      rememberAddress(localStorage, customerId, body.address);
      setPhase('done');
      resetProfessionalDraft();
      flashToast('success', t('professional.form.created', { orderNo: order.orderNo }));
      location.assign(drawingsPathOf(order.orderNo));
      // Stays in flight: the page is leaving, and the button must not send the new empty draft.
    } catch {
      inFlight.current = false;
      setPhase('idle');
    }
  }

  return { submit, phase };
}
