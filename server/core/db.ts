import { DatabaseSync } from 'node:sqlite';
import { migrate } from './migrate.ts';
import { designTablesInDeleteOrder, syncDesignPackages } from './migrations/004-design.ts';
import { registerSearchKey } from './search-key.ts';
import { inTransaction } from './transaction.ts';

/** Children before parents, so rows can be deleted in this order with foreign keys on. */
const tablesInDeleteOrder = [
  'bank_receipts',
  'bank_transfers',
  'factory_bank_accounts',
  'claim_refunds',
  'claim_events',
  'claim_photos',
  'claims',
  'audit_log',
  'staff_sessions',
  'staff',
  'price_holds',
  'quotation_copy_files',
  'quotation_copies',
  'quotation_lines',
  'quotations',
  'invoice_request_orders',
  'invoice_requests',
  'invoice_titles',
  'recharge_payments',
  'recharges',
  'order_shipments',
  'addresses',
  ...designTablesInDeleteOrder,
  'footage',
  'consumables',
  'drawing_versions',
  'order_items',
  'order_drawings',
  'order_events',
  'orders',
  'design_packages',
  'design_files',
  'growth_events',
  'amount_flows',
  'customer_coupons',
  'coupons',
  'oauth_codes',
  'oauth_states',
  'qq_accounts',
  'login_throttle',
  'sessions',
  'customer_factories',
  'customers',
  'factory_materials',
  'factory_processes',
  'factories',
  'materials',
  'processes',
  'shops',
] as const;

/** Opens (creating or upgrading if needed) the database at `path`; `':memory:'` gives a private one. */
export function openDatabase(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  registerSearchKey(db);
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  migrate(db);
  // Reference data mirrored from a content file, so it follows every edit of the file, not a step.
  syncDesignPackages(db);
  return db;
}

/** Empties every table (the schema stays). */
export function deleteAllRows(db: DatabaseSync): void {
  inTransaction(db, () => {
    for (const table of tablesInDeleteOrder) db.exec(`DELETE FROM ${table}`);
  });
}
