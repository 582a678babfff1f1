import { useRef, useState } from 'react';
import type { DesignOrder } from '~/wire/design-requests';
import { createDesignOrder } from '~/api/design';
import { ApiError } from '~/api/errors';
import { t } from '~/i18n/t-design';
import { designOrderKey } from '~/lib/design-draft';
import type { DesignOrderBody } from '~/lib/design-order-form';
import { resetDesignDraft } from '~/stores/design-draft';
import { showToast } from '~/stores/toasts';

/**
 * Sends the request once however often 提交 is pressed: a press in flight does nothing, and
 * every attempt for the same draft carries the draft's idempotency key, so a retry after a lost
 * answer creates no second request. On success the draft is cleared; on failure nothing is, and
 * a 409 (no requests left in the package) is said next to the button and `onRefused` runs.
 */
export function useDesignSubmit(onCreated: (order: DesignOrder) => void, onRefused: () => void) {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(draftId: string, body: DesignOrderBody): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setProblem(null);
    try {
      const order = await createDesignOrder({ ...body, idempotencyKey: designOrderKey(draftId) });
      resetDesignDraft();
      showToast('success', t('design.form.created', { requestNo: order.requestNo }));
      onCreated(order);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setProblem(error.message);
        onRefused();
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { submit, sending, problem, clearProblem: () => setProblem(null) };
}
