import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';

const folder = mkdtempSync(join(tmpdir(), 'shop-db-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A data file of an earlier release as far as design_files goes: a current one whose design_files
 * definition is rewritten by `older` (its schema step set to `version`, when given), holding a shop,
 * a customer and design files of the ids `fileIds` (a.stl, b.stl …). Answers its path and the open
 * connection, for the caller to look at it as it was and close it.
 */
function oldFilesDataFile(name: string, older: (sql: string) => string, fileIds: readonly number[], version?: number): { path: string; old: DatabaseSync } {
  const path = join(folder, name);
  openDatabase(path).close();
  const old = new DatabaseSync(path);
  old.exec('PRAGMA foreign_keys = OFF');
  const sql = String(old.prepare("SELECT sql FROM sqlite_master WHERE name = 'design_files'").get()?.['sql']);
  old.exec('DROP TABLE design_files');
  old.exec(older(sql));
  if (version !== undefined) old.exec(`PRAGMA user_version = ${version}`);
  old.exec(`INSERT INTO shops (id, name, storage_quota) VALUES (1, 's', 100);
    INSERT INTO customers (id, shop_id, username, password_hash, nickname, created_at) VALUES (1, 1, 'u', 'h', 'n', 0);`);
  const file = old.prepare("INSERT INTO design_files (id, shop_id, customer_id, name, size, format, warnings, sha256, stored_name, created_at) VALUES (?, 1, 1, ?, 1, 'stl', '[]', 'x', ?, 0)");
  fileIds.forEach((id, index) => file.run(id, `${String.fromCharCode(97 + index)}.stl`, `seed-${id}.stl`));
  return { path, old };
}

describe('an existing data file', () => {
  it('gets the sessions\' last use, taken from when each was created', () => {
    const path = join(folder, 'old-sessions.sqlite');
    const old = new DatabaseSync(path);
    old.exec(`CREATE TABLE sessions (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL, token_hash TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
      INSERT INTO sessions VALUES (1, 1, 'h', 1000, 2000);`);
    old.close();
    const db = openDatabase(path);
    expect(db.prepare('SELECT id, created_at, last_used_at FROM sessions').all()).toEqual([{ id: 1, created_at: 1000, last_used_at: 1000 }]);
    db.close();
  });

  it('lets design_files hold pictures and PDFs, keeping its rows and the orders that refer to them', () => {
    const { path, old } = oldFilesDataFile('old-files.sqlite', (sql) => sql.replace(", 'jpg', 'png', 'webp', 'pdf')", ')'), [7]);
    expect(() => old.exec("INSERT INTO design_files (shop_id, customer_id, name, size, format, warnings, sha256, stored_name, created_at) VALUES (1, 1, 'p.png', 1, 'png', '[]', 'x', 'p.png', 0)")).toThrow('CHECK');
    old.close();
    const db = openDatabase(path);
    db.exec("INSERT INTO design_files (shop_id, customer_id, name, size, format, warnings, sha256, stored_name, created_at) VALUES (1, 1, 'p.png', 1, 'png', '[]', 'x', 'p.png', 0)");
    expect(db.prepare('SELECT id, format FROM design_files ORDER BY id').all()).toEqual([
      { id: 7, format: 'stl' },
      { id: 8, format: 'png' },
    ]);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    db.close();
  });

  it('never gives a deleted design file\'s id to a later upload, keeping the ids it had', () => {
    // As a data file of schema step 17 was: design_files without AUTOINCREMENT.
    const { path, old } = oldFilesDataFile('old-file-ids.sqlite', (sql) => sql.replace('id INTEGER PRIMARY KEY AUTOINCREMENT,', 'id INTEGER PRIMARY KEY,'), [7, 9], 17);
    old.close();
    const db = openDatabase(path);
    expect(db.prepare('SELECT id, name FROM design_files ORDER BY id').all()).toEqual([
      { id: 7, name: 'a.stl' },
      { id: 9, name: 'b.stl' },
    ]);
    db.exec('DELETE FROM design_files WHERE id = 9');
    const upload = db.prepare("INSERT INTO design_files (shop_id, customer_id, name, size, format, warnings, sha256, stored_name, created_at) VALUES (1, 1, ?, 1, 'stl', '[]', 'x', ?, 0)");
    expect(upload.run('c.stl', 'c.stl').lastInsertRowid).toBe(10);
    db.exec('DELETE FROM design_files WHERE id = 10');
    expect(upload.run('d.stl', 'd.stl').lastInsertRowid).toBe(11);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    db.close();
  });
});
