import { isRecord, isString, parseJson } from '../json-guard.ts';

/** sessionStorage key of this tab's attempts at subjects that have no draft, by subject. */
export const ATTEMPTS_STORAGE = 'shop-submission-attempts';

type Attempts = Record<string, string>;
type Store = Pick<Storage, 'getItem' | 'setItem'>;

function readAttempts(storage: Store): Attempts {
  let value: unknown;
  try {
    value = parseJson(storage.getItem(ATTEMPTS_STORAGE));
  } catch {
    return {};
  }
  const attempts: Attempts = {};
  if (!isRecord(value)) return attempts;
  for (const [subject, id] of Object.entries(value)) if (isString(id) && id.length >= 8 && id.length <= 64) attempts[subject] = id;
  return attempts;
}

function writeAttempts(storage: Store, attempts: Attempts): void {
  try {
    storage.setItem(ATTEMPTS_STORAGE, JSON.stringify(attempts));
  } catch {
    // Without storage the attempt still covers this page's retries and double clicks.
  }
}

/**
 * The id of this tab's attempt at `subject` (say `package:2`): made once and kept, so a double
 * click, a retry after a lost answer or a reload carries the same key. Forget it once the record
 * it made is done with, and the next attempt is a new one.
 */
export function submissionAttempt(storage: Store, subject: string, create: () => string = () => crypto.randomUUID()): string {
  const attempts = readAttempts(storage);
  const known = attempts[subject];
  if (known) return known;
  const id = create();
  writeAttempts(storage, { ...attempts, [subject]: id });
  return id;
}

export function forgetSubmissionAttempt(storage: Store, subject: string): void {
  const attempts = readAttempts(storage);
  delete attempts[subject];
  writeAttempts(storage, attempts);
}
