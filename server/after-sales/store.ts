/**
 * 售后申请 as both sides read them, and the customer opening one. A claim is made on a received
 * (已完成) customised or consumable order of the customer's, within CLAIM_LIMITS.windowDays of the
 * moment it was received (its 已完成 timeline row), while no other claim of the order is open.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Claim, ClaimEvent, ClaimPage, ClaimPhoto, ClaimReason, ClaimRow, ClaimStatus } from '../../src/wire/after-sales.ts';
import { ClaimReason as ClaimReasonSchema, ClaimStatus as ClaimStatusSchema } from '../../src/wire/after-sales.ts';
import { CLAIM_LIMITS, claimDeadlineOf } from '../../src/lib/after-sales/claim-rules.ts';
import type { ImageKind } from '../../src/lib/files/image-sniff.ts';
import { HttpError } from '../core/errors.ts';
import { insertedIdOf, intOf, isoOf, nullableIntOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';
import { nextDocumentNumber } from '../orders/numbers.ts';
import { orderMessages, ownOrderRow } from '../orders/store.ts';

export const claimMessages = {
  notFound: '售后申请不存在',
  photoNotFound: '图片不存在',
  package: '设计套餐订单不支持售后申请，如有问题请联系设计师或客服',
  notReceived: (status: string) => `订单当前为「${status}」，确认收货后才能申请售后`,
  tooLate: (deadline: string) => `已超过收货后 ${CLAIM_LIMITS.windowDays} 天的售后期限（截至 ${deadline}），无法再申请售后`,
  openExists: (claimNo: string) => `该订单已有待处理的售后申请（${claimNo}），请等待处理结果`,
} as const;

/** Who reads a claim: the photo urls differ (each side's own path to the bytes). */
export type ClaimReader = 'customer' | 'staff';

const photoUrl = (reader: ClaimReader, claimNo: string, photoId: number) =>
  reader === 'customer' ? `/api/shop-after-sales/${claimNo}/photos/${photoId}` : `/api/shop-staff/claims/${claimNo}/photos/${photoId}`;

const reasonOf = (row: Row): ClaimReason => ClaimReasonSchema.parse(textOf(row, 'reason'));
const statusOf = (row: Row, column = 'status'): ClaimStatus => ClaimStatusSchema.parse(textOf(row, column));
const orderKindOf = (row: Row): 'customized' | 'consumable' => (textOf(row, 'kind') === 'consumable' ? 'consumable' : 'customized');

