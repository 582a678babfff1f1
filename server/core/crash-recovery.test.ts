/**
 * The real server process on a database file, killed with SIGKILL in the middle of a burst of
 * consumable orders and balance payments, then started again on what the kill left: the
 * database must be intact and the money and stock must still add up.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startReferenceServer, type RunningServer } from '../../scripts/reference-server.ts';
import { intOf, textOf } from './rows.ts';

const work = mkdtempSync(join(tmpdir(), 'shop-crash-'));
const dbPath = join(work, 'shop.sqlite');
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** Customers with room in their balance for many small payments. */
const PAYERS = ['e2e-design', 'e2e-package', 'e2e-buy'] as const;
const address = { name: '李四', phone: '13900139000', region: '浙江省 杭州市 西湖区', detail: '文三路 90 号 2 幢 301' };

/** Starts the server on the test's database and remembers it, so a failed test leaves none running. */
async function startServer(port: number): Promise<RunningServer> {
  const running = await startReferenceServer(
    port,
    { DB_PATH: dbPath, UPLOAD_DIR: join(work, 'uploads'), SERVE_STATIC: '0', SHOP_SIMULATIONS: '0', NODE_ENV: 'test' },
    { stderr: 'pipe' },
  );
  children.add(running.child);
  running.child.once('exit', () => children.delete(running.child));
  return running;
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

/** What must hold in the data at any moment: read straight from the file. */
function snapshot() {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const integrity = db.prepare('PRAGMA integrity_check').all().map((row) => textOf(row, 'integrity_check'));
    // Stock is what can still be ordered; an order that is not cancelled holds the rest.
    const stockAndReserved = db
      .prepare(
        `SELECT c.id, c.stock + COALESCE((SELECT SUM(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
                                          WHERE i.consumable_id = c.id AND o.kind = 'consumable' AND o.status <> '已取消'), 0) AS total
           FROM consumables c ORDER BY c.id`,
      )
      .all()
      .map((row) => [intOf(row, 'id'), intOf(row, 'total')]);
    const wallets = PAYERS.map((username) => {
      const row = db
        .prepare('SELECT balance, (SELECT COALESCE(SUM(amount), 0) FROM amount_flows f WHERE f.customer_id = c.id) AS ledger FROM customers c WHERE username = ?')
        .get(username);
      return { username, balance: row === undefined ? -1 : intOf(row, 'balance'), ledger: row === undefined ? -2 : intOf(row, 'ledger') };
    });
    const maxOrderId = intOf(db.prepare('SELECT COALESCE(MAX(id), 0) AS n FROM orders').get() ?? {}, 'n');
    const maxFlowId = intOf(db.prepare('SELECT COALESCE(MAX(id), 0) AS n FROM amount_flows').get() ?? {}, 'n');
    return { db, integrity, stockAndReserved, wallets, maxOrderId, maxFlowId };
  } catch (error) {
    db.close();
    throw error;
  }
}

interface Burst {
  paid: string[];
  created: string[];
  /** Answers the running server should not have given (the kill itself shows as network errors). */
  problems: string[];
}

/** Orders and pays in parallel loops until the server stops answering. */
function burst(base: string, tokens: string[], onPaid: (count: number) => void): { result: Promise<Burst> } {
  const outcome: Burst = { paid: [], created: [], problems: [] };
  let sequence = 0;
  const call = async (path: string, token: string, json?: unknown) => {
    const init: RequestInit = { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } };
    if (json !== undefined) init.body = JSON.stringify(json);
    return fetch(`${base}${path}`, init);
  };
  const loop = async (token: string) => {
    for (;;) {
      const n = (sequence += 1);
      const items = [{ consumableId: 9, quantity: 1 + (n % 3) }, { consumableId: 1, quantity: 1 }];
      const quote = await call('/api/shop-consumable-order/price', token, { items, couponId: null });
      if (quote.status !== 200) throw new Error(`price ${quote.status}: ${await quote.text()}`);
      const { payable } = (await quote.json()) as { payable: number };
      const made = await call('/api/shop-order/consumable', token, { items, couponId: null, address, remarks: '', expectedPayable: payable, idempotencyKey: `crash-burst-${String(n).padStart(6, '0')}` });
      if (made.status !== 201) throw new Error(`order ${made.status}: ${await made.text()}`);
      const { orderNo } = (await made.json()) as { orderNo: string };
      outcome.created.push(orderNo);
      // Every fourth order stays unpaid: its stock stays reserved.
      if (n % 4 === 0) continue;
      const paid = await call(`/api/shop-payment/${orderNo}/balance`, token);
      if (paid.status === 200) {
        outcome.paid.push(orderNo);
        onPaid(outcome.paid.length);
      } else if (paid.status !== 409) throw new Error(`pay ${paid.status}: ${await paid.text()}`);
    }
  };
  // Two loops per customer: their payments also race each other on the same balance.
  // Each loop ends when the killed server stops answering: fetch then fails with a TypeError.
  const loops = tokens.flatMap((token) => [loop(token), loop(token)]).map((running) =>
    running.catch((error: unknown) => {
      if (!(error instanceof TypeError)) outcome.problems.push(String(error));
    }),
  );
  return { result: Promise.all(loops).then(() => outcome) };
}

