import type { DatabaseSync } from 'node:sqlite';
import { DraftKind, FileUse, type DraftFilesAlive, type FileDraftUse, type StoredFilePage } from '../../src/wire/files.ts';
import { UNATTACHED_FILE_DAYS } from '../../src/lib/files/file-retention.ts';
import type { AppDeps } from '../app-deps.ts';
import { inTransaction } from '../core/transaction.ts';
import { deleteDesignFile, designFileOf, fileAccessible, fileColumns, findOwnFile, isAttached, onlyQuotationUsing } from './store.ts';
import { HttpError } from '../core/errors.ts';
import type { CustomerScope } from '../users/customers.ts';
import { intOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';
import { logger } from '../core/log.ts';

/** How long a file nothing uses is kept after its upload. */
export const unattachedLifetimeMs = UNATTACHED_FILE_DAYS * 24 * 60 * 60 * 1000;

/** The orders, design requests and saved quotations that use the file `:file`: kind and number. */
const usesOf = `
  SELECT 'order' AS kind, o.order_no AS no FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.file_id = :file OR i.drawing_file_id = :file
  UNION SELECT 'order', o.order_no FROM drawing_versions v JOIN order_drawings d ON d.id = v.drawing_id JOIN orders o ON o.id = d.order_id WHERE v.file_id = :file
  UNION SELECT 'design', d.request_no FROM design_order_files x JOIN design_orders d ON d.id = x.design_order_id WHERE x.file_id = :file
  UNION SELECT 'design', d.request_no FROM design_delivery_files x JOIN design_deliveries v ON v.id = x.delivery_id
    JOIN design_orders d ON d.id = v.design_order_id WHERE x.file_id = :file
  UNION SELECT 'quotation', q.quote_no FROM quotation_lines l JOIN quotations q ON q.id = l.quotation_id WHERE l.file_id = :file OR l.drawing_file_id = :file
  ORDER BY 1, 2`;

/** The open draft that last said it uses the file (row with draft_seen_at and draft_kind), while that still keeps the file; else null. */
function draftUseOf(row: Row, now: number): FileDraftUse | null {
  const seenAt = row['draft_seen_at'];
  const kind = nullableTextOf(row, 'draft_kind');
  if (typeof seenAt !== 'number' || kind === null || seenAt + unattachedLifetimeMs <= now) return null;
  return { kind: DraftKind.parse(kind), seenAt: new Date(seenAt).toISOString() };
}

/**
 * One page of the customer's own files, newest first, each with its uses and (unused) its expiry:
 * the unattached lifetime from the later of its upload and the last time an open draft said it uses it.
 */
export function listStoredFiles(db: DatabaseSync, customerId: number, { page, size }: { page: number; size: number }, now: Date): StoredFilePage {
  const rows = db
    .prepare(`SELECT ${fileColumns}, f.draft_seen_at, f.draft_kind FROM design_files f WHERE f.customer_id = ? ORDER BY f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`)
    .all(customerId, size, (page - 1) * size);
  const uses = db.prepare(usesOf);
  const records = rows.map((row) => {
    const file = designFileOf(row);
    const usedBy: FileUse[] = uses.all({ file: file.id }).map((use) => ({ kind: FileUse.shape.kind.parse(textOf(use, 'kind')), no: textOf(use, 'no') }));
    const inDraft = usedBy.length > 0 ? null : draftUseOf(row, now.getTime());
    const keptFrom = Math.max(Date.parse(file.createdAt), inDraft ? Date.parse(inDraft.seenAt) : 0);
    const expiresAt = usedBy.length > 0 ? null : new Date(keptFrom + unattachedLifetimeMs).toISOString();
    return { ...file, usedBy, expiresAt, inDraft };
  });
  const totals = db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS bytes FROM design_files WHERE customer_id = ?').get(customerId);
  return { records, total: totals === undefined ? 0 : intOf(totals, 'n'), totalSize: totals === undefined ? 0 : intOf(totals, 'bytes') };
}

/**
 * Marks the customer's files among `fileIds` as used by an open draft of `kind` now, and answers
 * the ids that are gone (deleted, expired) or not the customer's to use, for the draft to name.
 */
export function markDraftFiles(db: DatabaseSync, customerId: number, { kind, fileIds }: DraftFilesAlive, now: Date): number[] {
  const accessible = db.prepare(`SELECT f.customer_id FROM design_files f WHERE f.id = :file AND ${fileAccessible}`);
  const mark = db.prepare('UPDATE design_files SET draft_seen_at = ?, draft_kind = ? WHERE id = ? AND customer_id = ?');
  const missing: number[] = [];
  inTransaction(db, () => {
    for (const id of new Set(fileIds)) {
      const row = accessible.get({ file: id, customer: customerId });
      if (row === undefined) missing.push(id);
      else if (intOf(row, 'customer_id') === customerId) mark.run(now.getTime(), kind, id, customerId);
    }
  });
  return missing;
}

/**
 * Deletes every file no order, design request or saved quotation uses that was uploaded, and last
 * said to be in an open draft, longer ago than the stated lifetime (drafts never submitted and
 * not opened since), bytes first as a deletion from the list does, and gives its size back to
 * its shop. Answers how many went.
 */
export function expireUnattachedFiles({ db, uploads, now }: AppDeps): number {
  const cutoff = now().getTime() - unattachedLifetimeMs;
  const candidates = db
    .prepare(
      `SELECT f.id, f.shop_id, f.size, f.stored_name FROM design_files f
       WHERE f.created_at <= :cutoff AND COALESCE(f.draft_seen_at, 0) <= :cutoff
         AND NOT EXISTS (SELECT 1 FROM order_items WHERE file_id = f.id OR drawing_file_id = f.id)
         AND NOT EXISTS (SELECT 1 FROM drawing_versions WHERE file_id = f.id)
         AND NOT EXISTS (SELECT 1 FROM design_order_files WHERE file_id = f.id)
         AND NOT EXISTS (SELECT 1 FROM design_delivery_files WHERE file_id = f.id)
         AND NOT EXISTS (SELECT 1 FROM quotation_lines WHERE file_id = f.id OR drawing_file_id = f.id)
       ORDER BY f.id`,
    )
    .all({ cutoff });
  const reopened = db.prepare('SELECT COALESCE(draft_seen_at, 0) > ? AS reopened FROM design_files WHERE id = ?');
  let deleted = 0;
  for (const row of candidates) {
    const id = intOf(row, 'id');
    const storedName = textOf(row, 'stored_name');
    try {
      uploads.moveToTrash(storedName);
    } catch (error) {
      logger.error({ err: error, fileId: id }, 'could not expire a file');
      continue;
    }
    let gone = false;
    try {
      // Attached, or claimed by a draft opened, since the list was read (an order placed just now): it stays.
      gone = inTransaction(db, () => {
        if (isAttached(db, id) || intOf(reopened.get(cutoff, id) ?? { reopened: 0 }, 'reopened') === 1) return false;
        deleteDesignFile(db, intOf(row, 'shop_id'), id, intOf(row, 'size'));
        return true;
      });
    } catch (error) {
      logger.error({ err: error, fileId: id }, 'could not expire a file');
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
