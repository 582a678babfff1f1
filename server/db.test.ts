import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';

const folder = mkdtempSync(join(tmpdir(), 'shop-db-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

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
});
