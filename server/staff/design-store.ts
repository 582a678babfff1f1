/**
 * 设计交付: the design requests made with the factory's packages (a request belongs to the
 * factory of its package order), and the designers' moves on them: 接单 (待接单 → 设计中) and
 * 交付 (设计中 → 待确认 with the next version, which is also how a revision request is answered).
 * Each move is one conditional UPDATE in the transaction that writes its timeline event, its
 * audit row and, for a delivery, the customer's message: of two engineers at once one moves the
 * request, the other is told why not (409).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { DesignStatus, type DesignDelivery } from '../../src/wire/design-requests.ts';
import { FileFormat } from '../../src/wire/files.ts';
import type { RevisionComment, StaffDesignDetail, StaffDesignPage, StaffDesignQuery, StaffDesignSummary } from '../../src/wire/staff-design.ts';
import { designOrderUrl } from '../../src/lib/routes/design-service-paths.ts';
import type { StaffContext } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { changesOf, fieldsOf, intOf, isoOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { deliveryNote, insertDelivery, type DeliveredFile } from '../design/deliveries.ts';
import { addDesignEvent, designContentsOf, revisionOfEventNote } from '../design/design-order-store.ts';
import { customerStorageOf, megabytes, storageOf } from '../files/store.ts';
import { addCustomerMessage } from '../messages/store.ts';
import { recordAudit } from './audit.ts';

export const designStaffMessages = {
  notFound: '设计需求不存在',
  unknownFile: '该设计需求没有这个文件',
  accepted: '该设计需求已接单（可能由其他同事接单），正在设计中',
  acceptDelivered: '该设计需求已交付设计稿，正等待客户确认',
  acceptDone: '该设计需求已完成',
  notAccepted: '请先接单，再交付设计稿',
  delivered: (version: number) => `第 ${version} 版设计稿已交付（可能由其他同事交付），正等待客户确认或申请修改`,
  done: '客户已确认设计稿，设计需求已完成，不能再交付',
  shopFull: (needed: number, left: number) =>
    `客户店铺的存储空间不足：这次交付的文件共 ${megabytes(needed)} MB，剩余 ${megabytes(left)} MB。请压缩文件，或联系客户在「我的文件」中清理后再交付`,
  customerFull: (needed: number, used: number, limit: number) =>
    `客户的文件已占用其可用空间 ${megabytes(limit)} MB 中的 ${megabytes(used)} MB，这次交付的文件共 ${megabytes(needed)} MB，放不下。请压缩文件，或联系客户在「我的文件」中清理后再交付`,
} as const;

const columns = `d.id, d.request_no, d.title, d.brief, d.status, d.revisions, d.revisions_used, d.created_at, d.updated_at,
  c.id AS customer_id, c.nickname, c.phone, c.shop_id, o.order_no AS package_order_no,
  (SELECT i.name FROM order_items i WHERE i.order_id = o.id ORDER BY i.position LIMIT 1) AS package_name,
  (SELECT COUNT(*) FROM design_deliveries v WHERE v.design_order_id = d.id) AS versions`;
const from = 'FROM design_orders d JOIN orders o ON o.id = d.package_order_id JOIN customers c ON c.id = d.customer_id';

function summaryOf(row: Row): StaffDesignSummary {
  const status = DesignStatus.parse(textOf(row, 'status'));
  const versions = intOf(row, 'versions');
  return {
    ...fieldsOf(row, { requestNo: textOf, title: textOf }),
    status,
    customer: { id: intOf(row, 'customer_id'), nickname: textOf(row, 'nickname'), phone: nullableTextOf(row, 'phone') },
    ...fieldsOf(row, { packageOrderNo: textOf, packageName: textOf, revisions: intOf, revisionsUsed: intOf }),
    versions,
    revisionRequested: status === '设计中' && versions > 0,
    ...fieldsOf(row, { createdAt: isoOf, updatedAt: isoOf }),
    actions: { accept: status === '待接单', deliver: status === '设计中' },
  };
}

/**
 * One page of the factory's requests: those waiting for the designers first (待接单, then 设计中,
 * each waiting longest first), then 待确认 (waiting for the customer), then 已完成 (newest first).
 */
