import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { FileFormat, FilePart, Geometry, type DraftKind, type DrawingFile as DesignFile } from '../../src/wire/files.ts';
import { HttpError } from '../core/errors.ts';
import { fieldsOf, insertedIdOf, intOf, isoOf, nullableTextOf, parsedOf, textOf, type Row } from '../core/rows.ts';

const Warnings = z.array(z.string());
const Parts = z.array(FilePart);

export const fileColumns = 'f.id, f.name, f.size, f.format, f.geometry, f.warnings, f.created_at, f.parts';

/** A design_files row (selected with `fileColumns`) as the wire shows it. */
export function designFileOf(row: Row): DesignFile {
  const geometry = nullableTextOf(row, 'geometry');
  const parts = nullableTextOf(row, 'parts');
  return {
    ...fieldsOf(row, { id: intOf, name: textOf, size: intOf, format: parsedOf(FileFormat) }),
    geometry: geometry === null ? null : Geometry.parse(JSON.parse(geometry)),
    warnings: Warnings.parse(JSON.parse(textOf(row, 'warnings'))),
    createdAt: isoOf(row, 'created_at'),
    ...(parts === null ? {} : { parts: Parts.parse(JSON.parse(parts)) }),
  };
}

export interface NewDesignFile {
  shopId: number;
  customerId: number;
  draftId: string | null;
  /** The kind of open draft that uses the file from its upload on (as POST /shop-file/in-draft says), or null. */
  draftKind?: DraftKind | null;
  name: string;
  size: number;
  format: FileFormat;
  geometry: Geometry | null;
  warnings: readonly string[];
  /** A CAD file of several bodies: its distinct parts (file-parts.ts). */
  parts?: readonly FilePart[] | undefined;
  sha256: string;
  storedName: string;
  createdAt: number;
}

/**
 * Inserts the file's row and counts its size in the shop's storage; answers the new id. Refuses
 * (413) a file beyond the customer's part of the shop's storage (assertCustomerFits): every
 * upload and every copy of a file comes through here, inside its write transaction.
 */
