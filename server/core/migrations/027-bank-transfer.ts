import type { Migration } from '../migration.ts';
import { hasColumn } from '../schema-step.ts';

/**
 * 对公转账: each factory's receiving account (户名, 开户行, 账号; a factory without one does not
 * offer bank transfer), the reference code an order gets when its customer chooses to transfer,
 * and every receipt the factory records from its bank statement (unique bank serial per factory),
 * kept whether or not it matched an order so the factory can look at the ones that did not.
 * orders.paid_via says which channel paid an order (payment_method stays balance/online).
 *
 * The step again on a file that has it (a copy set back to an earlier version, as core/db.test.ts
 * makes) changes nothing.
 */

export const migration: Migration = {
  version: 27,
  name: 'bank-transfer',
  up: (db) => {
    db.exec(`
CREATE TABLE IF NOT EXISTS factory_bank_accounts (
  factory_id INTEGER PRIMARY KEY REFERENCES factories(id) ON DELETE CASCADE,
  account_name TEXT NOT NULL,
  bank TEXT NOT NULL,
  account_number TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS bank_transfers (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  reference TEXT NOT NULL UNIQUE,
  chosen_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS bank_receipts (
  id INTEGER PRIMARY KEY,
  factory_id INTEGER NOT NULL REFERENCES factories(id) ON DELETE CASCADE,
  reference TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  payer_name TEXT NOT NULL,
  bank_serial TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  recorded_at INTEGER NOT NULL,
  recorded_by INTEGER REFERENCES staff(id) ON DELETE SET NULL,
  status TEXT NOT NULL CHECK (status IN ('matched', 'unmatched', 'resolved')),
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  reason TEXT,
  resolution TEXT,
  resolved_at INTEGER,
  UNIQUE (factory_id, bank_serial)
);
CREATE INDEX IF NOT EXISTS bank_receipts_status ON bank_receipts (factory_id, status, recorded_at);
`);
    if (!hasColumn(db, 'orders', 'paid_via')) db.exec("ALTER TABLE orders ADD COLUMN paid_via TEXT CHECK (paid_via IN ('mock', 'wechat', 'alipay', 'bank'))");
  },
};
