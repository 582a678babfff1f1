import type { SQLOutputValue } from 'node:sqlite';

/** A row as node:sqlite returns it; read its columns with the helpers below, never by casting. */
export type Row = Record<string, SQLOutputValue>;

function columnError(column: string, expected: string): TypeError {
  return new TypeError(`column ${column}: expected ${expected}`);
}

export function intOf(row: Row, column: string): number {
  const value = row[column];
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  throw columnError(column, 'an integer');
}

export function nullableIntOf(row: Row, column: string): number | null {
  return row[column] === null ? null : intOf(row, column);
}

export function numberOf(row: Row, column: string): number {
  const value = row[column];
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  throw columnError(column, 'a number');
}

export function textOf(row: Row, column: string): string {
  const value = row[column];
  if (typeof value === 'string') return value;
  throw columnError(column, 'text');
}

export function nullableTextOf(row: Row, column: string): string | null {
  return row[column] === null ? null : textOf(row, column);
}

/** Milliseconds since the epoch (how times are stored) as the ISO string of the wire. */
export function isoOf(row: Row, column: string): string {
  return new Date(intOf(row, column)).toISOString();
}

/** The ISO string of a nullable time column, or null. */
export function nullableIsoOf(row: Row, column: string): string | null {
  return row[column] === null ? null : isoOf(row, column);
}

/** Reads one column of a row: one of the readers above, or one made with `parsedOf`. */
export type ColumnReader<T> = (row: Row, column: string) => T;

/** A reader of a text column that holds one of `schema`'s values (an enum of the wire), refusing any other. */
export function parsedOf<T>(schema: { parse: (value: unknown) => T }): ColumnReader<T> {
  return (row, column) => schema.parse(textOf(row, column));
}

/** The column a field of the wire is kept in: its camelCase words in snake_case (`balanceAfter`: balance_after). */
export function columnOf(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * The fields `readers` names, in its order, each read from its own column (`columnOf`) by its
 * reader: `fieldsOf(row, { orderNo: textOf })` is `{ orderNo: textOf(row, 'order_no') }`.
 */
export function fieldsOf<R extends Record<string, ColumnReader<unknown>>>(row: Row, readers: R): { [F in keyof R]: ReturnType<R[F]> } {
  const fields: Record<string, unknown> = {};
  for (const [field, read] of Object.entries(readers)) fields[field] = read(row, columnOf(field));
  return fields as { [F in keyof R]: ReturnType<R[F]> };
}

/** `changes` of a run() result as a number (node:sqlite may answer a bigint). */
export function changesOf(result: { changes: number | bigint }): number {
  return Number(result.changes);
}

/** `lastInsertRowid` of a run() result as a number. */
export function insertedIdOf(result: { lastInsertRowid: number | bigint }): number {
  return Number(result.lastInsertRowid);
}
