import type { DatabaseSync } from 'node:sqlite';

/**
 * What a catalogue search compares: full-width letters and digits folded to their ASCII forms
 * (NFKC), lower case, and no white space, so 405nm, ４０５ＮＭ and "405 NM" all find "405 nm".
 */
export function searchKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** Makes `search_key(text)` available to this database's SQL, for comparing columns the same way. */
export function registerSearchKey(db: DatabaseSync): void {
  db.function('search_key', { deterministic: true }, (value) => (typeof value === 'string' ? searchKey(value) : value));
}

/**
 * The LIKE pattern (with `ESCAPE '\'`) of a search for `keyword` against `search_key(...)` of a
 * column: its search key anywhere, `%`, `_` and the escape character taken literally; null when
 * nothing is left to search for.
 */
export function searchPattern(keyword: string | undefined): string | null {
  const key = searchKey(keyword ?? '');
  return key === '' ? null : `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
