import type { DatabaseSync } from 'node:sqlite';
import { designPackages } from '../../../src/content/design-service/packages.ts';
import type { Migration } from '../migration.ts';
import { inTransaction } from '../transaction.ts';
import { rewriteTableDefinition } from '../table-definition.ts';

/**
 * Tables of the design service, in the conventions of 001-accounts.ts: times are INTEGER
 * milliseconds since the epoch, money integer fen. A package order is a row of `orders` (kind
 * 'package', package_id set); design requests made with it live in design_orders.
 */
const designSchema = `
-- The packages on sale, mirrored from src/content/design-service/packages.ts (ids are the file's).
-- A package taken out of the file stays for the orders that bought it, off sale.
CREATE TABLE IF NOT EXISTS design_packages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price > 0),
  summary TEXT NOT NULL,
  scope TEXT NOT NULL CHECK (json_valid(scope) AND json_type(scope) = 'array'),
  requests INTEGER NOT NULL CHECK (requests > 0),
  revisions INTEGER NOT NULL CHECK (revisions >= 0),
  delivery_days INTEGER NOT NULL CHECK (delivery_days > 0),
  recommended INTEGER NOT NULL CHECK (recommended IN (0, 1)),
  on_sale INTEGER NOT NULL DEFAULT 1 CHECK (on_sale IN (0, 1))
);

-- Design requests (设计需求), each made with a paid package order. revisions is the package's
-- allowance when the request was made; the idempotency key makes a retried submission answer
-- the request the first one created.
CREATE TABLE IF NOT EXISTS design_orders (
  id INTEGER PRIMARY KEY,
  request_no TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  package_order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  brief TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('待接单', '设计中', '待确认', '已完成')),
  revisions INTEGER NOT NULL CHECK (revisions >= 0),
  revisions_used INTEGER NOT NULL DEFAULT 0 CHECK (revisions_used >= 0 AND revisions_used <= revisions),
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (customer_id, idempotency_key)
);
CREATE INDEX IF NOT EXISTS design_orders_customer_time ON design_orders(customer_id, created_at, id);
CREATE INDEX IF NOT EXISTS design_orders_package ON design_orders(package_order_id);

-- The customer's reference files of a request (design files of the shop).
CREATE TABLE IF NOT EXISTS design_order_files (
  design_order_id INTEGER NOT NULL REFERENCES design_orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file_id INTEGER NOT NULL REFERENCES design_files(id),
  PRIMARY KEY (design_order_id, position)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS design_order_files_file ON design_order_files(file_id);

-- What the designers delivered: version 1 first, each revision adds the next.
CREATE TABLE IF NOT EXISTS design_deliveries (
  id INTEGER PRIMARY KEY,
  design_order_id INTEGER NOT NULL REFERENCES design_orders(id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version > 0),
  note TEXT NOT NULL,
  at INTEGER NOT NULL,
  UNIQUE (design_order_id, version)
);

CREATE TABLE IF NOT EXISTS design_delivery_files (
  delivery_id INTEGER NOT NULL REFERENCES design_deliveries(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file_id INTEGER NOT NULL REFERENCES design_files(id),
  PRIMARY KEY (delivery_id, position)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS design_delivery_files_file ON design_delivery_files(file_id);

-- The timeline of a request: every status it entered, with what happened, oldest first.
CREATE TABLE IF NOT EXISTS design_order_events (
  id INTEGER PRIMARY KEY,
  design_order_id INTEGER NOT NULL REFERENCES design_orders(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  note TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS design_order_events_order ON design_order_events(design_order_id, at, id);
`;

/** The design tables that rows of orders and design_files depend on, children first (for deleteAllRows). */
export const designTablesInDeleteOrder = ['design_delivery_files', 'design_deliveries', 'design_order_files', 'design_order_events', 'design_orders'] as const;

const twoKinds = "kind IN ('customized', 'consumable')";
const threeKinds = "kind IN ('customized', 'consumable', 'package')";

/** Data files from before the design service have orders whose CHECK refuses kind 'package': it is widened in place. */
function allowPackageOrders(db: DatabaseSync): void {
  rewriteTableDefinition(db, 'orders', twoKinds, threeKinds);
}

/** Writes the packages of the content file into design_packages (and takes others off sale). */
export function syncDesignPackages(db: DatabaseSync): void {
  inTransaction(db, () => {
    const upsert = db.prepare(
      `INSERT INTO design_packages (id, name, price, summary, scope, requests, revisions, delivery_days, recommended, on_sale)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, price = excluded.price, summary = excluded.summary, scope = excluded.scope,
         requests = excluded.requests, revisions = excluded.revisions, delivery_days = excluded.delivery_days,
         recommended = excluded.recommended, on_sale = 1`,
    );
    for (const p of designPackages) {
      upsert.run(p.id, p.name, p.price, p.summary, JSON.stringify(p.scope), p.requests, p.revisions, p.deliveryDays, p.recommended ? 1 : 0);
    }
    const ids = designPackages.map((p) => p.id);
    db.prepare(`UPDATE design_packages SET on_sale = 0 WHERE id NOT IN (${ids.map(() => '?').join(', ')})`).run(...ids);
  });
}

/** The design tables, and orders that may be package orders. */
export const migration: Migration = {
  version: 4,
  name: 'design',
  up(db) {
    db.exec(designSchema);
    allowPackageOrders(db);
  },
};
