import { IDEMPOTENCY_KEY_LENGTH } from '../forms/idempotency-key.ts';
import { isRecord, parseJson, textOr } from '../json-guard.ts';
import { SUGGESTION_TYPES } from '../forms/suggestion-rules.ts';

/**
 * The text of the suggestion being written, kept in localStorage per customer so a reload or a
 * failed send loses nothing. `key` is the idempotency key of its submission: every attempt of the
 * same draft carries it, so a retry after a lost answer creates no second suggestion. Picked
 * images are not here (files cannot be stored); the form keeps them in memory.
 */
export interface SuggestionDraft {
  type: string;
  title: string;
  content: string;
  contact: string;
  key: string;
}

export type SuggestionDraftField = Exclude<keyof SuggestionDraft, 'key'>;

/** The storage key of a customer's draft: another login on the same browser has its own. */
export const suggestionDraftStorageKey = (customerId: number) => `suggest-draft:${customerId}`;

export const newSuggestionDraft = (key: string): SuggestionDraft => ({ type: SUGGESTION_TYPES[0], title: '', content: '', contact: '', key });

/**
 * Reads a stored draft; a damaged field falls back to empty on its own, and a value that is no
 * draft at all (or has no usable key) is a fresh draft under `freshKey`.
 */
export function parseSuggestionDraft(raw: string | null, freshKey: string): SuggestionDraft {
  const value = parseJson(raw);
  if (!isRecord(value)) return newSuggestionDraft(freshKey);
  const record = value;
  const key = textOr(record['key']);
  if (key.length < IDEMPOTENCY_KEY_LENGTH.min || key.length > IDEMPOTENCY_KEY_LENGTH.max) return newSuggestionDraft(freshKey);
  const type = textOr(record['type']);
  return {
    type: (SUGGESTION_TYPES as readonly string[]).includes(type) ? type : SUGGESTION_TYPES[0],
    title: textOr(record['title']),
    content: textOr(record['content']),
    contact: textOr(record['contact']),
    key,
  };
}
