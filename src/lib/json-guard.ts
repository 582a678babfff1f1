/**
 * Checks for values read back from storage (localStorage, sessionStorage) or from a backend that
 * is not ours: every reader of such a value builds on these, so a damaged field is judged the
 * same way everywhere and a reader can keep what is readable instead of dropping everything.
 */

export type Json = Record<string, unknown>;

/** A plain JSON object (not null, not an array). */
export const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

/** A finite number. */
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

export const isPositiveInt = (value: unknown): value is number => isInt(value) && value > 0;

/** The text, or `fallback` when the value is not a string. */
export const textOr = (value: unknown, fallback = ''): string => (isString(value) ? value : fallback);

/** The array, or none when the value is not one. */
export const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** The strings of an array, anything else left out. */
export const stringsOf = (value: unknown): string[] => listOf(value).filter(isString);

/** Stored JSON text read back; undefined when there is none or it is not JSON. Never throws. */
export function parseJson(raw: string | null | undefined): unknown {
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