/** The shop's time of an instant, for sentences: 2026-03-08 10:00. */
export function shopTime(at: number): string {
  return new Date(at + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The claim row (with the order's number and kind) the caller may see, by its number; 404 otherwise. */
export function claimRowOf(db: DatabaseSync, claimNo: string, owner: { customerId: number } | { factoryId: number }): Row {
  const [column, value] = 'customerId' in owner ? ['c.customer_id', owner.customerId] : ['c.factory_id', owner.factoryId];
  const row = db
    .prepare(`SELECT c.*, o.order_no, o.kind FROM claims c JOIN orders o ON o.id = c.order_id WHERE c.claim_no = ? AND ${column} = ?`)
    .get(claimNo, value);
  if (row === undefined) throw new HttpError(404, claimMessages.notFound);
  return row;
}

/** A claim with its photos and timeline, as `reader` sees it. */
export function claimOf(db: DatabaseSync, row: Row, reader: ClaimReader): Claim {
  const id = intOf(row, 'id');
  const claimNo = textOf(row, 'claim_no');
  const photos = db
    .prepare('SELECT id, name, size, width, height FROM claim_photos WHERE claim_id = ? ORDER BY position, id')
    .all(id)
    .map((photo): ClaimPhoto => {
      const width = nullableIntOf(photo, 'width');
      const height = nullableIntOf(photo, 'height');
      return {
        id: intOf(photo, 'id'),
        url: photoUrl(reader, claimNo, intOf(photo, 'id')),
        name: textOf(photo, 'name'),
        size: intOf(photo, 'size'),
        ...(width !== null && height !== null ? { width, height } : {}),
      };
    });
  const timeline = db
    .prepare('SELECT status, actor, note, created_at FROM claim_events WHERE claim_id = ? ORDER BY created_at, id')
    .all(id)
    .map((event): ClaimEvent => ({ status: statusOf(event), note: textOf(event, 'note'), by: textOf(event, 'actor') === 'staff' ? 'staff' : 'customer', at: isoOf(event, 'created_at') }));
  return {
    claimNo,
    orderNo: textOf(row, 'order_no'),
    orderKind: orderKindOf(row),
    reason: reasonOf(row),
    description: textOf(row, 'description'),
    status: statusOf(row),
    refunded: intOf(row, 'refunded'),
    decisionNote: nullableTextOf(row, 'decision_note'),
    photos,
    timeline,
    createdAt: isoOf(row, 'created_at'),
    updatedAt: isoOf(row, 'updated_at'),
  };
}

/** A list row of a claim (the query selects c.*, o.order_no, o.kind and photo_count). */
export function claimRowItem(row: Row): ClaimRow {
  return {
    claimNo: textOf(row, 'claim_no'),
    orderNo: textOf(row, 'order_no'),
    orderKind: orderKindOf(row),
    reason: reasonOf(row),
    status: statusOf(row),
    refunded: intOf(row, 'refunded'),
    photoCount: intOf(row, 'photo_count'),
    createdAt: isoOf(row, 'created_at'),
    updatedAt: isoOf(row, 'updated_at'),
  };
}

/** One page of the customer's claims, newest first, of one order when `orderNo` is given. */
export function listCustomerClaims(db: DatabaseSync, customerId: number, query: { orderNo?: string | undefined; page: number; size: number }): ClaimPage {
  const params = { customer: customerId, orderNo: query.orderNo ?? null };
  const where = 'WHERE c.customer_id = :customer AND (:orderNo IS NULL OR o.order_no = :orderNo)';
  const total = db.prepare(`SELECT COUNT(*) AS n FROM claims c JOIN orders o ON o.id = c.order_id ${where}`).get(params);
  const rows = db
    .prepare(
      `SELECT c.*, o.order_no, o.kind, (SELECT COUNT(*) FROM claim_photos p WHERE p.claim_id = c.id) AS photo_count
       FROM claims c JOIN orders o ON o.id = c.order_id ${where}
       ORDER BY c.created_at DESC, c.id DESC LIMIT :limit OFFSET :offset`,
    )
    .all({ ...params, limit: query.size, offset: (query.page - 1) * query.size });
  return { records: rows.map(claimRowItem), total: total === undefined ? 0 : intOf(total, 'n') };
}

/** When the order became 已完成 (its first such timeline row: a remake adds later ones), or null. */
export function receivedAtOf(db: DatabaseSync, orderId: number): number | null {
  const row = db.prepare("SELECT MIN(at) AS at FROM order_events WHERE order_id = ? AND status = '已完成'").get(orderId);
  return row === undefined ? null : nullableIntOf(row, 'at');
}

/** Bytes of all the customer's claim photos. */
export function claimPhotoBytes(db: DatabaseSync, customerId: number): number {
  const row = db.prepare('SELECT COALESCE(SUM(p.size), 0) AS n FROM claim_photos p JOIN claims c ON c.id = p.claim_id WHERE c.customer_id = ?').get(customerId);
  return row === undefined ? 0 : intOf(row, 'n');
}

/** The number of the claim an earlier request with this key created, if any. */
export function claimNoByKey(db: DatabaseSync, customerId: number, key: string): string | null {
  const row = db.prepare('SELECT claim_no FROM claims WHERE customer_id = ? AND idempotency_key = ?').get(customerId, key);
  return row === undefined ? null : textOf(row, 'claim_no');
}

/**
 * Refuses (404 / 409) unless the customer may open a claim on the order now; answers the order's
 * id and factory.
 */
export function assertClaimable(db: DatabaseSync, customerId: number, orderNo: string, at: number): { orderId: number; factoryId: number | null } {
  const order = ownOrderRow(db, customerId, orderNo, 'SELECT o.id, o.kind, o.status, o.factory_id FROM orders o');
  const orderId = intOf(order, 'id');
  const kind = textOf(order, 'kind');
  if (kind === 'package') throw new HttpError(409, claimMessages.package);
  if (kind !== 'customized' && kind !== 'consumable') throw new HttpError(404, orderMessages.notFound);
  const status = textOf(order, 'status');
  const receivedAt = receivedAtOf(db, orderId);
  if (status !== '已完成' || receivedAt === null) throw new HttpError(409, claimMessages.notReceived(status));
  const deadline = claimDeadlineOf(receivedAt);
  if (at > deadline) throw new HttpError(409, claimMessages.tooLate(shopTime(deadline)));
  const open = db.prepare("SELECT claim_no FROM claims WHERE order_id = ? AND status = '待处理'").get(orderId);
  if (open !== undefined) throw new HttpError(409, claimMessages.openExists(textOf(open, 'claim_no')));
  return { orderId, factoryId: nullableIntOf(order, 'factory_id') };
}

export interface NewClaim {
  customerId: number;
  orderId: number;
  factoryId: number | null;
  reason: ClaimReason;
  description: string;
  idempotencyKey: string;
  at: number;
  photos: ReadonlyArray<{ name: string; storedName: string; kind: ImageKind; size: number; width: number | null; height: number | null }>;
}

/** Inserts a 待处理 claim with its photos and first timeline row (inside the caller's transaction); answers its number. */
export function insertClaim(db: DatabaseSync, claim: NewClaim): string {
  const claimNo = nextDocumentNumber(db, 'SH', claim.at);
  const id = insertedIdOf(
    db
      .prepare(
        `INSERT INTO claims (claim_no, order_id, customer_id, factory_id, reason, description, status, idempotency_key, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, '待处理', ?, ?, ?)`,
      )
      .run(claimNo, claim.orderId, claim.customerId, claim.factoryId, claim.reason, claim.description, claim.idempotencyKey, claim.at, claim.at),
  );
  const photo = db.prepare('INSERT INTO claim_photos (claim_id, position, name, stored_name, kind, size, width, height) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  claim.photos.forEach((p, position) => photo.run(id, position, p.name, p.storedName, p.kind, p.size, p.width, p.height));
  const bytes = claim.photos.reduce((sum, p) => sum + p.size, 0);
  if (bytes > 0) db.prepare('UPDATE shops SET storage_size = storage_size + ? WHERE id = (SELECT shop_id FROM customers WHERE id = ?)').run(bytes, claim.customerId);
  addClaimEvent(db, id, '待处理', 'customer', `已提交售后申请（${claim.reason}），等待客服处理`, claim.at);
  return claimNo;
}

export function addClaimEvent(db: DatabaseSync, claimId: number, status: ClaimStatus, actor: 'customer' | 'staff', note: string, at: number): void {
  db.prepare('INSERT INTO claim_events (claim_id, status, actor, note, created_at) VALUES (?, ?, ?, ?, ?)').run(claimId, status, actor, note, at);
}

/** Where a photo's bytes are and what they are; 404 unless it is on the claim `row`. */
export function claimPhotoOf(db: DatabaseSync, claimId: number, photoId: number): { storedName: string; kind: ImageKind } {
  const row = db.prepare('SELECT stored_name, kind FROM claim_photos WHERE id = ? AND claim_id = ?').get(photoId, claimId);
  if (row === undefined) throw new HttpError(404, claimMessages.photoNotFound);
  const kind = textOf(row, 'kind');
  if (kind !== 'png' && kind !== 'jpeg' && kind !== 'webp') throw new Error(`unknown image kind ${kind}`);
  return { storedName: textOf(row, 'stored_name'), kind };
}