export function listFactoryDesign(db: DatabaseSync, factoryId: number, query: z.output<typeof StaffDesignQuery>): StaffDesignPage {
  const where = 'o.factory_id = :factory AND (:status IS NULL OR d.status = :status)';
  const params = { factory: factoryId, status: query.status ?? null };
  const rows = db
    .prepare(
      `SELECT ${columns} ${from} WHERE ${where}
       ORDER BY CASE d.status WHEN '待接单' THEN 0 WHEN '设计中' THEN 1 WHEN '待确认' THEN 2 ELSE 3 END,
         CASE WHEN d.status = '已完成' THEN -d.updated_at ELSE d.updated_at END, d.id
       LIMIT :limit OFFSET :offset`,
    )
    .all({ ...params, limit: query.size, offset: (query.page - 1) * query.size });
  const total = db.prepare(`SELECT COUNT(*) AS n FROM design_orders d JOIN orders o ON o.id = d.package_order_id WHERE ${where}`).get(params);
  return { records: rows.map(summaryOf), total: total === undefined ? 0 : intOf(total, 'n') };
}

/** The factory's request, or 404 (another factory's is as unknown as one that does not exist). */
function factoryRow(db: DatabaseSync, factoryId: number, requestNo: string): Row {
  const row = db.prepare(`SELECT ${columns} ${from} WHERE d.request_no = ? AND o.factory_id = ?`).get(requestNo, factoryId);
  if (row === undefined) throw new HttpError(404, designStaffMessages.notFound);
  return row;
}

/** The revision requests of a timeline, each with the version it was about (the last delivered before it). */
function revisionCommentsOf(timeline: ReadonlyArray<{ status: DesignStatus; note: string; at: string }>, deliveries: readonly DesignDelivery[]): RevisionComment[] {
  return timeline.flatMap((event) => {
    const revision = event.status === '设计中' ? revisionOfEventNote(event.note) : null;
    if (revision === null) return [];
    const afterVersion = deliveries.filter((delivery) => Date.parse(delivery.at) <= Date.parse(event.at)).length;
    return [{ afterVersion, number: revision.number, note: revision.note, at: event.at }];
  });
}

/** The factory's request with the customer's requirements and files, every version delivered, the revision comments and the timeline. */
export function findFactoryDesign(db: DatabaseSync, factoryId: number, requestNo: string): StaffDesignDetail {
  const row = factoryRow(db, factoryId, requestNo);
  const contents = designContentsOf(db, row);
  return { ...summaryOf(row), ...contents, revisionComments: revisionCommentsOf(contents.timeline, contents.deliveries) };
}

/** A reference file or a delivered file of the factory's request, with where its bytes are; any other file is 404. */
export function designFileOfRequest(db: DatabaseSync, factoryId: number, requestNo: string, fileId: number): { file: { name: string; format: FileFormat }; storedName: string } {
  const id = intOf(factoryRow(db, factoryId, requestNo), 'id');
  const row = db
    .prepare(
      `SELECT f.name, f.format, f.stored_name FROM design_files f WHERE f.id = :file AND (
         EXISTS (SELECT 1 FROM design_order_files x WHERE x.design_order_id = :request AND x.file_id = f.id)
         OR EXISTS (SELECT 1 FROM design_delivery_files x JOIN design_deliveries v ON v.id = x.delivery_id WHERE v.design_order_id = :request AND x.file_id = f.id))`,
    )
    .get({ file: fileId, request: id });
  if (row === undefined) throw new HttpError(404, designStaffMessages.unknownFile);
  return { file: { name: textOf(row, 'name'), format: FileFormat.parse(textOf(row, 'format')) }, storedName: textOf(row, 'stored_name') };
}

/** Why 接单 is refused in `status` (anything but 待接单). */
function acceptRefusal(status: DesignStatus): string {
  if (status === '设计中') return designStaffMessages.accepted;
  if (status === '待确认') return designStaffMessages.acceptDelivered;
  return designStaffMessages.acceptDone;
}

/** Why 交付 is refused in `status` (anything but 设计中) with `versions` delivered. */
function deliverRefusal(status: DesignStatus, versions: number): string {
  if (status === '待接单') return designStaffMessages.notAccepted;
  if (status === '待确认') return designStaffMessages.delivered(versions);
  return designStaffMessages.done;
}

function statusOf(db: DatabaseSync, id: number): { status: DesignStatus; versions: number } {
  const row = db.prepare('SELECT status, (SELECT COUNT(*) FROM design_deliveries v WHERE v.design_order_id = d.id) AS versions FROM design_orders d WHERE id = ?').get(id);
  if (row === undefined) throw new HttpError(404, designStaffMessages.notFound);
  return { status: DesignStatus.parse(textOf(row, 'status')), versions: intOf(row, 'versions') };
}

