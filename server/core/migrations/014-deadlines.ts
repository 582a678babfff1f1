import type { DatabaseSync } from 'node:sqlite';
import { AUTO_CONFIRM_MS, PAYMENT_HOLD_MS } from '../../../src/lib/orders/order-deadlines.ts';
import type { Migration } from '../migration.ts';
import { intOf, textOf } from '../rows.ts';

/**
 * Deadlines of orders and the prices the shop has promised.
 *
 * - orders.pay_by: until when an unpaid (待付款) order holds its stock and coupon; the shop
 *   cancels it then (cancel_reason 'timeout'). orders.confirm_by: when a shipped (已发货) order
 *   confirms its receipt by itself. Both are set when the order enters that status; the partial
 *   indexes let the sweep find what is due without reading every order.
 * - price_holds: a price the shop quoted a customer and keeps until valid_until, for the same
 *   parts in the same quantities with the same choices (`digest`): step 3's price until the end of
 *   the shop's day, a saved quotation's until its validUntil. `lines` are the lines as quoted.
 */
const deadlineSchema = `
ALTER TABLE orders ADD COLUMN pay_by INTEGER;
ALTER TABLE orders ADD COLUMN confirm_by INTEGER;
ALTER TABLE orders ADD COLUMN cancel_reason TEXT CHECK (cancel_reason IN ('timeout'));
CREATE INDEX orders_pay_by ON orders(pay_by) WHERE status = '待付款';
CREATE INDEX orders_confirm_by ON orders(confirm_by) WHERE status = '已发货';

CREATE TABLE price_holds (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  digest TEXT NOT NULL,
  material_id INTEGER NOT NULL,
  lines TEXT NOT NULL CHECK (json_valid(lines) AND json_type(lines) = 'array'),
  goods INTEGER NOT NULL CHECK (goods >= 0),
  source TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  valid_until INTEGER NOT NULL CHECK (valid_until > created_at),
  PRIMARY KEY (customer_id, digest)
) WITHOUT ROWID;
CREATE INDEX price_holds_expiry ON price_holds(valid_until);
`;

/**
 * How the orders table of data files written before this step notes two of its columns; a new
 * file says the same without the notes to the tracker. The stored text is rewritten in place by
 * SQLite's documented procedure for changes that leave the file's content as it is (writable
 * schema, then a new schema version), so every data file records the same schema as a new one
 * without rebuilding the table. Node turns SQLite's defensive flag on from 24.12, which forbids
 * this: it is off for the one statement.
 */
const oldColumnNotes = `  -- Set once paid, by either method (issue 5).
  paid_at INTEGER,
  payment_method TEXT CHECK (payment_method IN ('balance', 'online')),
  -- Package orders: the design package bought (issue 6).`;
const columnNotes = `  -- Set once paid, from the balance or online.
  paid_at INTEGER,
  payment_method TEXT CHECK (payment_method IN ('balance', 'online')),
  -- Package orders: the design package bought.`;

function rewriteColumnNotes(db: DatabaseSync): void {
  const found = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'orders'").get();
  if (found === undefined || !textOf(found, 'sql').includes(oldColumnNotes)) return;
  const version = intOf(db.prepare('PRAGMA schema_version').get() ?? {}, 'schema_version');
  const canToggle = typeof db.enableDefensive === 'function';
  if (canToggle) db.enableDefensive(false);
  try {
    db.exec('PRAGMA writable_schema = ON');
    db.prepare("UPDATE sqlite_master SET sql = replace(sql, ?, ?) WHERE type = 'table' AND name = 'orders'").run(oldColumnNotes, columnNotes);
    db.exec(`PRAGMA schema_version = ${version + 1}`);
  } finally {
    db.exec('PRAGMA writable_schema = OFF');
    if (canToggle) db.enableDefensive(true);
  }
  const problems = db.prepare('PRAGMA quick_check').all().map((row) => textOf(row, 'quick_check'));
  if (problems.join() !== 'ok') throw new Error(`orders: rewriting its column notes left ${problems.join('; ')}`);
}

/**
 * Orders already waiting when this step runs were placed before any deadline was stated: rather
 * than being cancelled or completed at the first sweep, each unpaid one gets a day (the longest
 * hold of any kind) and each shipped one its full days to the automatic receipt, from now.
 */
function startWaitingClocks(db: DatabaseSync, at: number): void {
  db.prepare("UPDATE orders SET pay_by = ? WHERE status = '待付款' AND pay_by IS NULL").run(at + Math.max(...Object.values(PAYMENT_HOLD_MS)));
  db.prepare("UPDATE orders SET confirm_by = ? WHERE status = '已发货' AND confirm_by IS NULL").run(at + AUTO_CONFIRM_MS);
}

export const migration: Migration = {
  version: 14,
  name: 'order deadlines and price holds',
  up(db) {
    rewriteColumnNotes(db);
    db.exec(deadlineSchema);
    startWaitingClocks(db, Date.now());
  },
};
