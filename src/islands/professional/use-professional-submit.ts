import { t } from '~/i18n/t-professional-form';
import { useSubmitOnce } from '~/hooks/use-submit-once';
import { submissionKey } from '~/lib/idempotency-key';
import { drawingsPathOf } from '~/lib/professional-paths';
import type { ProfessionalOrderBody } from '~/lib/professional-order-validation';
import { rememberAddress } from '~/lib/remembered-address';
import { professionalDraft } from '~/stores/professional-draft';
import { flashToast, showToast } from '~/stores/toasts';

// The call that creates the order loads when 提交 is pressed (the button says 提交中… meanwhile):
// a first view of the form does not download it. Not loaded (the network is down): said like a
// failed call, and the form stays as typed.
const loadApi = () =>
  import('~/api/professional').catch((error: unknown) => {
    showToast('error', t('error.network'));
    throw error;
  });

/**
 * Sends the professional order (once: useSubmitOnce, keyed by the draft). On success the draft is
 * cleared and the customer goes to the order's drawings; on failure nothing is cleared.
 */
export function useProfessionalSubmit(customerId: number) {
  const { run, busy } = useSubmitOnce();

  const submit = (draftId: string, body: ProfessionalOrderBody) =>
    run(async () => {
      const { createProfessionalOrder } = await loadApi();
      const order = await createProfessionalOrder({ ...body, idempotencyKey: submissionKey('professional', draftId) });
      rememberAddress(localStorage, customerId, body.address);
      professionalDraft.reset();
      flashToast('success', t('professional.form.created', { orderNo: order.orderNo }));
      return drawingsPathOf(order.orderNo);
    });

  return { submit, busy };
}
