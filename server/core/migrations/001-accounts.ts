import type { DatabaseSync } from 'node:sqlite';
import type { Migration } from '../migration.ts';

/**
 * Every table of the reference API. Times are INTEGER milliseconds since the epoch (UTC) so that
 * comparisons stay plain integer comparisons; routes turn them into ISO strings on the wire.
 * `IF NOT EXISTS` because data files made before migrations were numbered already hold these
 * tables (core/migrate.ts).
 */
const schema = `
CREATE TABLE IF NOT EXISTS shops (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  storage_size INTEGER NOT NULL DEFAULT 0 CHECK (storage_size >= 0),
  storage_quota INTEGER NOT NULL CHECK (storage_quota > 0)
);

CREATE TABLE IF NOT EXISTS processes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS materials (
  id INTEGER PRIMARY KEY,
  process_id INTEGER NOT NULL REFERENCES processes(id),
  name TEXT NOT NULL,
  colours TEXT NOT NULL CHECK (json_valid(colours) AND json_type(colours) = 'array'),
  price_per_cm3 INTEGER NOT NULL CHECK (price_per_cm3 > 0),
  min_price INTEGER NOT NULL CHECK (min_price >= 0),
  density REAL NOT NULL CHECK (density > 0),
  lead_days INTEGER NOT NULL CHECK (lead_days > 0)
);
CREATE INDEX IF NOT EXISTS materials_process ON materials(process_id);

CREATE TABLE IF NOT EXISTS factories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  city TEXT NOT NULL,
  intro TEXT NOT NULL,
  lead_min_days INTEGER NOT NULL CHECK (lead_min_days > 0),
  lead_max_days INTEGER NOT NULL CHECK (lead_max_days >= lead_min_days)
);

CREATE TABLE IF NOT EXISTS factory_processes (
  factory_id INTEGER NOT NULL REFERENCES factories(id) ON DELETE CASCADE,
  process_id INTEGER NOT NULL REFERENCES processes(id) ON DELETE CASCADE,
  PRIMARY KEY (factory_id, process_id)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops(id),
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  nickname TEXT NOT NULL,
  phone TEXT,
  email TEXT,
  avatar TEXT,
  balance INTEGER NOT NULL DEFAULT 0,
  growth INTEGER NOT NULL DEFAULT 0 CHECK (growth >= 0),
  using_factory_id INTEGER REFERENCES factories(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
);

-- The factories a customer may switch to (PUT users/me/usingFactory).
CREATE TABLE IF NOT EXISTS customer_factories (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  factory_id INTEGER NOT NULL REFERENCES factories(id) ON DELETE CASCADE,
  PRIMARY KEY (customer_id, factory_id)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS sessions (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- When the token was last seen (to the minute): a session unused for a while ends early.
  last_used_at INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sessions_customer ON sessions(customer_id);

-- Keyed by the lower-cased username, whether or not such a customer exists, so the limit
-- does not reveal which usernames are real.
CREATE TABLE IF NOT EXISTS login_throttle (
  username_key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  first_failure_at INTEGER NOT NULL,
  locked_until INTEGER
) WITHOUT ROWID;

-- Accounts of the simulated QQ; customer_id is the binding (one QQ per customer).
CREATE TABLE IF NOT EXISTS qq_accounts (
  openid TEXT PRIMARY KEY,
  nickname TEXT NOT NULL,
  customer_id INTEGER UNIQUE REFERENCES customers(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS oauth_states (
  state TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('login', 'binding')),
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE IF NOT EXISTS oauth_codes (
  code TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  openid TEXT NOT NULL REFERENCES qq_accounts(openid) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Coupon templates of a shop; per-customer state lives in customer_coupons.
CREATE TABLE IF NOT EXISTS coupons (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops(id),
  title TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('amount', 'percent')),
  value INTEGER NOT NULL CHECK (value > 0 AND (kind = 'amount' OR value < 100)),
  threshold INTEGER NOT NULL DEFAULT 0 CHECK (threshold >= 0),
  valid_from INTEGER NOT NULL,
  valid_to INTEGER NOT NULL CHECK (valid_to > valid_from),
  rules TEXT NOT NULL,
  stock INTEGER NOT NULL CHECK (stock >= 0),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  -- Where it may be used: 'customized' or 'consumable' orders (NULL: either), and on customised
  -- orders the processes of scope_processes (a JSON array of ids; empty: any process).
  scope_kind TEXT CHECK (scope_kind IN ('customized', 'consumable')),
  scope_processes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(scope_processes) AND json_type(scope_processes) = 'array')
);
CREATE INDEX IF NOT EXISTS coupons_shop ON coupons(shop_id);

CREATE TABLE IF NOT EXISTS customer_coupons (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  coupon_id INTEGER NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  claimed_at INTEGER NOT NULL,
  used_at INTEGER,
  order_no TEXT,
  UNIQUE (customer_id, coupon_id)
);
CREATE INDEX IF NOT EXISTS customer_coupons_coupon ON customer_coupons(coupon_id);

-- The balance ledger (余额流水): a customer's balance equals the sum of their amounts. Payments
-- take money out, every other type brings it in.
CREATE TABLE IF NOT EXISTS amount_flows (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('recharge', 'payment', 'refund', 'discount')),
  amount INTEGER NOT NULL CHECK (CASE type WHEN 'payment' THEN amount < 0 ELSE amount > 0 END),
  order_no TEXT,
  remark TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS amount_flows_customer_time ON amount_flows(customer_id, created_at, id);

-- Every change of a customer's growth value (成长值), which customers.growth always equals the
-- sum of. One-off rewards (QQ binding, complete profile) appear at most once per customer.
CREATE TABLE IF NOT EXISTS growth_events (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('payment', 'refund', 'qqBinding', 'profile')),
  delta INTEGER NOT NULL CHECK (CASE kind WHEN 'refund' THEN delta < 0 ELSE delta > 0 END),
  order_no TEXT,
  remark TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS growth_events_customer_time ON growth_events(customer_id, created_at, id);
CREATE UNIQUE INDEX IF NOT EXISTS growth_events_once ON growth_events(customer_id, kind) WHERE kind IN ('qqBinding', 'profile');
`;

/** Data files from before idle expiry: their sessions count as used when they were created. */
function addLastUsedColumn(db: DatabaseSync): void {
  if (db.prepare("SELECT 1 FROM pragma_table_info('sessions') WHERE name = 'last_used_at'").get() !== undefined) return;
  db.exec('ALTER TABLE sessions ADD COLUMN last_used_at INTEGER NOT NULL DEFAULT 0');
  db.exec('UPDATE sessions SET last_used_at = created_at');
}

/** Shops, customers and their sessions, the catalogue of processes, materials and factories, coupons and the ledgers. */
export const migration: Migration = {
  version: 1,
  name: 'accounts',
  up(db) {
    db.exec(schema);
    addLastUsedColumn(db);
  },
};
