import type { DatabaseSync } from 'node:sqlite';
import { OrderStatus } from '../../src/wire/order-status.ts';
import type { CreateProfessionalOrder, Drawing, ProfessionalOrderPage, ProfessionalOrderSummary } from '../../src/wire/professional-orders.ts';
import { isReferenceFormat } from '../../src/lib/files/file-formats.ts';
import type { CustomerScope } from '../users/customers.ts';
import { fileAccessible, fileColumns, designFileOf } from '../files/store.ts';
import { HttpError } from '../core/errors.ts';
import { shopDay } from './numbers.ts';
import { addOrderEvent, insertCustomizedOrder, insertOrderItems, orderMessages, ownOrderRow } from './store.ts';
import { createOrderOnce } from './create-once.ts';
import type { Created } from '../core/idempotent.ts';
import { fieldsOf, insertedIdOf, intOf, isoOf, parsedOf, textOf, type Row } from '../core/rows.ts';
import { quoteMessages } from '../quotation/quotes.ts';

export const professionalMessages = {
  invalidDate: '期望交期无效',
  pastDate: '期望交期不能早于今天',
  unknownDrawing: '图纸不存在',
  tooManyDrawings: (max: number) => `每个订单最多 ${max} 个图纸`,
  notEditable: (status: string) => `订单已是「${status}」状态，不能再上传图纸`,
  submitted: '专业订单已提交，等待工程师报价',
} as const;

const summaryColumns = `o.id, o.order_no, o.status, o.requirements, o.quantity, o.expected_date, o.created_at,
  (SELECT COUNT(*) FROM order_drawings d WHERE d.order_id = o.id) AS file_count`;

function summaryOf(row: Row): ProfessionalOrderSummary {
  return fieldsOf(row, { id: intOf, orderNo: textOf, status: parsedOf(OrderStatus), requirements: textOf, quantity: intOf, expectedDate: textOf, fileCount: intOf, createdAt: isoOf });
}

/** One page of the customer's professional orders, newest first. */
export function listProfessionalOrders(db: DatabaseSync, customerId: number, { page, size }: { page: number; size: number }): ProfessionalOrderPage {
  const where = "o.customer_id = ? AND o.kind = 'customized' AND o.source = 'professional'";
  const rows = db
    .prepare(`SELECT ${summaryColumns} FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`)
    .all(customerId, size, (page - 1) * size);
  const count = db.prepare(`SELECT COUNT(*) AS total FROM orders o WHERE ${where}`).get(customerId);
  return { records: rows.map(summaryOf), total: count === undefined ? 0 : intOf(count, 'total') };
}

/** The customer's professional order by number; another customer's looks the same as none (404). */
export function findProfessionalOrder(db: DatabaseSync, customerId: number, orderNo: string): ProfessionalOrderSummary {
  return summaryOf(ownOrderRow(db, customerId, orderNo, `SELECT ${summaryColumns} FROM orders o`, "o.source = 'professional'"));
}

/** The order's drawings in the order they were added, each with its versions newest first. */
export function drawingsOf(db: DatabaseSync, orderId: number): Drawing[] {
  const drawings = db.prepare('SELECT id, name FROM order_drawings WHERE order_id = ? ORDER BY id').all(orderId);
  const versions = db.prepare(
    `SELECT ${fileColumns}, v.version FROM drawing_versions v JOIN design_files f ON f.id = v.file_id
     WHERE v.drawing_id = ? ORDER BY v.version DESC`,
  );
  return drawings.map((row) => {
    const id = intOf(row, 'id');
    return {
      id,
      name: textOf(row, 'name'),
      versions: versions.all(id).map((version) => ({ ...designFileOf(version), version: intOf(version, 'version') })),
    };
  });
}

/** Whether `day` is a real `YYYY-MM-DD` calendar day. */
function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) return false;
  const time = Date.UTC(year, month - 1, date);
  return new Date(time).toISOString().slice(0, 10) === day;
}

/** Checks the expected date: a real day, not before the shop's today. */
export function assertExpectedDate(day: string, at: Date): void {
  if (!isCalendarDay(day)) throw new HttpError(400, professionalMessages.invalidDate);
  if (day < shopDay(at.getTime())) throw new HttpError(400, professionalMessages.pastDate);
}

/** Adds a drawing (with its first version) to an order, with its line. */
function addDrawing(db: DatabaseSync, orderId: number, fileId: number, name: string, at: number): number {
  const drawingId = insertedIdOf(db.prepare('INSERT INTO order_drawings (order_id, name, created_at) VALUES (?, ?, ?)').run(orderId, name, at));
  db.prepare('INSERT INTO drawing_versions (drawing_id, version, file_id) VALUES (?, 1, ?)').run(drawingId, fileId);
  return drawingId;
}

/**
 * Creates a professional order in 待报价 from the customer's files, one drawing per file, once
 * per idempotency key.
 */
export function createProfessionalOrder(db: DatabaseSync, scope: CustomerScope, body: CreateProfessionalOrder, at: Date): Created<string> {
  return createOrderOnce(db, { customerId: scope.customerId, key: body.idempotencyKey, sort: { kind: 'customized', source: 'professional' } }, () => ({
    made: insertProfessionalOrder(db, scope, body, at),
  }));
}

