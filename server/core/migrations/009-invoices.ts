import { schemaStep } from '../schema-step.ts';

/**
 * Invoices (发票): the titles a customer keeps, and requests for a 增值税普通发票 (normal) or
 * 专用发票 (special) over one or more of their paid orders. A request is 待开票 until the
 * platform issues it (已开票: invoice number and time of issue),
 * or the customer cancels it (已取消). The partial unique index keeps every order in at most one
 * request that is not cancelled, whatever order concurrent requests arrive in. An issued invoice's
 * PDF is rendered from its row when downloaded, as a tax platform renders an e-invoice again.
 */
const invoiceSchema = `
CREATE TABLE invoice_titles (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  tax_no TEXT NOT NULL,
  bank_name TEXT NOT NULL DEFAULT '',
  bank_account TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX invoice_titles_customer_time ON invoice_titles(customer_id, created_at, id);

CREATE TABLE invoice_requests (
  id INTEGER PRIMARY KEY,
  request_no TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('normal', 'special')),
  title TEXT NOT NULL,
  tax_no TEXT NOT NULL,
  bank_name TEXT NOT NULL DEFAULT '',
  bank_account TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  remarks TEXT NOT NULL DEFAULT '',
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('待开票', '已开票', '已取消')),
  invoice_no TEXT,
  issued_at INTEGER,
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (customer_id, idempotency_key),
  CHECK ((status = '已开票') = (invoice_no IS NOT NULL)),
  CHECK ((invoice_no IS NULL) = (issued_at IS NULL)),
  CHECK (type = 'normal' OR (bank_name <> '' AND bank_account <> '' AND address <> '' AND phone <> ''))
);
CREATE INDEX invoice_requests_customer_time ON invoice_requests(customer_id, created_at, id);

CREATE TABLE invoice_request_orders (
  request_id INTEGER NOT NULL REFERENCES invoice_requests(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  PRIMARY KEY (request_id, order_id)
) WITHOUT ROWID;
CREATE UNIQUE INDEX invoice_request_orders_active ON invoice_request_orders(order_id) WHERE active = 1;
`;

export const migration = schemaStep(9, 'invoices', invoiceSchema);
