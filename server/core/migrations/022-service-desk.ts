import type { Migration } from '../migration.ts';
import { hasColumn } from '../schema-step.ts';
import { rewriteTableDefinition } from '../table-definition.ts';

/**
 * The 客服 desk of the factory console: feedback answered by a factory, invoices issued or refused
 * by one.
 *
 * - suggestions.factory_id: the factory the customer was using (customers.using_factory_id) when
 *   they sent it, which answers it; NULL when they used none, and then no factory sees it.
 *   Existing rows take the factory their customer uses now, the nearest the file can tell.
 * - invoice_requests: a factory may refuse a request (已拒绝, with the reason the customer reads;
 *   its orders are freed like a cancelled request's), and an issued invoice is either a 数电票
 *   number (the PDF rendered from the row, as before) or a PDF the factory uploaded
 *   (file_stored_name in the upload folder; its number then optional). The status CHECK and the
 *   number's CHECKs are rebuilt for that (core/table-definition.ts).
 */

/**
 * The step again on a file that has it (a copy set back to an earlier version, as
 * core/db.test.ts makes) changes nothing: columns are added and suggestions filed only once.
 */
export const migration: Migration = {
  version: 22,
  name: 'service desk',
  up: (db) => {
    if (!hasColumn(db, 'suggestions', 'factory_id')) {
      db.exec(`
ALTER TABLE suggestions ADD COLUMN factory_id INTEGER REFERENCES factories(id) ON DELETE SET NULL;
UPDATE suggestions SET factory_id = (SELECT c.using_factory_id FROM customers c WHERE c.id = suggestions.customer_id);`);
    }
    db.exec('CREATE INDEX IF NOT EXISTS suggestions_factory ON suggestions(factory_id, status, created_at) WHERE factory_id IS NOT NULL');
    for (const column of ['refuse_reason', 'file_stored_name']) {
      if (!hasColumn(db, 'invoice_requests', column)) db.exec(`ALTER TABLE invoice_requests ADD COLUMN ${column} TEXT`);
    }
    rewriteTableDefinition(db, 'invoice_requests', "CHECK (status IN ('待开票', '已开票', '已取消'))", "CHECK (status IN ('待开票', '已开票', '已取消', '已拒绝'))");
    rewriteTableDefinition(
      db,
      'invoice_requests',
      "CHECK ((status = '已开票') = (invoice_no IS NOT NULL)),\n  CHECK ((invoice_no IS NULL) = (issued_at IS NULL)),",
      [
        "CHECK ((status = '已开票') = (issued_at IS NOT NULL)),",
        "  CHECK (status = '已开票' OR (invoice_no IS NULL AND file_stored_name IS NULL)),",
        "  CHECK (status <> '已开票' OR invoice_no IS NOT NULL OR file_stored_name IS NOT NULL),",
        "  CHECK ((status = '已拒绝') = (refuse_reason IS NOT NULL)),",
      ].join('\n'),
    );
  },
};
