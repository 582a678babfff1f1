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

/** `changes` of a run() result as a number (node:sqlite may answer a bigint). */
export function changesOf(result: { changes: number | bigint }): number {
  return Number(result.changes);
}

/** `lastInsertRowid` of a run() result as a number. */
export function insertedIdOf(result: { lastInsertRowid: number | bigint }): number {
  return Number(result.lastInsertRowid);
}
