import { describe, expect, test } from 'vitest';
import { IDEMPOTENCY_KEY_LENGTH, submissionKey } from './idempotency-key.ts';
import { ATTEMPTS_STORAGE, forgetSubmissionAttempt, submissionAttempt } from '../drafts/submission-attempts.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('the idempotency key of what a draft becomes', () => {
  test('is the same for every attempt at the same draft', () => {
    expect(submissionKey('quotation', 'draft-1')).toBe(submissionKey('quotation', 'draft-1'));
  });

  test('is new for another draft', () => {
    expect(submissionKey('quotation', 'draft-2')).not.toBe(submissionKey('quotation', 'draft-1'));
  });

  test('is never shared by two kinds of record made from drafts with the same id', () => {
    const kinds = ['quotation', 'cart', 'professional', 'design', 'package', 'suggestion'] as const;
    expect(new Set(kinds.map((kind) => submissionKey(kind, 'same-id'))).size).toBe(kinds.length);
  });

  test('fits what the server takes for a draft id of any length it accepts (8–64)', () => {
    for (const id of ['a'.repeat(8), 'b'.repeat(64), crypto.randomUUID()]) {
      const key = submissionKey('professional', id);
      expect(key.length).toBeGreaterThanOrEqual(IDEMPOTENCY_KEY_LENGTH.min);
      expect(key.length).toBeLessThanOrEqual(IDEMPOTENCY_KEY_LENGTH.max);
    }
  });
});

describe('package purchase keys, kept for the tab', () => {
  const packageKey = (storage: ReturnType<typeof memoryStorage>, id: number, create?: () => string) => submissionKey('package', submissionAttempt(storage, `package:${id}`, create));

  test('buying the same package again in the tab sends the same key', () => {
    const storage = memoryStorage();
    let made = 0;
    const create = () => `uuid-${++made}-abcdefgh`;
    const first = packageKey(storage, 2, create);
    expect(packageKey(storage, 2, create)).toBe(first);
    expect(made).toBe(1);
  });

  test('each package has its own key', () => {
    const storage = memoryStorage();
    expect(packageKey(storage, 1)).not.toBe(packageKey(storage, 2));
  });

  test('a forgotten key is replaced by a new one; other packages keep theirs', () => {
    const storage = memoryStorage();
    const one = packageKey(storage, 1);
    const two = packageKey(storage, 2);
    forgetSubmissionAttempt(storage, 'package:1');
    expect(packageKey(storage, 1)).not.toBe(one);
    expect(packageKey(storage, 2)).toBe(two);
  });

  test('damaged storage starts over instead of failing', () => {
    for (const raw of ['{', '[]', '"x"', JSON.stringify({ 'package:1': 5, 'package:2': 'short' })]) {
      const storage = memoryStorage({ [ATTEMPTS_STORAGE]: raw });
      expect(packageKey(storage, 1, () => 'fresh-uuid-1234')).toBe('package-fresh-uuid-1234');
    }
  });

  test('a storage that refuses writes still gives a key', () => {
    const storage = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(submissionKey('package', submissionAttempt(storage, 'package:1', () => 'no-storage-uuid'))).toBe('package-no-storage-uuid');
  });

  test('a storage that refuses reads still gives a key', () => {
    const storage = { getItem: () => { throw new DOMException('blocked', 'SecurityError'); }, setItem: () => undefined };
    expect(submissionAttempt(storage, 'package:1', () => 'blocked-uuid-1')).toBe('blocked-uuid-1');
  });
});
