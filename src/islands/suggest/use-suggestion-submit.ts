import { useRef, useState } from 'react';
import { submitSuggestion } from '~/api/suggestions';
import { t } from '~/i18n/t-suggest';
import type { SuggestionFields } from '~/wire/suggestions';
import { suggestionDetailUrl } from '~/lib/suggestion-query';
import { flashToast } from '~/stores/toasts';

/**
 * Sends the suggestion once however often 提交反馈 is pressed: a press while one is in flight does
 * nothing, and every attempt of the same draft carries its idempotency key, so a retry after a
 * lost answer creates no second one. On success the draft is dropped and the customer goes to
 * the suggestion; on failure (shown by the notifier) the text and the images stay as they were.
 */
export function useSuggestionSubmit(onSent: () => void) {
  const inFlight = useRef(false);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'done'>('idle');
  const [percent, setPercent] = useState(0);

  async function submit(fields: SuggestionFields, images: readonly File[]): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase('sending');
    setPercent(0);
    try {
      const suggestion = await submitSuggestion(fields, images, {
        onProgress: (loaded, total) => setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      });
      setPhase('done');
      onSent();
      flashToast('success', t('suggest.form.created', { no: suggestion.no }));
      location.assign(suggestionDetailUrl(suggestion.id));
      // Stays in flight: the page is leaving.
    } catch {
      inFlight.current = false;
      setPhase('idle');
    }
  }

  return { submit, phase, percent };
}
