/**
 * Design requests (design orders) made with a paid package: creating one, the lists, one with
 * its files, deliveries and timeline, and the customer's moves on it (confirm, ask for a
 * revision). Every move is one conditional UPDATE inside a transaction: of two racing requests
 * only one changes the row, the other finds it moved and is refused with the reason.
 */
import type { DatabaseSync } from 'node:sqlite';
import { createOnce, type Created } from '../core/idempotent.ts';
import type { z } from 'zod';
import { DesignStatus, type CreateDesignOrder, type DesignActions, type DesignDelivery, type DesignOrder, type DesignOrderPage, type DesignOrderQuery, type DesignOrderSummary } from '../../src/wire/design-requests.ts';
import type { CustomerScope } from '../users/customers.ts';
import { inTransaction } from '../core/transaction.ts';
import { designFileOf, fileAccessible, fileColumns } from '../files/store.ts';
import { HttpError } from '../core/errors.ts';
import { orderNumber } from '../orders/numbers.ts';
import { findPackageOrder } from './package-order-store.ts';
import { changesOf, fieldsOf, insertedIdOf, intOf, isoOf, textOf, type Row } from '../core/rows.ts';

export const designMessages = {
  notFound: '设计需求不存在',
  unpaid: '设计套餐尚未付款，付款后才能提交设计需求',
  cancelled: '设计套餐订单已取消，不能提交设计需求',
  usedUp: '该设计套餐的设计需求次数已用完',
  fileNotFound: (id: number) => `参考文件不存在（编号 ${id}）`,
} as const;

/** `SJ20261121-0001`: the next number of the shop's day among design requests. */
export function nextRequestNumber(db: DatabaseSync, at: number): string {
  const today = orderNumber('SJ', at, 0).slice(0, -4);
  const row = db.prepare('SELECT MAX(request_no) AS last FROM design_orders WHERE request_no LIKE ?').get(`${today}%`);
  const last = row === undefined || row['last'] === null ? null : textOf(row, 'last');
  return orderNumber('SJ', at, last === null ? 1 : Number(last.slice(today.length)) + 1);
}

/** A timeline entry; also marks the request as updated. */
export function addDesignEvent(db: DatabaseSync, designOrderId: number, status: DesignStatus, note: string, at: number): void {
  db.prepare('INSERT INTO design_order_events (design_order_id, status, note, at) VALUES (?, ?, ?, ?)').run(designOrderId, status, note, at);
  db.prepare('UPDATE design_orders SET updated_at = MAX(updated_at, ?) WHERE id = ?').run(at, designOrderId);
}

/** The request an idempotency key already made for this customer, or null. */
function requestMadeBy(db: DatabaseSync, customerId: number, key: string): string | null {
  const row = db.prepare('SELECT request_no FROM design_orders WHERE customer_id = ? AND idempotency_key = ?').get(customerId, key);
  return row === undefined ? null : textOf(row, 'request_no');
}

/**
 * Creates a request in 待接单 with a paid package that has requests left, the customer's own
 * reference files attached (in the order sent, each once). A replayed key answers the
 * request it made; any refusal creates nothing.
 */
export function createDesignOrder(db: DatabaseSync, scope: CustomerScope, body: CreateDesignOrder, at: number): Created<string> {
  return createOnce(db, () => requestMadeBy(db, scope.customerId, body.idempotencyKey), () => {
    const pack = findPackageOrder(db, scope.customerId, body.packageOrderNo);
    if (pack.status === '待付款') throw new HttpError(409, designMessages.unpaid);
    if (pack.status === '已取消') throw new HttpError(409, designMessages.cancelled);
    const fileIds = [...new Set(body.fileIds)];
    const ownFile = db.prepare(`SELECT 1 FROM design_files f WHERE f.id = :file AND ${fileAccessible}`);
    for (const fileId of fileIds) {
      if (ownFile.get({ file: fileId, customer: scope.customerId }) === undefined) throw new HttpError(404, designMessages.fileNotFound(fileId));
    }
    const requestNo = nextRequestNumber(db, at);
    // Counted in the statement itself, so a request can never take the package over its allowance.
    const inserted = db
      .prepare(
        `INSERT INTO design_orders (request_no, customer_id, package_order_id, title, brief, status, revisions, revisions_used, idempotency_key, created_at, updated_at)
         SELECT :no, :customer, o.id, :title, :brief, '待接单', p.revisions, 0, :key, :at, :at
         FROM orders o JOIN design_packages p ON p.id = o.package_id
         WHERE o.id = :order AND o.status = '已完成'
           AND (SELECT COUNT(*) FROM design_orders d WHERE d.package_order_id = o.id) < p.requests`,
      )
      .run({ no: requestNo, customer: scope.customerId, title: body.title, brief: body.brief, key: body.idempotencyKey, at, order: pack.id });
    if (changesOf(inserted) !== 1) throw new HttpError(409, designMessages.usedUp);
    const id = insertedIdOf(inserted);
    const file = db.prepare('INSERT INTO design_order_files (design_order_id, position, file_id) VALUES (?, ?, ?)');
    fileIds.forEach((fileId, index) => file.run(id, index + 1, fileId));
    addDesignEvent(db, id, '待接单', `设计需求已提交（使用「${pack.packageName}」），等待设计师接单`, at);
    return { made: requestNo };
  });
}

