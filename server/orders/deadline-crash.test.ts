/**
 * The deadline sweep in a real process on a data file, killed with SIGKILL after it moved a few
 * of the orders due: what it did stays whole, nothing else changed, and the next sweep finishes
 * the work with stock, coupons and the timeline all adding up.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { PAYMENT_HOLD_MS } from '../../src/lib/orders/order-deadlines.ts';
import { openDatabase } from '../core/db.ts';
import { intOf, textOf } from '../core/rows.ts';
import { UploadFolder } from '../core/upload-folder.ts';
import { seedIfEmpty } from '../seed.ts';
import { seededAt, testPasswordCost } from '../test-support.ts';
import { deadlineNotes, sweepDeadlines } from './deadlines.ts';

const work = mkdtempSync(join(tmpdir(), 'shop-sweep-crash-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const dbPath = join(work, 'shop.sqlite');

/** Every unpaid order of the seed is due a day and an hour after the seeding. */
const at = seededAt.getTime() + PAYMENT_HOLD_MS.customized + 60 * 60 * 1000;

function sweepAndKill(killAfter: number): Promise<NodeJS.Signals | number | null> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'deadline-sweep-process.ts'), dbPath, String(at), String(killAfter)], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code, signal) => (signal === null && code !== 3 ? fail(new Error(`sweep process exited ${code}: ${errors}`)) : done(signal ?? code)));
  });
}

/** What must hold at any moment, read straight from the file. */
function state(db: DatabaseSync) {
  const integrity = db.prepare('PRAGMA integrity_check').all().map((row) => textOf(row, 'integrity_check'));
  // Stock is what can still be ordered; every order that is not cancelled holds the rest.
  const stockAndHeld = db
    .prepare(
      `SELECT c.id, c.stock + COALESCE((SELECT SUM(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
                                        WHERE i.consumable_id = c.id AND o.status <> '已取消'), 0) AS total
         FROM consumables c ORDER BY c.id`,
    )
    .all()
    .map((row) => [intOf(row, 'id'), intOf(row, 'total')]);
  // A coupon is in use exactly while the order naming it is not cancelled before payment.
  const couponsAstray = intOf(
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM customer_coupons cc JOIN orders o ON o.order_no = cc.order_no
         WHERE o.status = '已取消' AND o.paid_at IS NULL`,
      )
      .get() ?? {},
    'n',
  );
  const timedOut = intOf(db.prepare("SELECT COUNT(*) AS n FROM orders WHERE cancel_reason = 'timeout'").get() ?? {}, 'n');
  const timeoutEvents = intOf(db.prepare('SELECT COUNT(*) AS n FROM order_events WHERE note LIKE ?').get(`${deadlineNotes.timedOut}%`) ?? {}, 'n');
  const waiting = intOf(db.prepare("SELECT COUNT(*) AS n FROM orders WHERE status = '待付款' AND pay_by <= ?").get(at) ?? {}, 'n');
  const money = intOf(db.prepare('SELECT (SELECT SUM(balance) FROM customers) + (SELECT COUNT(*) FROM amount_flows) AS n').get() ?? {}, 'n');
  return { integrity, stockAndHeld, couponsAstray, timedOut, timeoutEvents, waiting, money };
}

describe('a sweep killed with SIGKILL half way', () => {
  it('loses nothing, and the next sweep finishes the work', async () => {
    const seeding = openDatabase(dbPath);
    await seedIfEmpty(seeding, { now: seededAt, passwordCost: testPasswordCost, uploads: new UploadFolder(join(work, 'uploads')) });
    const before = state(seeding);
    seeding.close();
    expect(before.waiting).toBeGreaterThan(6);
    expect(before.timedOut).toBe(0);

    expect(await sweepAndKill(3)).toBe('SIGKILL');

    const db = openDatabase(dbPath);
    const killed = state(db);
    expect(killed.integrity).toEqual(['ok']);
    expect(killed.timedOut).toBe(3);
    expect(killed.timeoutEvents).toBe(3);
    expect(killed.waiting).toBe(before.waiting - 3);
    expect(killed.stockAndHeld).toEqual(before.stockAndHeld);
    expect(killed.couponsAstray).toBe(0);
    expect(killed.money).toBe(before.money);

    expect(sweepDeadlines(db, at).cancelled).toBe(before.waiting - 3);
    const finished = state(db);
    expect(finished).toMatchObject({ integrity: ['ok'], timedOut: before.waiting, timeoutEvents: before.waiting, waiting: 0, couponsAstray: 0, money: before.money });
    expect(finished.stockAndHeld).toEqual(before.stockAndHeld);
    expect(sweepDeadlines(db, at)).toMatchObject({ cancelled: 0, confirmed: 0 });
    db.close();
  });
});
