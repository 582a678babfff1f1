/**
 * Deliveries of the designers: a version of the design with its files, stored like any design
 * file of the customer's shop (counted in its storage, downloadable through
 * /api/shop-file/{id}/content). The reference API has no designer side, so the test hook and the
 * seeds deliver generated STL parts.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { DesignStatus } from '../../src/wire/design-requests.ts';
import { measureForQuote } from '../../src/lib/geometry/quote-figures.ts';
import { inTransaction } from '../core/transaction.ts';
import { addDesignEvent, designMessages } from './design-order-store.ts';
import { insertDesignFile } from '../files/store.ts';
import { HttpError } from '../core/errors.ts';
import { measuredOf } from '../files/measurement.ts';
import { binaryStl, box, bracket } from '../seed-meshes.ts';
import { insertedIdOf, intOf } from '../core/rows.ts';
import type { UploadFolder } from '../core/upload-folder.ts';
import type { FileFormat } from '../../src/lib/files/file-formats.ts';
import type { FilePart, Geometry } from '../../src/wire/files.ts';

/** A part for version `version` of a request: alternately a bracket and a box, growing a little each time. */
export function deliveryMesh(version: number): Uint8Array {
  const grow = 5 * (version - 1);
  return binaryStl(version % 2 === 1 ? bracket(50 + grow, 35, 5, 24) : box(60 + grow, 40, 18), '设计稿 xinghuo design delivery');
}

/** A delivered file whose bytes are already in the upload folder under `storedName`, measured. */
export interface DeliveredFile {
  name: string;
  storedName: string;
  size: number;
  sha256: string;
  format: FileFormat;
  geometry: Geometry | null;
  warnings: readonly string[];
  parts?: readonly FilePart[] | undefined;
}

/** A generated STL part (the test hook's and the seeds' deliveries) measured from its bytes. */
export function meshDelivery(name: string, bytes: Uint8Array, storedName: string): DeliveredFile {
  const { geometry, warnings } = measuredOf(measureForQuote(name, bytes).result);
  return { name, storedName, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex'), format: 'stl', geometry, warnings };
}

/**
 * Inserts a delivery of `files` as version `version`: each a design file of the customer's shop
 * (counted in its storage; insertDesignFile refuses one beyond the customer's share). Call
 * inside a transaction.
 */
export function insertDelivery(
  db: DatabaseSync,
  request: { id: number; shopId: number; customerId: number },
  version: number,
  note: string,
  at: number,
  files: readonly DeliveredFile[],
): void {
  const delivery = insertedIdOf(
    db.prepare('INSERT INTO design_deliveries (design_order_id, version, note, at) VALUES (?, ?, ?, ?)').run(request.id, version, note, at),
  );
  const link = db.prepare('INSERT INTO design_delivery_files (delivery_id, position, file_id) VALUES (?, ?, ?)');
  files.forEach((file, index) => {
    const fileId = insertDesignFile(db, {
      shopId: request.shopId,
      customerId: request.customerId,
      draftId: null,
      name: file.name,
      size: file.size,
      format: file.format,
      geometry: file.geometry,
      warnings: file.warnings,
      parts: file.parts,
      sha256: file.sha256,
      storedName: file.storedName,
      createdAt: at,
    });
    link.run(delivery, index + 1, fileId);
  });
}

/** What the timeline says when the designers put a request in a status (待确认 is said by the delivery). */
const designerNotes: Record<Exclude<DesignStatus, '待确认'>, string> = {
  待接单: '设计需求已退回待接单，等待设计师重新接单',
  设计中: '设计师已接单，开始设计',
  已完成: '设计需求已由设计师标记为完成',
};

/** `第 2 版设计稿已交付，已按修改意见调整，请查看并确认`. */
export function deliveryNote(version: number): string {
  return version === 1 ? '第 1 版设计稿已交付，请查看并确认' : `第 ${version} 版设计稿已交付，已按修改意见调整，请查看并确认`;
}

/**
 * Test hook: puts any request (of any customer) in `status` as the designers would, with a
 * timeline event. Moving it to 待确认 delivers the next version: one generated STL file of the
 * customer's shop.
 */
export function moveDesignOrderAsDesigners(db: DatabaseSync, uploads: UploadFolder, requestNo: string, status: DesignStatus, at: number): void {
  const storedName = status === '待确认' ? uploads.newStoredName('stl') : null;
  let written = false;
  try {
    inTransaction(db, () => {
      const row = db
        .prepare(
          `SELECT d.id, d.customer_id, c.shop_id,
             (SELECT COALESCE(MAX(version), 0) FROM design_deliveries v WHERE v.design_order_id = d.id) AS last_version
           FROM design_orders d JOIN customers c ON c.id = d.customer_id WHERE d.request_no = ?`,
        )
        .get(requestNo);
      if (row === undefined) throw new HttpError(404, designMessages.notFound);
      const id = intOf(row, 'id');
      db.prepare('UPDATE design_orders SET status = ?, updated_at = ? WHERE id = ?').run(status, at, id);
      if (status !== '待确认') {
        addDesignEvent(db, id, status, designerNotes[status], at);
        return;
      }
      if (storedName === null) throw new Error('a delivery without a stored name');
      const version = intOf(row, 'last_version') + 1;
      const bytes = deliveryMesh(version);
      uploads.write(storedName, bytes);
      written = true;
      const request = { id, shopId: intOf(row, 'shop_id'), customerId: intOf(row, 'customer_id') };
      const note = deliveryNote(version);
      insertDelivery(db, request, version, note, at, [meshDelivery(`${requestNo}-设计稿-v${version}.stl`, bytes, storedName)]);
      addDesignEvent(db, id, '待确认', note, at);
    });
  } catch (error) {
    // The row never came to be: its bytes must not stay behind.
    if (written && storedName !== null) uploads.remove(storedName);
    throw error;
  }
}
