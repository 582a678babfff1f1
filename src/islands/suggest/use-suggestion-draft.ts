import { useEffect, useRef, useState } from 'react';
import { submissionKey } from '~/lib/forms/idempotency-key';
import { newSuggestionDraft, parseSuggestionDraft, suggestionDraftStorageKey, type SuggestionDraft, type SuggestionDraftField } from '~/lib/drafts/suggestion-draft';

/** The idempotency key a new draft's suggestion is sent with. */
const freshKey = () => submissionKey('suggestion', crypto.randomUUID());

/**
 * The customer's draft, read from localStorage once and written back on every change. `finish`
 * removes it for good (the suggestion was sent) and stops writing, since the page is leaving.
 */
export function useSuggestionDraft(customerId: number) {
  const storageKey = suggestionDraftStorageKey(customerId);
  const [draft, setDraft] = useState<SuggestionDraft>(() => parseSuggestionDraft(localStorage.getItem(storageKey), freshKey()));
  const finished = useRef(false);

  useEffect(() => {
    if (!finished.current) localStorage.setItem(storageKey, JSON.stringify(draft));
  }, [draft, storageKey]);

  const edit = (field: SuggestionDraftField, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const finish = () => {
    finished.current = true;
    localStorage.removeItem(storageKey);
    setDraft(newSuggestionDraft(freshKey()));
  };
  return { draft, edit, finish };
}
