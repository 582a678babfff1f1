import type { Migration } from './migration.ts';

/** A schema step that only creates: `sql` (its tables and indexes) run as it stands. */
export function schemaStep(version: number, name: string, sql: string): Migration {
  return { version, name, up: (db) => db.exec(sql) };
}
