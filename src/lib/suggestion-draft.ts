import { SUGGESTION_TYPES } from './suggestion-rules.ts';

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

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a stored draft; a damaged field falls back to empty on its own, and a value that is no
 * draft at all (or has no usable key) is a fresh draft under `freshKey`.
 */
export function parseSuggestionDraft(raw: string | null, freshKey: string): SuggestionDraft {
  let value: unknown;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    value = null;
  }
  if (!isRecord(value)) return newSuggestionDraft(freshKey);
  const record = value;
  const key = text(record['key']);
  if (key.length < 8 || key.length > 100) return newSuggestionDraft(freshKey);
  const type = text(record['type']);
  return {
    type: (SUGGESTION_TYPES as readonly string[]).includes(type) ? type : SUGGESTION_TYPES[0],
    title: text(record['title']),
    content: text(record['content']),
    contact: text(record['contact']),
    key,
  };
}