/** What the customer may do now; the moves below check the same. */
export function designActionsOf(status: DesignStatus, revisions: number, used: number): DesignActions {
  return { confirm: status === '待确认', revise: status === '待确认' && used < revisions };
}

const summaryColumns = `d.id, d.request_no, d.title, d.brief, d.status, d.revisions, d.revisions_used, d.created_at, d.updated_at,
  o.order_no AS package_order_no,
  (SELECT i.name FROM order_items i WHERE i.order_id = o.id ORDER BY i.position LIMIT 1) AS package_name`;
const fromDesignOrders = 'FROM design_orders d JOIN orders o ON o.id = d.package_order_id';

function summaryOf(row: Row): DesignOrderSummary {
  const status = DesignStatus.parse(textOf(row, 'status'));
  const revisions = intOf(row, 'revisions');
  const used = intOf(row, 'revisions_used');
  return {
    ...fieldsOf(row, { requestNo: textOf, packageOrderNo: textOf, packageName: textOf, title: textOf }),
    status,
    revisions,
    revisionsUsed: used,
    ...fieldsOf(row, { createdAt: isoOf, updatedAt: isoOf }),
    actions: designActionsOf(status, revisions, used),
  };
}

/** One page of the customer's requests, newest first, optionally of one status. */
export function listDesignOrders(db: DatabaseSync, customerId: number, query: z.output<typeof DesignOrderQuery>): DesignOrderPage {
  const where = 'd.customer_id = :customer AND (:status IS NULL OR d.status = :status)';
  const params = { customer: customerId, status: query.status ?? null };
  const rows = db
    .prepare(`SELECT ${summaryColumns} ${fromDesignOrders} WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT :limit OFFSET :offset`)
    .all({ ...params, limit: query.size, offset: (query.page - 1) * query.size });
  const total = db.prepare(`SELECT COUNT(*) AS n FROM design_orders d WHERE ${where}`).get(params);
  return { records: rows.map(summaryOf), total: total === undefined ? 0 : intOf(total, 'n') };
}

function findRow(db: DatabaseSync, customerId: number, requestNo: string): Row {
  const row = db.prepare(`SELECT ${summaryColumns} ${fromDesignOrders} WHERE d.request_no = ? AND d.customer_id = ?`).get(requestNo, customerId);
  if (row === undefined) throw new HttpError(404, designMessages.notFound);
  return row;
}

/** What a request holds, for its customer and for the factory alike: the brief, the reference files, every version delivered, the timeline. */
export function designContentsOf(db: DatabaseSync, row: Row): Pick<DesignOrder, 'brief' | 'files' | 'deliveries' | 'timeline'> {
  const id = intOf(row, 'id');
  const files = db
    .prepare(`SELECT ${fileColumns} FROM design_order_files x JOIN design_files f ON f.id = x.file_id WHERE x.design_order_id = ? ORDER BY x.position`)
    .all(id)
    .map(designFileOf);
  const deliveryFiles = db.prepare(
    `SELECT ${fileColumns} FROM design_delivery_files x JOIN design_files f ON f.id = x.file_id WHERE x.delivery_id = ? ORDER BY x.position`,
  );
  const deliveries = db
    .prepare('SELECT id, version, note, at FROM design_deliveries WHERE design_order_id = ? ORDER BY version')
    .all(id)
    .map(
      (delivery): DesignDelivery => ({
        version: intOf(delivery, 'version'),
        note: textOf(delivery, 'note'),
        at: isoOf(delivery, 'at'),
        files: deliveryFiles.all(intOf(delivery, 'id')).map(designFileOf),
      }),
    );
  const timeline = db
    .prepare('SELECT status, note, at FROM design_order_events WHERE design_order_id = ? ORDER BY at, id')
    .all(id)
    .map((event) => ({ status: DesignStatus.parse(textOf(event, 'status')), note: textOf(event, 'note'), at: isoOf(event, 'at') }));
  return { brief: textOf(row, 'brief'), files, deliveries, timeline };
}

