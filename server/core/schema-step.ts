import type { DatabaseSync } from 'node:sqlite';
import type { Migration } from './migration.ts';
import { textOf } from './rows.ts';

/** A schema step that only creates: `sql` (its tables and indexes) run as it stands. */
export function schemaStep(version: number, name: string, sql: string): Migration {
  return { version, name, up: (db) => db.exec(sql) };
}

/** Whether `table` has `column`: a step that adds columns may run again over a file that has them. */
export const hasColumn = (db: DatabaseSync, table: string, column: string): boolean =>
  db.prepare(`PRAGMA table_info(${table})`).all().some((row) => textOf(row, 'name') === column);
