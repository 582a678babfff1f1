/**
 * Checks of the answers' shapes, for the client's `expect`. A backend other than ours promises
 * only the seed's calls; whatever else it answers is read only when it has the fields a page
 * needs first, so a page shows its error state instead of breaking on a missing one.
 */
import { isRecord } from '../lib/json-guard.ts';

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';

function is(kind: Kind, value: unknown): boolean {
  if (kind === 'array') return Array.isArray(value);
  if (kind === 'object') return isRecord(value);
  return typeof value === kind;
}

/** An object whose named fields have the named kinds. */
export function has(fields: Readonly<Record<string, Kind>>): (body: unknown) => boolean {
  return (body) => isRecord(body) && Object.entries(fields).every(([key, kind]) => is(kind, body[key]));
}

/** `{ records }` whose records are objects with the named fields. */
export function hasRecordsOf(fields: Readonly<Record<string, Kind>>): (body: unknown) => boolean {
  const record = has(fields);
  return (body) => isRecord(body) && Array.isArray(body['records']) && body['records'].every(record);
}

/** A list page `{ records, total }` (the pattern every list call follows) of such records. */
export function isPageOf(fields: Readonly<Record<string, Kind>>): (body: unknown) => boolean {
  const records = hasRecordsOf(fields);
  return (body) => records(body) && isRecord(body) && typeof body['total'] === 'number';
}

/** `{ token }` with a non-empty string: the login and the QQ login callback. */
export function hasToken(body: unknown): boolean {
  return isRecord(body) && typeof body['token'] === 'string' && body['token'].length > 0;
}
