import type { DatabaseSync } from 'node:sqlite';
import type { Migration } from '../migration.ts';
import { rewriteTableDefinition } from '../table-definition.ts';

/**
 * Tables of uploaded design files and of orders, in the conventions of 001-accounts.ts: times are
 * INTEGER milliseconds since the epoch, money integer fen.
 */
const orderSchema = `
-- Uploaded design files. The bytes live in the upload folder under stored_name; the shop's
-- storage_size counts their sizes. draft_id is the client's id of the quotation or
-- professional-order draft the file was uploaded to (null for a drawing revision of an order).
CREATE TABLE IF NOT EXISTS design_files (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  draft_id TEXT,
  name TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  format TEXT NOT NULL CHECK (format IN ('stl', 'obj', '3mf', 'step', 'iges', 'zip', 'jpg', 'png', 'webp', 'pdf')),
  geometry TEXT CHECK (geometry IS NULL OR json_valid(geometry)),
  warnings TEXT NOT NULL CHECK (json_valid(warnings) AND json_type(warnings) = 'array'),
  sha256 TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS design_files_draft ON design_files(customer_id, draft_id);
CREATE INDEX IF NOT EXISTS design_files_shop ON design_files(shop_id);

-- Orders of every kind: customised ones (from a quotation or a professional order),
-- consumable ones and design packages (package_id set). Money is fen; address is
-- the Address wire shape as JSON. The idempotency
-- key makes a retried or double-clicked submission answer the order the first one created.
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  shop_id INTEGER NOT NULL REFERENCES shops(id),
  factory_id INTEGER REFERENCES factories(id) ON DELETE SET NULL,
  kind TEXT NOT NULL CHECK (kind IN ('customized', 'consumable', 'package')),
  source TEXT CHECK (source IN ('quotation', 'professional')),
  status TEXT NOT NULL CHECK (status IN ('待报价', '待付款', '生产中', '已发货', '已完成', '已取消', '待发货')),
  material_id INTEGER REFERENCES materials(id),
  goods INTEGER NOT NULL CHECK (goods >= 0),
  discount INTEGER NOT NULL CHECK (discount >= 0 AND discount <= goods),
  shipping INTEGER NOT NULL CHECK (shipping >= 0),
  -- discount is every discount (the coupon's and the member level's); member_discount the level's part of it.
  payable INTEGER NOT NULL CHECK (payable = goods - discount + shipping),
  coupon_id INTEGER REFERENCES coupons(id),
  address TEXT NOT NULL CHECK (json_valid(address)),
  remarks TEXT NOT NULL DEFAULT '',
  lead_days INTEGER,
  -- Professional orders: what the engineer is asked for.
  requirements TEXT,
  quantity INTEGER,
  expected_date TEXT,
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  -- Set once paid, from the balance or online.
  paid_at INTEGER,
  payment_method TEXT CHECK (payment_method IN ('balance', 'online')),
  -- Package orders: the design package bought.
  package_id INTEGER REFERENCES design_packages(id),
  member_discount INTEGER NOT NULL DEFAULT 0 CHECK (member_discount >= 0 AND member_discount <= discount),
  UNIQUE (customer_id, idempotency_key),
  CHECK ((kind = 'customized') = (source IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS orders_customer_time ON orders(customer_id, kind, created_at, id);

-- Lines of an order: a quoted file, a drawing of a professional order (file_id follows its
-- newest version) or, for consumable orders, a consumable.
CREATE TABLE IF NOT EXISTS order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file_id INTEGER REFERENCES design_files(id),
  drawing_id INTEGER REFERENCES order_drawings(id) ON DELETE CASCADE,
  consumable_id INTEGER,
  name TEXT NOT NULL,
  volume REAL,
  unit_price INTEGER NOT NULL CHECK (unit_price >= 0),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  subtotal INTEGER NOT NULL CHECK (subtotal = unit_price * quantity),
  manual INTEGER NOT NULL CHECK (manual IN (0, 1)),
  UNIQUE (order_id, position)
);
CREATE INDEX IF NOT EXISTS order_items_file ON order_items(file_id);

-- The timeline of an order: every status it entered (and notable events), oldest first.
CREATE TABLE IF NOT EXISTS order_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  note TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS order_events_order ON order_events(order_id, at, id);

-- Drawings of a professional order; each upload of a revision adds a version.
CREATE TABLE IF NOT EXISTS order_drawings (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS order_drawings_order ON order_drawings(order_id);

CREATE TABLE IF NOT EXISTS drawing_versions (
  drawing_id INTEGER NOT NULL REFERENCES order_drawings(id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version > 0),
  file_id INTEGER NOT NULL REFERENCES design_files(id),
  PRIMARY KEY (drawing_id, version)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS drawing_versions_file ON drawing_versions(file_id);

-- Attempts at the simulated online payment gateway. The id is the random part of the
-- gateway's URL; an attempt is settled once (paid, failed or cancelled) and never changes again.
CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  method TEXT NOT NULL CHECK (method IN ('online')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  message TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  settled_at INTEGER,
  CHECK ((status = 'pending') = (settled_at IS NULL))
);
CREATE INDEX IF NOT EXISTS payments_order ON payments(order_id, created_at);
`;

/**
 * Columns added after a data file of an earlier release was written: CREATE TABLE IF NOT EXISTS
 * leaves its tables as they were.
 */
const addedColumns = [
  { table: 'orders', column: 'paid_at', definition: 'INTEGER' },
  { table: 'orders', column: 'payment_method', definition: "TEXT CHECK (payment_method IN ('balance', 'online'))" },
  { table: 'orders', column: 'package_id', definition: 'INTEGER REFERENCES design_packages(id)' },
  { table: 'orders', column: 'member_discount', definition: 'INTEGER NOT NULL DEFAULT 0 CHECK (member_discount >= 0 AND member_discount <= discount)' },
  { table: 'coupons', column: 'scope_kind', definition: "TEXT CHECK (scope_kind IN ('customized', 'consumable'))" },
  { table: 'coupons', column: 'scope_processes', definition: "TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(scope_processes) AND json_type(scope_processes) = 'array')" },
] as const;

/** Data files from before reference pictures: design_files takes their formats too. */
function allowReferenceFormats(db: DatabaseSync): void {
  rewriteTableDefinition(
    db,
    'design_files',
    "format IN ('stl', 'obj', '3mf', 'step', 'iges', 'zip'))",
    "format IN ('stl', 'obj', '3mf', 'step', 'iges', 'zip', 'jpg', 'png', 'webp', 'pdf'))",
  );
}

/** Adds the columns of `addedColumns` that an older data file lacks. */
function addMissingOrderColumns(db: DatabaseSync): void {
  for (const { table, column, definition } of addedColumns) {
    const present = db.prepare(`SELECT 1 FROM pragma_table_info('${table}') WHERE name = ?`).get(column);
    if (present === undefined) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
}

/** Uploaded design files and orders, with the columns and formats data files of earlier versions lack. */
export const migration: Migration = {
  version: 2,
  name: 'orders',
  up(db) {
    db.exec(orderSchema);
    addMissingOrderColumns(db);
    allowReferenceFormats(db);
  },
};
