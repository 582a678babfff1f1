import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { TokenResponse } from '../../src/wire/platform.ts';
import { createApp } from '../app.ts';
import { openDatabase } from './db.ts';
import { schemaVersion } from './migrate.ts';
import { intOf, textOf } from './rows.ts';

/**
 * A data file written by the server before its schema steps were numbered (commit a1b459d:
 * `openDatabase` then the demo seed, at 2026-11-20T08:00Z), and the schema that code created,
 * as SQLite recorded it. Both were made by running that code, not by hand.
 */
const fixtures = join(import.meta.dirname, 'fixtures');
const before = gunzipSync(readFileSync(join(fixtures, 'shop-before-numbered-steps.sqlite.gz')));
const beforeSchema = readFileSync(join(fixtures, 'schema-before-numbered-steps.sql'), 'utf8');

const folder = mkdtempSync(join(tmpdir(), 'shop-migrate-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function copyOfBefore(name: string): string {
  const path = join(folder, name);
  writeFileSync(path, before);
  return path;
}

const schemaOf = (db: DatabaseSync) =>
  db
    .prepare("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")
    .all()
    .map((row) => `${textOf(row, 'sql')};`)
    .join('\n');

function rowCounts(db: DatabaseSync): Record<string, number> {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all().map((row) => textOf(row, 'name'));
  return Object.fromEntries(tables.map((table) => [table, intOf(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() ?? { n: -1 }, 'n')]));
}

const versionOf = (db: DatabaseSync) => intOf(db.prepare('PRAGMA user_version').get() ?? { user_version: -1 }, 'user_version');

describe('a data file made before the schema steps were numbered', () => {
  it('is the schema that code created, at version 0', () => {
    const db = new DatabaseSync(copyOfBefore('as-made.sqlite'));
    expect(versionOf(db)).toBe(0);
    expect(schemaOf(db)).toBe(beforeSchema.trimEnd());
    db.close();
  });

  it('upgrades in place: every row stays, the schema is the one a new file gets, and the version is recorded', () => {
    const path = copyOfBefore('upgraded.sqlite');
    const old = new DatabaseSync(path);
    const counts = rowCounts(old);
    old.close();
    expect(counts['orders']).toBeGreaterThan(100);

    const db = openDatabase(path);
    expect(versionOf(db)).toBe(schemaVersion);
    // Every table the file held keeps its rows; the tables of later steps are there, empty.
    const upgraded = rowCounts(db);
    expect(Object.fromEntries(Object.keys(counts).map((table) => [table, upgraded[table]]))).toEqual(counts);
    expect(Object.entries(upgraded).filter(([table, n]) => !(table in counts) && n !== 0)).toEqual([]);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    const fresh = openDatabase(':memory:');
    expect(schemaOf(db)).toBe(schemaOf(fresh));
    fresh.close();
    db.close();

    // Opening it again changes nothing.
    const again = openDatabase(path);
    expect(versionOf(again)).toBe(schemaVersion);
    expect(rowCounts(again)).toEqual(upgraded);
    again.close();
  });

  it('serves its customers after the upgrade: the demo login and its orders', async () => {
    const db = openDatabase(copyOfBefore('served.sqlite'));
    const app = createApp(db, { uploadDir: join(folder, 'uploads'), checkAnswers: true });
    const login = await app.request('/api/shop-platform/sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Demo1234' }),
    });
    expect(login.status).toBe(201);
    const { token } = TokenResponse.parse(await login.json());
    const orders = await app.request('/api/shop-order?size=5', { headers: { Authorization: `Bearer ${token}` } });
    expect(orders.status).toBe(200);
    expect(await orders.json()).toMatchObject({ total: expect.any(Number) });
    db.close();
  });
});

describe('a data file of a newer schema', () => {
  it('is refused rather than read with steps it does not know', () => {
    const path = join(folder, 'newer.sqlite');
    const newer = new DatabaseSync(path);
    newer.exec(`PRAGMA user_version = ${schemaVersion + 1}`);
    newer.close();
    expect(() => openDatabase(path)).toThrow(/newer than this server/);
  });
});
