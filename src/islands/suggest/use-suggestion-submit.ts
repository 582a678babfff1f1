import { useState } from 'react';
import { submitSuggestion } from '~/islands/suggest/suggestions';
import { t } from '~/islands/suggest/messages';
import type { SuggestionFields } from '~/wire/suggestions';
import { useSubmitOnce } from '~/components/form/use-submit-once';
import { suggestionDetailUrl } from '~/lib/routes/suggestion-query';
import { flashToast } from '~/stores/toasts';

/**
 * Sends the suggestion with its images (once: useSubmitOnce, keyed by the draft), telling the
 * upload's progress. On success the draft is dropped and the customer goes to the suggestion; on
 * failure the text and the images stay as they were.
 */
export function useSuggestionSubmit(onSent: () => void) {
  const { run, phase } = useSubmitOnce();
  const [percent, setPercent] = useState(0);

  const submit = (fields: SuggestionFields, images: readonly File[]) =>
    run(async () => {
      setPercent(0);
      const suggestion = await submitSuggestion(fields, images, {
        onProgress: (loaded, total) => setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      });
      onSent();
      flashToast('success', t('suggest.form.created', { no: suggestion.no }));
      return suggestionDetailUrl(suggestion.id);
    });

  return { submit, phase, percent };
}