/** 接单: 待接单 → 设计中, with the timeline event and the audit row. */
export function acceptFactoryDesign(db: DatabaseSync, staff: StaffContext, requestNo: string, at: number): StaffDesignDetail {
  inTransaction(db, () => {
    const id = intOf(factoryRow(db, staff.factoryId, requestNo), 'id');
    const moved = db.prepare("UPDATE design_orders SET status = '设计中', updated_at = ? WHERE id = ? AND status = '待接单'").run(at, id);
    if (changesOf(moved) !== 1) throw new HttpError(409, acceptRefusal(statusOf(db, id).status));
    addDesignEvent(db, id, '设计中', '设计师已接单，开始设计', at);
    recordAudit(db, { factoryId: staff.factoryId, staffId: staff.id, at, action: 'design.accept', subject: `design:${requestNo}`, before: { status: '待接单' }, after: { status: '设计中' } });
  });
  return findFactoryDesign(db, staff.factoryId, requestNo);
}

/** Whose files a delivery becomes: the request's customer and shop. */
export interface DeliveryTarget {
  id: number;
  customerId: number;
  shopId: number;
}

/**
 * The factory's request when it can take a delivery now (设计中), else 404 / 409 with the reason:
 * checked before the files are received and measured, and again when the delivery is written.
 */
export function deliveryTargetOf(db: DatabaseSync, factoryId: number, requestNo: string): DeliveryTarget {
  const row = factoryRow(db, factoryId, requestNo);
  const status = DesignStatus.parse(textOf(row, 'status'));
  if (status !== '设计中') throw new HttpError(409, deliverRefusal(status, intOf(row, 'versions')));
  return { id: intOf(row, 'id'), customerId: intOf(row, 'customer_id'), shopId: intOf(row, 'shop_id') };
}

/**
 * 413 unless `bytes` more fit the customer's shop storage and the customer's share of it (the
 * rules every upload of theirs follows), said to the engineer.
 */
export function assertDeliveryFits(db: DatabaseSync, target: DeliveryTarget, bytes: number): void {
  const shop = storageOf(db, target.shopId);
  const left = Math.max(0, shop.quota - shop.size);
  if (bytes > left) throw new HttpError(413, designStaffMessages.shopFull(bytes, left));
  const customer = customerStorageOf(db, target.shopId, target.customerId);
  if (customer.size + bytes > customer.limit) throw new HttpError(413, designStaffMessages.customerFull(bytes, customer.size, customer.limit));
}

/** The customer's words about a new version: what to do now, and how many revisions are left. */
function deliveredMessageBody(title: string, version: number, revisionsLeft: number, note: string): string {
  const next = revisionsLeft > 0 ? `请查看并确认；如需调整，可申请修改（还可修改 ${revisionsLeft} 次）` : '请查看并确认（修改次数已用完）';
  return `「${title}」的第 ${version} 版设计稿已交付，${next}。设计师说明：${note}`;
}

/**
 * 交付: 设计中 → 待确认 with the next version of `files` (their bytes already kept in the upload
 * folder, counted in the customer's shop storage), the engineer's note on it, the timeline event,
 * the customer's message and the audit row. Answering a revision request is this too.
 */
export function deliverFactoryDesign(db: DatabaseSync, staff: StaffContext, requestNo: string, note: string, files: readonly DeliveredFile[], at: number): StaffDesignDetail {
  inTransaction(db, () => {
    const row = factoryRow(db, staff.factoryId, requestNo);
    const target = deliveryTargetOf(db, staff.factoryId, requestNo);
    // Other uploads of the customer may have finished while these files were measured.
    assertDeliveryFits(db, target, files.reduce((sum, file) => sum + file.size, 0));
    const moved = db.prepare("UPDATE design_orders SET status = '待确认', updated_at = ? WHERE id = ? AND status = '设计中'").run(at, target.id);
    if (changesOf(moved) !== 1) {
      const now = statusOf(db, target.id);
      throw new HttpError(409, deliverRefusal(now.status, now.versions));
    }
    const version = intOf(row, 'versions') + 1;
    insertDelivery(db, target, version, note, at, files);
    addDesignEvent(db, target.id, '待确认', deliveryNote(version), at);
    const title = textOf(row, 'title');
    addCustomerMessage(db, {
      customerId: target.customerId,
      kind: 'designDelivered',
      title: `设计需求 ${requestNo} 第 ${version} 版设计稿已交付`,
      body: deliveredMessageBody(title, version, intOf(row, 'revisions') - intOf(row, 'revisions_used'), note),
      link: designOrderUrl(requestNo),
      at,
    });
    recordAudit(db, {
      factoryId: staff.factoryId,
      staffId: staff.id,
      at,
      action: 'design.deliver',
      subject: `design:${requestNo}`,
      before: { status: '设计中', versions: version - 1 },
      after: { status: '待确认', version, note, files: files.map((file) => ({ name: file.name, size: file.size })) },
    });
  });
  return findFactoryDesign(db, staff.factoryId, requestNo);
}