function insertProfessionalOrder(db: DatabaseSync, scope: CustomerScope, body: CreateProfessionalOrder, at: Date): string {
  assertExpectedDate(body.expectedDate, at);
  if (new Set(body.fileIds).size !== body.fileIds.length) throw new HttpError(400, quoteMessages.repeatedFile);
  const file = db.prepare(`SELECT f.name, f.format FROM design_files f WHERE f.id = :file AND ${fileAccessible}`);
  const files = body.fileIds.map((fileId) => {
    const row = file.get({ file: fileId, customer: scope.customerId });
    if (row === undefined) throw new HttpError(404, quoteMessages.unknownFile);
    if (isReferenceFormat(textOf(row, 'format'))) throw new HttpError(400, quoteMessages.referenceOnly(textOf(row, 'name')));
    return { fileId, name: textOf(row, 'name') };
  });
  const time = at.getTime();
  const { id, orderNo } = insertCustomizedOrder(db, {
    customerId: scope.customerId,
    shopId: scope.shopId,
    factoryId: scope.usingFactoryId,
    source: 'professional',
    status: '待报价',
    materialId: null,
    goods: 0,
    memberDiscount: 0,
    discount: 0,
    shipping: 0,
    payable: 0,
    couponId: null,
    address: body.address,
    remarks: '',
    leadDays: null,
    requirements: body.requirements,
    quantity: body.quantity,
    expectedDate: body.expectedDate,
    idempotencyKey: body.idempotencyKey,
    createdAt: time,
  });
  const lines = files.map(({ fileId, name }) => ({
    fileId,
    drawingId: addDrawing(db, id, fileId, name, time),
    name,
    volume: null,
    unitPrice: 0,
    quantity: body.quantity,
    manual: true,
  }));
  insertOrderItems(db, id, lines);
  addOrderEvent(db, id, '待报价', professionalMessages.submitted, time);
  return orderNo;
}

/** The order's quantity and status, for adding drawings. */
function orderRow(db: DatabaseSync, orderId: number): { quantity: number; status: string } {
  const row = db.prepare('SELECT quantity, status FROM orders WHERE id = ?').get(orderId);
  if (row === undefined) throw new HttpError(404, orderMessages.notFound);
  return { quantity: intOf(row, 'quantity'), status: textOf(row, 'status') };
}

/** Throws unless the order still takes drawings (only while it waits for its quote). */
export function assertTakesDrawings(db: DatabaseSync, orderId: number): void {
  const { status } = orderRow(db, orderId);
  if (status !== '待报价') throw new HttpError(409, professionalMessages.notEditable(status));
}

/** Throws unless the drawing belongs to the order. */
export function assertDrawingOf(db: DatabaseSync, orderId: number, drawingId: number): void {
  const row = db.prepare('SELECT 1 FROM order_drawings WHERE id = ? AND order_id = ?').get(drawingId, orderId);
  if (row === undefined) throw new HttpError(404, professionalMessages.unknownDrawing);
}

export function countDrawings(db: DatabaseSync, orderId: number): number {
  const row = db.prepare('SELECT COUNT(*) AS n FROM order_drawings WHERE order_id = ?').get(orderId);
  return row === undefined ? 0 : intOf(row, 'n');
}

/**
 * Records an uploaded file as the next version of `drawingId`, or as version 1 of a new drawing,
 * keeping the order's line on the newest version and noting it in the timeline.
 */
export function addDrawingVersion(
  db: DatabaseSync,
  orderId: number,
  drawingId: number | null,
  file: { id: number; name: string },
  at: number,
): { drawingId: number; version: number } {
  const { quantity } = orderRow(db, orderId);
  if (drawingId === null) {
    const added = addDrawing(db, orderId, file.id, file.name, at);
    const position = db.prepare('SELECT COALESCE(MAX(position), 0) + 1 AS next FROM order_items WHERE order_id = ?').get(orderId);
    db.prepare(
      `INSERT INTO order_items (order_id, position, file_id, drawing_id, name, volume, unit_price, quantity, subtotal, manual)
       VALUES (?, ?, ?, ?, ?, NULL, 0, ?, 0, 1)`,
    ).run(orderId, position === undefined ? 1 : intOf(position, 'next'), file.id, added, file.name, quantity);
    addOrderEvent(db, orderId, '待报价', `新增图纸「${file.name}」`, at);
    return { drawingId: added, version: 1 };
  }
  const last = db.prepare('SELECT d.name, MAX(v.version) AS version FROM order_drawings d JOIN drawing_versions v ON v.drawing_id = d.id WHERE d.id = ?').get(drawingId);
  if (last === undefined) throw new HttpError(404, professionalMessages.unknownDrawing);
  const version = intOf(last, 'version') + 1;
  db.prepare('INSERT INTO drawing_versions (drawing_id, version, file_id) VALUES (?, ?, ?)').run(drawingId, version, file.id);
  db.prepare('UPDATE order_items SET file_id = ? WHERE order_id = ? AND drawing_id = ?').run(file.id, orderId, drawingId);
  addOrderEvent(db, orderId, '待报价', `上传了「${textOf(last, 'name')}」的第 ${version} 版`, at);
  return { drawingId, version };
}
