import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { seedIfEmpty } from '../seed.ts';
import { seedPassword } from '../users/seed.ts';
import { seededAt, testPasswordCost } from '../test-support.ts';
import { pidFileOf, RestoreError, restoreDatabase, restoreMessages } from '../restore.ts';
import { backupDatabase, backupName, listBackups, scheduleBackups } from './backup.ts';
import { backupSettings, minFreeDiskBytes } from './config.ts';
import { Heartbeat } from './heartbeat.ts';
import { Writable } from 'node:stream';
import { openDatabase } from './db.ts';
import { createLogger } from './log.ts';
import { schemaVersion } from './migrate.ts';
import { intOf } from './rows.ts';
import { UploadFolder } from './upload-folder.ts';

const scratch = mkdtempSync(join(tmpdir(), 'shop-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const folder = (name: string) => {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

/** A seeded database file (WAL, as the server opens it) behind the real app. */
async function fileServer(name: string) {
  const dir = folder(name);
  const dbPath = join(dir, 'shop.sqlite');
  const db = openDatabase(dbPath);
  const uploadDir = join(dir, 'uploads');
  await seedIfEmpty(db, { now: seededAt, passwordCost: testPasswordCost, uploads: new UploadFolder(uploadDir) });
  const app = createApp(db, { now: () => seededAt, passwordCost: testPasswordCost, uploadDir, logger: createLogger({ level: 'silent' }) });
  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    const headers = new Headers();
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { dir, dbPath, db, call };
}

const count = (db: DatabaseSync, sql: string) => intOf(db.prepare(sql).get() ?? { n: -1 }, 'n');

/** balance − Σ ledger per customer: a payment that wrote one without the other moves it. */
const ledgerOffsets = (db: DatabaseSync) =>
  db.prepare('SELECT c.id, c.balance - COALESCE((SELECT SUM(amount) FROM amount_flows f WHERE f.customer_id = c.id), 0) AS offset FROM customers c ORDER BY c.id').all();

const address = { name: '王五', phone: '13700137000', region: '上海市 浦东新区', detail: '张江路 1 号' };

describe('online backups and restore', () => {
  it('backs up while orders are being placed and paid, and restores a whole, consistent database', async () => {
    const server = await fileServer('live');
    const { db } = server;
    // Customers who can pay a ¥69 spool from their balance, logged in through the API.
    const payers = db.prepare("SELECT username FROM customers WHERE balance >= 20000 AND username NOT LIKE 'e2e-%' ORDER BY id").all().map((row) => String(row['username']));
    expect(payers.length).toBeGreaterThanOrEqual(2);
    const tokens: string[] = [];
    for (const username of payers) tokens.push(String((await server.call('POST', '/api/shop-platform/sessions', null, { username, password: seedPassword })).body['token']));

    const lastOrderBefore = count(db, 'SELECT MAX(id) AS n FROM orders');
    const stockBefore = count(db, 'SELECT stock AS n FROM consumables WHERE id = 9');
    const offsetsBefore = ledgerOffsets(db);

    let done = false;
    let placed = 0;
    let paidCount = 0;
    const writer = (async () => {
      for (let i = 0; !done; i += 1) {
        const token = tokens[i % tokens.length] ?? '';
        const cart = { items: [{ consumableId: 9, quantity: 1 }], couponId: null };
        const quote = await server.call('POST', '/api/shop-consumable-order/price', token, cart);
        const created = await server.call('POST', '/api/shop-order/consumable', token, { ...cart, address, remarks: '', expectedPayable: quote.body['payable'], idempotencyKey: `backup-test-${String(i).padStart(6, '0')}` });
        if (created.status !== 201) break;
        placed += 1;
        const paid = await server.call('POST', `/api/shop-payment/${String(created.body['orderNo'])}/balance`, token);
        if (paid.status === 200) paidCount += 1;
      }
    })();
    // A page per step, so the copy takes many turns of the event loop with orders written between them.
    const made = await backupDatabase(db, folder('live-backups'), { keep: 3, now: new Date('2026-03-01T02:30:00Z'), pagesPerStep: 1 });
    const placedDuringBackup = placed;
    done = true;
    await writer;
    expect(placedDuringBackup).toBeGreaterThan(2);
    expect(paidCount).toBeGreaterThan(0);
    expect(made.name).toBe('shop-20260301-023000.sqlite');

    const restoredPath = join(folder('restored'), 'shop.sqlite');
    expect(restoreDatabase(made.path, restoredPath, { now: new Date() })).toEqual({ keptAs: null, schemaVersion });
    const copy = openDatabase(restoredPath);
    try {
      expect(copy.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
      expect(copy.prepare('PRAGMA user_version').get()).toEqual({ user_version: schemaVersion });
      expect(copy.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      // Some moment of the writing: the orders placed until the copy's last page, none half-written.
      const newOrders = count(copy, `SELECT COUNT(*) AS n FROM orders WHERE id > ${lastOrderBefore}`);
      expect(newOrders).toBeGreaterThan(0);
      expect(newOrders).toBeLessThanOrEqual(placed);
      expect(count(copy, 'SELECT COUNT(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)')).toBe(0);
      expect(count(copy, 'SELECT COUNT(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id)')).toBe(0);
      // Stock taken and orders holding it in step; every payment in the balance and the ledger both.
      const held = count(copy, `SELECT COALESCE(SUM(i.quantity), 0) AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.id > ${lastOrderBefore} AND i.consumable_id = 9`);
      expect(count(copy, 'SELECT stock AS n FROM consumables WHERE id = 9') + held).toBe(stockBefore);
      expect(ledgerOffsets(copy)).toEqual(offsetsBefore);
      const paidInCopy = count(copy, `SELECT COUNT(*) AS n FROM amount_flows WHERE type = 'payment' AND order_no IN (SELECT order_no FROM orders WHERE id > ${lastOrderBefore})`);
      expect(paidInCopy).toBe(count(copy, `SELECT COUNT(*) AS n FROM orders WHERE id > ${lastOrderBefore} AND paid_at IS NOT NULL`));
    } finally {
      copy.close();
      db.close();
    }
  });

  it('keeps only the newest N, names them by their UTC time and leaves no partial copy', async () => {
    const db = openDatabase(':memory:');
    db.exec("INSERT INTO processes (id, code, name, description, sort_order) VALUES (1, 'SLA', 'SLA', '', 1)");
    const dir = folder('rotation');
    writeFileSync(join(dir, 'notes.txt'), 'the operator\'s own file stays');
    const times = ['2026-03-01T00:00:00Z', '2026-03-01T06:00:00Z', '2026-03-01T12:00:00Z', '2026-03-01T18:00:00Z', '2026-03-02T00:00:00Z'];
    for (const at of times) await backupDatabase(db, dir, { keep: 3, now: new Date(at) });
    expect(listBackups(dir)).toEqual(['shop-20260302-000000.sqlite', 'shop-20260301-180000.sqlite', 'shop-20260301-120000.sqlite']);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'shop-20260301-120000.sqlite', 'shop-20260301-180000.sqlite', 'shop-20260302-000000.sqlite']);
    expect(backupName(new Date('2026-12-31T23:59:58Z'))).toBe('shop-20261231-235958.sqlite');
    const copy = new DatabaseSync(join(dir, 'shop-20260302-000000.sqlite'), { readOnly: true });
    expect(copy.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'delete' });
    expect(copy.prepare('SELECT code FROM processes').all()).toEqual([{ code: 'SLA' }]);
    copy.close();
    db.close();
  });

  it('restores over a data file, keeping the old one with its -wal, and refuses what is not a backup of this shop', async () => {
    const source = await fileServer('source');
    const made = await backupDatabase(source.db, folder('source-backups'), { keep: 2, now: new Date('2026-03-01T03:00:00Z') });
    source.db.close();

    const target = folder('target');
    const dbPath = join(target, 'shop.sqlite');
    const old = new DatabaseSync(dbPath);
    old.exec("PRAGMA journal_mode = WAL; CREATE TABLE marker (x TEXT); INSERT INTO marker VALUES ('before')");
    old.close();
    writeFileSync(`${dbPath}-shm`, 'stale');
    const restored = restoreDatabase(made.path, dbPath, { now: new Date('2026-03-05T08:09:10.123Z') });
    expect(restored.keptAs).toBe(`${dbPath}.before-restore-20260305T080910Z`);
    expect(existsSync(`${dbPath}-shm`)).toBe(false);
    const kept = new DatabaseSync(restored.keptAs ?? '', { readOnly: true });
    expect(kept.prepare('SELECT x FROM marker').all()).toEqual([{ x: 'before' }]);
    kept.close();
    const now = openDatabase(dbPath);
    expect(count(now, 'SELECT COUNT(*) AS n FROM customers')).toBeGreaterThan(0);
    now.close();

    const refuse = (path: string, message: string) => expect(() => restoreDatabase(path, join(folder('refused'), 'shop.sqlite'), { now: new Date() })).toThrow(new RestoreError(message));
    const text = join(scratch, 'not-a-database.sqlite');
    writeFileSync(text, 'just some text, long enough to have a header');
    refuse(text, '该文件不是 SQLite 数据库，无法还原');
    refuse(join(scratch, 'missing.sqlite'), restoreMessages.missing);
    const newer = join(scratch, 'newer.sqlite');
    const future = new DatabaseSync(newer);
    future.exec(`CREATE TABLE t (x); PRAGMA user_version = ${schemaVersion + 1}`);
    future.close();
    refuse(newer, `该备份的数据结构版本（${schemaVersion + 1}）比本版本服务器支持的（${schemaVersion}）更新，请使用更新版本的服务器还原`);
    const foreign = join(scratch, 'foreign.sqlite');
    const other = new DatabaseSync(foreign);
    other.exec('CREATE TABLE notes (x)');
    other.close();
    refuse(foreign, restoreMessages.notShop);
    expect(existsSync(join(scratch, 'refused', 'shop.sqlite'))).toBe(false);
  });

  it('refuses while a live server holds the data file (its pid file), and runs as npm run db:restore', async () => {
    const source = await fileServer('command');
    const made = await backupDatabase(source.db, folder('command-backups'), { keep: 1, now: new Date('2026-03-01T04:00:00Z') });
    source.db.close();
    const dbPath = join(folder('command-target'), 'shop.sqlite');
    // This test's own process stands for the server: it is alive (and not the command's).
    writeFileSync(pidFileOf(dbPath), `${process.pid}\n`);
    const command = (file: string) => spawnSync(process.execPath, ['server/restore.ts', file], { cwd: resolve(import.meta.dirname, '../..'), env: { ...process.env, DB_PATH: dbPath }, encoding: 'utf8' });
    const refused = command(made.path);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(restoreMessages.serverRunning(process.pid));
    rmSync(pidFileOf(dbPath));
    const done = command(made.path);
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain('已将备份还原为数据文件');
    const restored = openDatabase(dbPath);
    expect(count(restored, 'SELECT COUNT(*) AS n FROM orders')).toBeGreaterThan(0);
    restored.close();
    const text = join(scratch, 'not-a-database-either.sqlite');
    writeFileSync(text, 'SQLite format 2, or so it says');
    const notSqlite = command(text);
    expect([notSqlite.status, notSqlite.stderr.trim()]).toEqual([1, restoreMessages.notSqlite]);
  });

  it('runs on a schedule: a good copy beats the heartbeat, a failing one is logged and does not', async () => {
    const db = openDatabase(':memory:');
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ level: 'info', destination });
    const at = new Date('2026-03-01T05:00:00Z');
    const good = new Heartbeat(3_600_000, 2, at);
    const dir = join(scratch, 'scheduled');
    await scheduleBackups(db, { dir, everyMs: 3_600_000, keep: 2 }, { heartbeat: good, logger, now: () => at }).stop();
    expect(good.lastRunAt).toEqual(at);
    expect(listBackups(dir)).toEqual(['shop-20260301-050000.sqlite']);
    const blocker = join(scratch, 'blocker');
    writeFileSync(blocker, 'a file where the folder should be');
    const bad = new Heartbeat(3_600_000, 2, at);
    await scheduleBackups(db, { dir: join(blocker, 'backups'), everyMs: 3_600_000, keep: 2 }, { heartbeat: bad, logger, now: () => at }).stop();
    expect(bad.lastRunAt).toBeNull();
    expect(lines.map((line) => (JSON.parse(line) as { level: number; msg: string })).map((line) => [line.level, line.msg])).toEqual([
      [30, '数据库已备份：shop-20260301-050000.sqlite'],
      [50, '数据库备份失败'],
    ]);
    db.close();
  });

  it('reads its settings: off without SHOP_BACKUP_DIR or with an in-memory database, every 6 hours keeping 28 by default', () => {
    expect(backupSettings('/data/shop.sqlite', {})).toBeNull();
    expect(backupSettings(':memory:', { SHOP_BACKUP_DIR: '/backups' })).toBeNull();
    expect(backupSettings('/data/shop.sqlite', { SHOP_BACKUP_DIR: '/backups' })).toEqual({ dir: '/backups', everyMs: 6 * 3_600_000, keep: 28 });
    expect(backupSettings('/data/shop.sqlite', { SHOP_BACKUP_DIR: '/backups', SHOP_BACKUP_EVERY_HOURS: '0.5', SHOP_BACKUP_KEEP: '3' })).toEqual({ dir: '/backups', everyMs: 1_800_000, keep: 3 });
    expect(() => backupSettings('/data/shop.sqlite', { SHOP_BACKUP_DIR: '/backups', SHOP_BACKUP_KEEP: '2.5' })).toThrow('SHOP_BACKUP_KEEP must be a whole number');
    expect(() => backupSettings('/data/shop.sqlite', { SHOP_BACKUP_DIR: '/backups', SHOP_BACKUP_EVERY_HOURS: 'often' })).toThrow('SHOP_BACKUP_EVERY_HOURS must be a positive number');
    expect(minFreeDiskBytes({})).toBe(1024 * 1024 * 1024);
    expect(minFreeDiskBytes({ SHOP_MIN_FREE_DISK_MB: '200' })).toBe(200 * 1024 * 1024);
  });
});