export function insertDesignFile(db: DatabaseSync, file: NewDesignFile): number {
  assertCustomerFits(db, file.shopId, file.customerId, file.name, file.size);
  const result = db
    .prepare(
      `INSERT INTO design_files (shop_id, customer_id, draft_id, name, size, format, geometry, warnings, sha256, stored_name, created_at, parts, draft_seen_at, draft_kind)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      file.shopId,
      file.customerId,
      file.draftId,
      file.name,
      file.size,
      file.format,
      file.geometry === null ? null : JSON.stringify(file.geometry),
      JSON.stringify(file.warnings),
      file.sha256,
      file.storedName,
      file.createdAt,
      file.parts === undefined ? null : JSON.stringify(file.parts),
      file.draftKind ? file.createdAt : null,
      file.draftKind ?? null,
    );
  db.prepare('UPDATE shops SET storage_size = storage_size + ? WHERE id = ?').run(file.size, file.shopId);
  return insertedIdOf(result);
}

export function findDesignFile(db: DatabaseSync, fileId: number): DesignFile {
  const row = db.prepare(`SELECT ${fileColumns} FROM design_files f WHERE f.id = ?`).get(fileId);
  if (row === undefined) throw new Error(`design file ${fileId} vanished`);
  return designFileOf(row);
}

/** Bytes the shop uses and may use. */
export function storageOf(db: DatabaseSync, shopId: number): { size: number; quota: number } {
  const row = db.prepare('SELECT storage_size, storage_quota FROM shops WHERE id = ?').get(shopId);
  if (row === undefined) throw new Error(`shop ${shopId} vanished`);
  return { size: intOf(row, 'storage_size'), quota: intOf(row, 'storage_quota') };
}

const mebibyte = 1024 * 1024;

/** Megabytes for a message: one decimal, two below 0.1 MB, never 0 for a file that has bytes. */
export function megabytes(bytes: number): string {
  if (bytes <= 0) return '0';
  const value = bytes / mebibyte;
  return value >= 0.1 ? value.toFixed(1) : Math.max(value, 0.01).toFixed(2);
}

/** Throws 413 when a file of `size` bytes does not fit in the shop's remaining storage. */
export function assertFits(db: DatabaseSync, shopId: number, name: string, size: number): void {
  const { size: used, quota } = storageOf(db, shopId);
  const left = Math.max(0, quota - used);
  if (size > left) throw new HttpError(413, `存储空间不足：「${name}」需要 ${megabytes(size)} MB，剩余 ${megabytes(left)} MB`);
}

/**
 * The share of a shop's storage one customer's files may use when the shop has more than one
 * customer, so that no one of them can fill the storage the others share (through many drafts,
 * say). A customer alone in a shop may use all of it.
 */
export const CUSTOMER_STORAGE_SHARE = 0.5;

/** Bytes the customer's files in the shop use, and the most they may use. */
export function customerStorageOf(db: DatabaseSync, shopId: number, customerId: number): { size: number; limit: number } {
  const { quota } = storageOf(db, shopId);
  const used = db.prepare('SELECT COALESCE(SUM(size), 0) AS n FROM design_files WHERE shop_id = ? AND customer_id = ?').get(shopId, customerId);
  const others = db.prepare('SELECT COUNT(*) AS n FROM customers WHERE shop_id = ? AND id <> ?').get(shopId, customerId);
  const shared = others !== undefined && intOf(others, 'n') > 0;
  return { size: used === undefined ? 0 : intOf(used, 'n'), limit: shared ? Math.floor(quota * CUSTOMER_STORAGE_SHARE) : quota };
}

/** Throws 413 when a file of `size` bytes would take the customer's files beyond their part of the shop's storage. */
export function assertCustomerFits(db: DatabaseSync, shopId: number, customerId: number, name: string, size: number): void {
  const { size: used, limit } = customerStorageOf(db, shopId, customerId);
  if (used + size <= limit) return;
  throw new HttpError(
    413,
    `存储空间不足：店铺空间由多位客户共用，每位客户的文件最多占用一半（${megabytes(limit)} MB），您的文件已占用 ${megabytes(used)} MB，「${name}」需要 ${megabytes(size)} MB。请先在用户中心的「我的文件」中删除不再需要的文件`,
  );
}

/** Files of one draft of a customer (the limit of files per quotation counts these). */
export function countDraftFiles(db: DatabaseSync, customerId: number, draftId: string): number {
  const row = db.prepare('SELECT COUNT(*) AS n FROM design_files WHERE customer_id = ? AND draft_id = ?').get(customerId, draftId);
  return row === undefined ? 0 : intOf(row, 'n');
}

const fileNotFound = '文件不存在';

/**
 * Who may read and reuse a design file (`f`), as an SQL condition on `:customer`: the customer
 * who uploaded it (or to whom it was delivered), and the customer of any order or design request
 * that uses it. Everybody else, colleagues of the same shop included, is told it does not
 * exist, so sequential ids cannot be walked to see what others stored.
 */
export const fileAccessible = `(f.customer_id = :customer
  OR EXISTS (SELECT 1 FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.file_id = f.id AND o.customer_id = :customer)
  OR EXISTS (SELECT 1 FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.drawing_file_id = f.id AND o.customer_id = :customer)
  OR EXISTS (SELECT 1 FROM drawing_versions v JOIN order_drawings d ON d.id = v.drawing_id JOIN orders o ON o.id = d.order_id
             WHERE v.file_id = f.id AND o.customer_id = :customer)
  OR EXISTS (SELECT 1 FROM design_order_files x JOIN design_orders d ON d.id = x.design_order_id WHERE x.file_id = f.id AND d.customer_id = :customer)
  OR EXISTS (SELECT 1 FROM design_delivery_files x JOIN design_deliveries v ON v.id = x.delivery_id JOIN design_orders d ON d.id = v.design_order_id
             WHERE x.file_id = f.id AND d.customer_id = :customer))`;

/** A file the customer may use (see fileAccessible) with where its bytes are, or 404. */
export function findOwnFile(db: DatabaseSync, customerId: number, fileId: number): { file: DesignFile; storedName: string } {
  const row = db.prepare(`SELECT ${fileColumns}, f.stored_name FROM design_files f WHERE f.id = :file AND ${fileAccessible}`).get({ file: fileId, customer: customerId });
  if (row === undefined) throw new HttpError(404, fileNotFound);
  return { file: designFileOf(row), storedName: textOf(row, 'stored_name') };
}

/**
 * Whether any order refers to the file (as a quoted line, a line's 2D drawing or a drawing
 * version), a design request (as a reference file or a delivered one), or a saved quotation (as
 * a line or a line's 2D drawing).
 */
export function isAttached(db: DatabaseSync, fileId: number): boolean {
  const row = db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM order_items WHERE file_id = :file)
           OR EXISTS (SELECT 1 FROM order_items WHERE drawing_file_id = :file)
           OR EXISTS (SELECT 1 FROM quotation_lines WHERE drawing_file_id = :file)
           OR EXISTS (SELECT 1 FROM drawing_versions WHERE file_id = :file)
           OR EXISTS (SELECT 1 FROM design_order_files WHERE file_id = :file)
           OR EXISTS (SELECT 1 FROM design_delivery_files WHERE file_id = :file)
           OR EXISTS (SELECT 1 FROM quotation_lines WHERE file_id = :file) AS attached`,
    )
    .get({ file: fileId });
  return row !== undefined && intOf(row, 'attached') === 1;
}

/** Deletes the file's row and gives its bytes back to the shop; answers the shop's new usage. */
export function deleteDesignFile(db: DatabaseSync, shopId: number, fileId: number, size: number): number {
  db.prepare('DELETE FROM design_files WHERE id = ?').run(fileId);
  db.prepare('UPDATE shops SET storage_size = MAX(0, storage_size - ?) WHERE id = ?').run(size, shopId);
  return storageOf(db, shopId).size;
}

/** The number of a saved quotation that uses the file and nothing else does, for the message that says why it stays; null otherwise. */
export function onlyQuotationUsing(db: DatabaseSync, fileId: number): string | null {
  const row = db
    .prepare(
      `SELECT q.quote_no FROM quotation_lines l JOIN quotations q ON q.id = l.quotation_id WHERE (l.file_id = :file OR l.drawing_file_id = :file)
         AND NOT EXISTS (SELECT 1 FROM order_items WHERE file_id = :file OR drawing_file_id = :file)
         AND NOT EXISTS (SELECT 1 FROM drawing_versions WHERE file_id = :file)
         AND NOT EXISTS (SELECT 1 FROM design_order_files WHERE file_id = :file)
         AND NOT EXISTS (SELECT 1 FROM design_delivery_files WHERE file_id = :file)
       ORDER BY q.created_at LIMIT 1`,
    )
    .get({ file: fileId });
  return row === undefined ? null : textOf(row, 'quote_no');
}
