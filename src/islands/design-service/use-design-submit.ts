import { useState } from 'react';
import type { DesignOrder } from '~/wire/design-requests';
import { createDesignOrder } from '~/islands/design-service/design-service';
import { ApiError } from '~/core/errors';
import { t } from '~/islands/design-service/messages';
import { useSubmitOnce } from '~/components/form/use-submit-once';
import { submissionKey } from '~/lib/forms/idempotency-key';
import type { DesignOrderBody } from '~/islands/design-service/design-request-validation';
import { designRequestDraft } from '~/stores/design-request-draft';
import { showToast } from '~/stores/toasts';

/**
 * Sends the design request (once: useSubmitOnce, keyed by the draft). On success the draft is
 * cleared; on failure nothing is, and a 409 (no requests left in the package) is said next to the
 * button and `onRefused` runs.
 */
export function useDesignSubmit(onCreated: (order: DesignOrder) => void, onRefused: () => void) {
  const { run, busy } = useSubmitOnce();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (draftId: string, body: DesignOrderBody) =>
    run(async () => {
      setProblem(null);
      try {
        const order = await createDesignOrder({ ...body, idempotencyKey: submissionKey('design', draftId) });
        designRequestDraft.reset();
        showToast('success', t('design.form.created', { requestNo: order.requestNo }));
        onCreated(order);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        setProblem(error.message);
        onRefused();
      }
    });

  return { submit, sending: busy, problem, clearProblem: () => setProblem(null) };
}
