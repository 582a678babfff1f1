/** Lengths the server takes for an idempotency key. */
export const IDEMPOTENCY_KEY_LENGTH = { min: 8, max: 100 } as const;

/** What a form creates; each kind's keys are its own, so one kind never answers with another's record. */
export type Submission =
  | 'quotation' | 'cart' | 'professional' | 'design' | 'package' | 'suggestion' | 'quote-doc' | 'invoice' | 'recharge' | 'claim';

/**
 * The idempotency key of what `subjectId` becomes: the same for every attempt at the same subject
 * (a double click, a retry after a lost answer, a reload mid-submit), so the server creates one
 * record. The subject is a draft, whose id lives as long as the draft and is renewed once its
 * record exists; where nothing is drafted (buying a package), it is an attempt kept for the tab.
 */
export const submissionKey = (kind: Submission, subjectId: string): string => `${kind}-${subjectId}`;
