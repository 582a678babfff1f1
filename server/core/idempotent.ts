import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './transaction.ts';

/** What a creation made, or why it made nothing (a refusal the client is told about in detail). */
export type Made<Ref, Refusal> = { made: Ref } | { refused: Refusal };

export type Created<Ref> = { kind: 'created' | 'replayed'; ref: Ref };
export type Creation<Ref, Refusal> = Created<Ref> | { kind: 'refused'; refusal: Refusal };

/**
 * Creates a record at most once per idempotency key. The lookup and the creation share one write
 * transaction, so two submissions of one key (a double click, a retry, two tabs at once) cannot
 * both create: the second finds what the first made. A refusal or a throw creates nothing.
 */
export function createOnce<Ref>(db: DatabaseSync, madeBefore: () => Ref | null, create: () => { made: Ref }): Created<Ref>;
export function createOnce<Ref, Refusal>(db: DatabaseSync, madeBefore: () => Ref | null, create: () => Made<Ref, Refusal>): Creation<Ref, Refusal>;
export function createOnce<Ref, Refusal>(db: DatabaseSync, madeBefore: () => Ref | null, create: () => Made<Ref, Refusal>): Creation<Ref, Refusal> {
  return inTransaction(db, (): Creation<Ref, Refusal> => {
    const existing = madeBefore();
    if (existing !== null) return { kind: 'replayed', ref: existing };
    const outcome = create();
    return 'made' in outcome ? { kind: 'created', ref: outcome.made } : { kind: 'refused', refusal: outcome.refused };
  });
}
