import type { Migration } from '../migration.ts';
import { hasColumn } from '../schema-step.ts';

/**
 * Online payments through a real provider (WeChat Pay, Alipay) beside the simulated gateway.
 *
 * - payments (and recharge_payments, a top-up's attempts, alike): `provider` says whose attempt it is ('mock' for the simulated gateway, all of the
 *   earlier rows); `channel` how the customer pays there (native QR, h5, page, wap); `amount` what
 *   the attempt asked for in fen (a provider's notice must say exactly this); `gateway_url` where a
 *   redirecting channel sends the browser (through our own /go/ hop, never straight from the
 *   client); `provider_trade_no` and `paid_amount` what the provider answered once paid;
 *   `checked_at` when we last asked the provider (queries are throttled).
 *   The id stays the attempt's number at the provider too (商户订单号, 24 url-safe characters).
 * - payment_refunds: money going back through the provider that took it, for a payment that
 *   arrived after its order was cancelled (or its top-up was paid by another attempt), or a
 *   factory's refund of a paid order. `out_refund_no`
 *   is unique, so a refund is asked for once however often it is retried; `status` moves pending →
 *   processing → done (or failed, kept for the factory to see).
 * - payment_notices: every callback received, applied or not, so a replay, a forged or a
 *   mismatching notice leaves a trace and changes nothing.
 */
const tables = `
CREATE INDEX IF NOT EXISTS payments_open ON payments(created_at) WHERE status = 'pending' AND provider <> 'mock';
CREATE INDEX IF NOT EXISTS recharge_payments_open ON recharge_payments(created_at) WHERE status = 'pending' AND provider <> 'mock';

CREATE TABLE IF NOT EXISTS payment_refunds (
  id INTEGER PRIMARY KEY,
  -- The attempt that took the money: a row of payments (an order) or of recharge_payments (a top-up).
  payment_id TEXT NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('wechat', 'alipay')),
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  order_id INTEGER REFERENCES orders(id) ON DELETE CASCADE,
  recharge_id INTEGER REFERENCES recharges(id) ON DELETE CASCADE,
  out_refund_no TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- What the payment took (the provider wants it with every refund).
  total INTEGER NOT NULL CHECK (total >= amount),
  reason TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'done', 'failed')),
  provider_refund_no TEXT,
  message TEXT NOT NULL DEFAULT '',
  tries INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  settled_at INTEGER,
  CHECK ((order_id IS NULL) <> (recharge_id IS NULL))
);
CREATE INDEX IF NOT EXISTS payment_refunds_open ON payment_refunds(created_at) WHERE status IN ('pending', 'processing');
CREATE INDEX IF NOT EXISTS payment_refunds_order ON payment_refunds(order_id);

CREATE TABLE IF NOT EXISTS payment_notices (
  id INTEGER PRIMARY KEY,
  provider TEXT NOT NULL CHECK (provider IN ('wechat', 'alipay')),
  payment_id TEXT,
  outcome TEXT NOT NULL CHECK (outcome IN ('applied', 'duplicate', 'late', 'rejected', 'mismatch', 'ignored')),
  detail TEXT NOT NULL DEFAULT '',
  received_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS payment_notices_time ON payment_notices(received_at);
`;

/** The attempts' new columns, each added unless the file has it (a step may run again over a file that has it). */
const paymentColumns: ReadonlyArray<readonly [string, string]> = [
  ['provider', "provider TEXT NOT NULL DEFAULT 'mock' CHECK (provider IN ('mock', 'wechat', 'alipay'))"],
  ['channel', "channel TEXT CHECK (channel IN ('native', 'h5', 'page', 'wap'))"],
  ['amount', "amount INTEGER CHECK (amount > 0)"],
  ['gateway_url', "gateway_url TEXT"],
  ['provider_trade_no', "provider_trade_no TEXT"],
  ['paid_amount', "paid_amount INTEGER"],
  ['checked_at', "checked_at INTEGER"],
];


export const migration: Migration = {
  version: 26,
  name: 'online payments',
  up: (db) => {
    for (const table of ['payments', 'recharge_payments']) {
      for (const [name, definition] of paymentColumns) if (!hasColumn(db, table, name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${definition}`);
    }
    db.exec(tables);
  },
};
