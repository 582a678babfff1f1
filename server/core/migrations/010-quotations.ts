import { schemaStep } from '../schema-step.ts';

/**
 * Saved quotations (报价单). The figures are what the server's pricing answered when the
 * customer saved it, and the names of shop, factory, material and process as they were then, so
 * the document reads the same later. Its lines use the owner's design files, which therefore
 * count as used (kept, not deletable) while the quotation exists. share_token, when set, lets
 * customers of the same shop open it; quotation_copies record which of them turned it into a
 * draft of their own (the files copied for them, by draft, so a repeated request copies once).
 */
const quotationSchema = `
CREATE TABLE quotations (
  id INTEGER PRIMARY KEY,
  quote_no TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  shop_id INTEGER NOT NULL REFERENCES shops(id),
  shop_name TEXT NOT NULL,
  factory_id INTEGER REFERENCES factories(id) ON DELETE SET NULL,
  factory_name TEXT NOT NULL,
  factory_city TEXT NOT NULL,
  material_id INTEGER REFERENCES materials(id),
  material_name TEXT NOT NULL,
  process_name TEXT NOT NULL,
  colour TEXT,
  coupon_id INTEGER REFERENCES coupons(id),
  coupon_title TEXT,
  contact_name TEXT NOT NULL,
  contact_company TEXT NOT NULL DEFAULT '',
  contact_phone TEXT NOT NULL DEFAULT '',
  remarks TEXT NOT NULL DEFAULT '',
  goods INTEGER NOT NULL CHECK (goods >= 0),
  member_discount INTEGER NOT NULL CHECK (member_discount >= 0),
  discount INTEGER NOT NULL CHECK (discount >= 0),
  shipping INTEGER NOT NULL CHECK (shipping >= 0),
  payable INTEGER NOT NULL CHECK (payable = goods - member_discount - discount + shipping),
  manual INTEGER NOT NULL CHECK (manual IN (0, 1)),
  lead_days INTEGER NOT NULL CHECK (lead_days > 0),
  share_token TEXT UNIQUE,
  shared_at INTEGER,
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  valid_until INTEGER NOT NULL CHECK (valid_until > created_at),
  UNIQUE (customer_id, idempotency_key),
  CHECK ((share_token IS NULL) = (shared_at IS NULL))
);
CREATE INDEX quotations_customer_time ON quotations(customer_id, created_at, id);

CREATE TABLE quotation_lines (
  quotation_id INTEGER NOT NULL REFERENCES quotations(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file_id INTEGER NOT NULL REFERENCES design_files(id),
  name TEXT NOT NULL,
  volume REAL,
  unit_price INTEGER NOT NULL CHECK (unit_price >= 0),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  subtotal INTEGER NOT NULL CHECK (subtotal = unit_price * quantity),
  manual INTEGER NOT NULL CHECK (manual IN (0, 1)),
  PRIMARY KEY (quotation_id, position)
) WITHOUT ROWID;
CREATE INDEX quotation_lines_file ON quotation_lines(file_id);

CREATE TABLE quotation_copies (
  id INTEGER PRIMARY KEY,
  quotation_id INTEGER NOT NULL REFERENCES quotations(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  draft_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (quotation_id, customer_id, draft_id)
);

CREATE TABLE quotation_copy_files (
  copy_id INTEGER NOT NULL REFERENCES quotation_copies(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file_id INTEGER NOT NULL REFERENCES design_files(id) ON DELETE CASCADE,
  PRIMARY KEY (copy_id, position)
) WITHOUT ROWID;
CREATE INDEX quotation_copy_files_file ON quotation_copy_files(file_id);
`;

export const migration = schemaStep(10, 'quotations', quotationSchema);
