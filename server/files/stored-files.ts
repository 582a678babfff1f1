import type { DatabaseSync } from 'node:sqlite';
import { FileUse, type StoredFilePage } from '../../src/wire/files.ts';
import { UNATTACHED_FILE_DAYS } from '../../src/lib/file-formats.ts';
import type { AppDeps } from '../app-deps.ts';
import { inTransaction } from '../core/transaction.ts';
import { deleteDesignFile, designFileOf, fileColumns, findOwnFile, isAttached, onlyQuotationUsing } from './store.ts';
import { HttpError } from '../core/errors.ts';
import type { CustomerScope } from '../users/customers.ts';
import { intOf, textOf } from '../core/rows.ts';

/** How long a file nothing uses is kept after its upload. */
export const unattachedLifetimeMs = UNATTACHED_FILE_DAYS * 24 * 60 * 60 * 1000;

/** The orders, design requests and saved quotations that use the file `:file`: kind and number. */
const usesOf = `
  SELECT 'order' AS kind, o.order_no AS no FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.file_id = :file
  UNION SELECT 'order', o.order_no FROM drawing_versions v JOIN order_drawings d ON d.id = v.drawing_id JOIN orders o ON o.id = d.order_id WHERE v.file_id = :file
  UNION SELECT 'design', d.request_no FROM design_order_files x JOIN design_orders d ON d.id = x.design_order_id WHERE x.file_id = :file
  UNION SELECT 'design', d.request_no FROM design_delivery_files x JOIN design_deliveries v ON v.id = x.delivery_id
    JOIN design_orders d ON d.id = v.design_order_id WHERE x.file_id = :file
  UNION SELECT 'quotation', q.quote_no FROM quotation_lines l JOIN quotations q ON q.id = l.quotation_id WHERE l.file_id = :file
  ORDER BY 1, 2`;

/** One page of the customer's own files, newest first, each with its uses and (unused) its expiry. */
export function listStoredFiles(db: DatabaseSync, customerId: number, { page, size }: { page: number; size: number }): StoredFilePage {
  const rows = db
    .prepare(`SELECT ${fileColumns} FROM design_files f WHERE f.customer_id = ? ORDER BY f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`)
    .all(customerId, size, (page - 1) * size);
  const uses = db.prepare(usesOf);
  const records = rows.map((row) => {
    const file = designFileOf(row);
    const usedBy: FileUse[] = uses.all({ file: file.id }).map((use) => ({ kind: FileUse.shape.kind.parse(textOf(use, 'kind')), no: textOf(use, 'no') }));
    const expiresAt = usedBy.length > 0 ? null : new Date(Date.parse(file.createdAt) + unattachedLifetimeMs).toISOString();
    return { ...file, usedBy, expiresAt };
  });
  const totals = db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS bytes FROM design_files WHERE customer_id = ?').get(customerId);
  return { records, total: totals === undefined ? 0 : intOf(totals, 'n'), totalSize: totals === undefined ? 0 : intOf(totals, 'bytes') };
}

/**
 * Deletes every file no order, design request or saved quotation uses that was uploaded longer ago than the
 * stated lifetime (drafts never submitted), bytes first as a deletion from the list does, and
 * gives its size back to its shop. Answers how many went.
 */
export function expireUnattachedFiles({ db, uploads, now }: AppDeps): number {
  const cutoff = now().getTime() - unattachedLifetimeMs;
  const candidates = db
    .prepare(
      `SELECT f.id, f.shop_id, f.size, f.stored_name FROM design_files f
       WHERE f.created_at <= ?
         AND NOT EXISTS (SELECT 1 FROM order_items WHERE file_id = f.id)
         AND NOT EXISTS (SELECT 1 FROM drawing_versions WHERE file_id = f.id)
         AND NOT EXISTS (SELECT 1 FROM design_order_files WHERE file_id = f.id)
         AND NOT EXISTS (SELECT 1 FROM design_delivery_files WHERE file_id = f.id)
         AND NOT EXISTS (SELECT 1 FROM quotation_lines WHERE file_id = f.id)
       ORDER BY f.id`,
    )
    .all(cutoff);
  let deleted = 0;
  for (const row of candidates) {
    const id = intOf(row, 'id');
    const storedName = textOf(row, 'stored_name');
    try {
      uploads.moveToTrash(storedName);
    } catch (error) {
      console.error(`[${new Date().toISOString()}] could not expire file ${id}:`, error);
      continue;
    }
    let gone = false;
    try {
      // Attached since the list was read (an order placed just now): it stays.
      gone = inTransaction(db, () => {
        if (isAttached(db, id)) return false;
        deleteDesignFile(db, intOf(row, 'shop_id'), id, intOf(row, 'size'));
        return true;
      });
    } catch (error) {
      console.error(`[${new Date().toISOString()}] could not expire file ${id}:`, error);
    }
    if (gone) {
      uploads.emptyTrash(storedName);
      deleted += 1;
    } else {
      uploads.restoreFromTrash(storedName);
    }
  }
  return deleted;
}

/**
 * Deletes one of the customer's files that nothing uses and answers the shop's storage after it:
 * bytes first, row second, each undone if the other fails, so there is never a row without its
 * bytes nor bytes without a row.
 */
export function deleteOwnFile({ db, uploads }: Pick<AppDeps, 'db' | 'uploads'>, scope: CustomerScope, id: number): number {
  const deletable = () => {
    const { file, storedName } = findOwnFile(db, scope.customerId, id);
    if (isAttached(db, id)) {
      const quoteNo = onlyQuotationUsing(db, id);
      throw new HttpError(409, quoteNo === null ? `文件「${file.name}」已用于订单，不能删除` : `文件「${file.name}」已用于报价单 ${quoteNo}，删除报价单后才能删除`);
    }
    return { file, storedName };
  };
  const { storedName } = deletable();
  uploads.moveToTrash(storedName);
  let storageSize: number;
  try {
    storageSize = inTransaction(db, () => deleteDesignFile(db, scope.shopId, id, deletable().file.size));
  } catch (error) {
    uploads.restoreFromTrash(storedName);
    throw error;
  }
  uploads.emptyTrash(storedName);
  return storageSize;
}