/** The customer's request with its files, deliveries and timeline; 404 for another customer's. */
export function findDesignOrder(db: DatabaseSync, customerId: number, requestNo: string): DesignOrder {
  const row = findRow(db, customerId, requestNo);
  return { ...summaryOf(row), ...designContentsOf(db, row) };
}

/** Why confirming is refused in `status` (anything but 待确认). */
function confirmRefusal(status: DesignStatus): string {
  if (status === '已完成') return '设计需求已完成，请勿重复确认';
  if (status === '待接单') return '设计师尚未接单，暂不能确认';
  return '设计稿尚未交付，暂不能确认';
}

/** Why asking for a revision is refused in `status` with `used` of `revisions` taken. */
function reviseRefusal(status: DesignStatus, revisions: number, used: number): string {
  if (status === '已完成') return '设计需求已完成，不能再申请修改';
  if (status === '待接单') return '设计师尚未接单，暂不能申请修改';
  if (status === '设计中') return '设计师正在设计中，交付后才能申请修改';
  return used >= revisions ? `修改次数已用完（共 ${revisions} 次），不能再申请修改` : '当前状态不能申请修改';
}

/** The row as it is now (after a conditional UPDATE that changed nothing). */
function current(db: DatabaseSync, id: number): { status: DesignStatus; revisions: number; used: number } {
  const row = db.prepare('SELECT status, revisions, revisions_used FROM design_orders WHERE id = ?').get(id);
  if (row === undefined) throw new HttpError(404, designMessages.notFound);
  return { status: DesignStatus.parse(textOf(row, 'status')), revisions: intOf(row, 'revisions'), used: intOf(row, 'revisions_used') };
}

/** 确认完成: 待确认 → 已完成. */
export function confirmDesignOrder(db: DatabaseSync, customerId: number, requestNo: string, at: number): DesignOrder {
  inTransaction(db, () => {
    const id = intOf(findRow(db, customerId, requestNo), 'id');
    const moved = db.prepare("UPDATE design_orders SET status = '已完成', updated_at = ? WHERE id = ? AND status = '待确认'").run(at, id);
    if (changesOf(moved) !== 1) throw new HttpError(409, confirmRefusal(current(db, id).status));
    addDesignEvent(db, id, '已完成', '已确认设计稿，设计需求完成', at);
  });
  return findDesignOrder(db, customerId, requestNo);
}

/** The timeline's words for the customer's `number`th revision request of `of`: 申请修改（第 1/2 次）：… */
export function revisionEventNote(number: number, of: number, note: string): string {
  return `申请修改（第 ${number}/${of} 次）：${note}`;
}

/** The number and comment of a revision request's timeline note (revisionEventNote), or null for any other note. */
export function revisionOfEventNote(text: string): { number: number; note: string } | null {
  const match = /^申请修改（第 (\d+)\/\d+ 次）：([\s\S]*)$/.exec(text);
  return match === null ? null : { number: Number(match[1]), note: match[2] ?? '' };
}

/** 申请修改: 待确认 → 设计中, one revision used, the customer's note in the timeline. */
export function reviseDesignOrder(db: DatabaseSync, customerId: number, requestNo: string, note: string, at: number): DesignOrder {
  inTransaction(db, () => {
    const id = intOf(findRow(db, customerId, requestNo), 'id');
    const moved = db
      .prepare(
        `UPDATE design_orders SET status = '设计中', revisions_used = revisions_used + 1, updated_at = ?
         WHERE id = ? AND status = '待确认' AND revisions_used < revisions`,
      )
      .run(at, id);
    if (changesOf(moved) !== 1) {
      const now = current(db, id);
      throw new HttpError(409, reviseRefusal(now.status, now.revisions, now.used));
    }
    const { used, revisions } = current(db, id);
    addDesignEvent(db, id, '设计中', revisionEventNote(used, revisions, note), at);
  });
  return findDesignOrder(db, customerId, requestNo);
}
