import { t } from './messages';
import { useSubmitOnce } from '~/components/form/use-submit-once';
import { submissionKey } from '~/lib/forms/idempotency-key';
import { drawingsPathOf } from '~/lib/routes/professional-paths';
import type { ProfessionalOrderBody } from '~/islands/professional/new-order/professional-order-validation';
import { rememberAddress } from '~/lib/drafts/remembered-address';
import { professionalDraft } from '~/stores/professional-draft';
import { flashToast, showToast } from '~/stores/toasts';

// The call that creates the order loads when 提交 is pressed (the button says 提交中… meanwhile):
// a first view of the form does not download it. Not loaded (the network is down): said like a
// failed call, and the form stays as typed.
const loadApi = () =>
  import('~/components/orders/professional').catch((error: unknown) => {
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