describe('kill -9 during a burst of orders and payments', () => {
  it('restarts on an intact database where every paid order has its ledger row, balances equal the ledger and stock plus reserved is unchanged', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startServer(port);
    const before = snapshot();
    before.db.close();
    expect(before.integrity).toEqual(['ok']);
    for (const wallet of before.wallets) expect(wallet.balance, wallet.username).toBe(wallet.ledger);

    const tokens: string[] = [];
    for (const username of PAYERS) {
      const response = await fetch(`${base}/api/shop-platform/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: 'Demo1234' }) });
      expect(response.status, await response.clone().text()).toBe(201);
      tokens.push(((await response.json()) as { token: string }).token);
    }

    // The kill lands while payments are still arriving: after the 15th accepted one.
    let killed: Promise<void> | null = null;
    const { result } = burst(base, tokens, (count) => {
      if (count >= 15 && killed === null) killed = killHard(first.child);
    });
    const { paid, created, problems } = await result;
    await killed;
    expect(problems).toEqual([]);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(paid.length).toBeGreaterThanOrEqual(15);

    const second = await startServer(port);
    const after = snapshot();
    try {
      expect(after.integrity).toEqual(['ok']);
      expect(after.stockAndReserved).toEqual(before.stockAndReserved);
      for (const wallet of after.wallets) expect(wallet.balance, wallet.username).toBe(wallet.ledger);

      // Orders the kill interrupted either exist whole or not at all; the answered ones exist.
      const orders = after.db
        .prepare('SELECT o.order_no, o.payable, o.paid_at, o.payment_method, (SELECT COUNT(*) FROM order_items i WHERE i.order_id = o.id) AS lines FROM orders o WHERE o.id > ?')
        .all(before.maxOrderId);
      const stored = new Set(orders.map((row) => textOf(row, 'order_no')));
      for (const orderNo of created) expect(stored.has(orderNo), orderNo).toBe(true);
      for (const row of orders) expect(intOf(row, 'lines'), textOf(row, 'order_no')).toBe(2);

      const paidNow = orders.filter((row) => row.paid_at !== null);
      for (const orderNo of paid) expect(paidNow.some((row) => textOf(row, 'order_no') === orderNo), orderNo).toBe(true);
      for (const row of paidNow) {
        const orderNo = textOf(row, 'order_no');
        expect(textOf(row, 'payment_method')).toBe('balance');
        const lines = after.db.prepare("SELECT amount FROM amount_flows WHERE type = 'payment' AND order_no = ?").all(orderNo);
        expect(lines.map((line) => intOf(line, 'amount')), orderNo).toEqual([-intOf(row, 'payable')]);
      }
      // No line of the burst without its paid order.
      const strays = after.db
        .prepare("SELECT COUNT(*) AS n FROM amount_flows f WHERE f.id > ? AND NOT (f.type = 'payment' AND EXISTS (SELECT 1 FROM orders o WHERE o.order_no = f.order_no AND o.paid_at IS NOT NULL))")
        .get(before.maxFlowId);
      expect(intOf(strays ?? {}, 'n')).toBe(0);

      // The restarted server serves the same customers.
      const login = await fetch(`${base}/api/shop-platform/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: PAYERS[0], password: 'Demo1234' }) });
      expect(login.status).toBe(201);
    } finally {
      after.db.close();
      await killHard(second.child);
    }
  });
});
