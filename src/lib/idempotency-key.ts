/** Lengths the server takes for an idempotency key. */
export const IDEMPOTENCY_KEY_LENGTH = { min: 8, max: 100 } as const;

/** What a form creates; each kind's keys are its own, so two kinds never answer each other's record. */
export type Submission = 'quotation' | 'cart' | 'professional' | 'design' | 'package' | 'suggestion';

/**
 * The idempotency key of what `subjectId` becomes: the same for every attempt at the same subject
 * (a double click, a retry after a lost answer, a reload mid-submit), so the server creates one
 * record. A subject is a draft (its id lives as long as the draft and is renewed once the record
 * exists) or, where nothing is drafted, an attempt kept for the tab (see submissionAttempt).
 */
export const submissionKey = (kind: Submission, subjectId: string): string => `${kind}-${subjectId}`;
