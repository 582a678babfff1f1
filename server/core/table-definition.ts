import type { DatabaseSync } from 'node:sqlite';
import { textOf } from './rows.ts';
import { inTransaction } from './transaction.ts';

/**
 * Changes what SQLite cannot alter in an existing table (a CHECK constraint, AUTOINCREMENT) by
 * replacing `from` with `to` in its definition: the table is rebuilt under the new definition
 * (SQLite's documented way: foreign keys off, copy, drop, rename); every row and id stays, and the
 * tables referring to it keep referring to it by name. A table already changed is left alone.
 */
export function rewriteTableDefinition(db: DatabaseSync, table: string, from: string, to: string): void {
  const found = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
  if (found === undefined) throw new Error(`${table} table missing`);
  const sql = textOf(found, 'sql');
  if (sql.includes(to)) return;
  if (!sql.includes(from)) throw new Error(`${table}: unexpected constraint, cannot rewrite it`);
  const temporary = `${table}_rebuilt`;
  const rebuilt = sql.replace(from, to).replace(new RegExp(`^CREATE TABLE\\s+(?:"${table}"|${table})`), `CREATE TABLE ${temporary}`);
  if (!rebuilt.startsWith(`CREATE TABLE ${temporary}`)) throw new Error(`${table}: unexpected table definition`);
  const indexes = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").all(table).map((row) => textOf(row, 'sql'));
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    inTransaction(db, () => {
      // Whatever the file held before stays its own business; the rebuild must not add to it.
      const brokenBefore = db.prepare('PRAGMA foreign_key_check').all().length;
      db.exec(rebuilt);
      db.exec(`INSERT INTO ${temporary} SELECT * FROM ${table}`);
      db.exec(`DROP TABLE ${table}`);
      db.exec(`ALTER TABLE ${temporary} RENAME TO ${table}`);
      for (const index of indexes) db.exec(index);
      const broken = db.prepare('PRAGMA foreign_key_check').all().length - brokenBefore;
      if (broken > 0) throw new Error(`${table} rebuild broke ${broken} foreign keys`);
    });
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
}

