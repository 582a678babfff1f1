import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';
import { intOf, textOf } from './rows.ts';
import { reseed, seedIfEmpty } from './seed.ts';
import { seededAt, testPasswordCost } from './test-support.ts';

const options = { now: seededAt, passwordCost: testPasswordCost };
const countOf = (db: ReturnType<typeof openDatabase>, table: string) => {
  const row = db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get();
  return row === undefined ? 0 : intOf(row, 'n');
};

describe('seeding', () => {
  it('seeds an empty database once and leaves a seeded one alone', async () => {
    const db = openDatabase(':memory:');
    expect(await seedIfEmpty(db, options)).toBe(true);
    const customers = countOf(db, 'customers');
    expect(await seedIfEmpty(db, options)).toBe(false);
    expect(countOf(db, 'customers')).toBe(customers);
  });

  it('holds the catalogue: 7+ processes, 20+ materials, 3+ factories with their processes', async () => {
    const db = openDatabase(':memory:');
    await seedIfEmpty(db, options);
    expect(countOf(db, 'processes')).toBeGreaterThanOrEqual(7);
    expect(countOf(db, 'materials')).toBeGreaterThanOrEqual(20);
    expect(countOf(db, 'factories')).toBeGreaterThanOrEqual(3);
    const withoutProcesses = db
      .prepare('SELECT COUNT(*) AS n FROM factories f WHERE NOT EXISTS (SELECT 1 FROM factory_processes p WHERE p.factory_id = f.id)')
      .get();
    expect(withoutProcesses === undefined ? -1 : intOf(withoutProcesses, 'n')).toBe(0);
    const resin = db.prepare("SELECT colours, price_per_cm3, min_price FROM materials WHERE name = '白色树脂'").get();
    expect(resin === undefined ? null : JSON.parse(textOf(resin, 'colours'))).toEqual(['白色']);
    expect(resin === undefined ? 0 : intOf(resin, 'price_per_cm3')).toBe(80);
  });

  it('gives every customer a different salted hash of the demo password', async () => {
    const db = openDatabase(':memory:');
    await seedIfEmpty(db, options);
    const hashes = db.prepare('SELECT password_hash FROM customers').all().map((row) => textOf(row, 'password_hash'));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('reseeds to the same ids and rows', async () => {
    const db = openDatabase(':memory:');
    await seedIfEmpty(db, options);
    const snapshot = () => db.prepare('SELECT id, username FROM customers ORDER BY id').all();
    const before = snapshot();
    db.prepare("UPDATE customers SET nickname = 'x'").run();
    await reseed(db, options);
    expect(snapshot()).toEqual(before);
    expect(countOf(db, 'coupons')).toBeGreaterThan(10);
  });

  it('keeps the data in a file across openings', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-db-'));
    try {
      const path = join(dir, 'shop.sqlite');
      const first = openDatabase(path);
      await seedIfEmpty(first, options);
      first.close();
      const second = openDatabase(path);
      expect(await seedIfEmpty(second, options)).toBe(false);
      expect(countOf(second, 'customers')).toBe(4);
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
