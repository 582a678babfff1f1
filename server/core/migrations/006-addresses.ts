import { schemaStep } from '../schema-step.ts';

/**
 * The address book: each customer's saved shipping addresses. The region is a province / city /
 * district triple of src/content/regions/pca-code.json, kept by name (what orders and documents
 * print) with the district's code. A partial unique index keeps at most one default per customer,
 * whatever order concurrent writes arrive in.
 */
const addressSchema = `
CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  district TEXT NOT NULL,
  region_code TEXT NOT NULL CHECK (length(region_code) IN (6, 9)),
  detail TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX addresses_customer_time ON addresses(customer_id, created_at, id);
CREATE UNIQUE INDEX addresses_one_default ON addresses(customer_id) WHERE is_default = 1;
`;

export const migration = schemaStep(6, 'addresses', addressSchema);
