import type { DatabaseSync } from 'node:sqlite';
import type { Suggestion, SuggestionEvent, SuggestionImage, SuggestionPage, SuggestionReply, SuggestionRow, SuggestionStatus, SuggestionType } from '../../src/wire/suggestions.ts';
import type { ImageKind } from '../../src/lib/files/image-sniff.ts';
import { HttpError } from '../core/errors.ts';
import { shopDay } from '../orders/numbers.ts';
import { changesOf, insertedIdOf, intOf, isoOf, nullableIntOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';

export const suggestionNotFound = '反馈不存在';

/** 反馈编号: FK, the shop's day of submission, then the id. */
export const suggestionNo = (id: number, createdAt: number) => `FK${shopDay(createdAt).replaceAll('-', '')}-${String(id).padStart(4, '0')}`;

export const imagePath = (suggestionId: number, imageId: number) => `/api/shop-suggestion/${suggestionId}/images/${imageId}`;

const asStatus = (value: string): SuggestionStatus => {
  if (value === '待处理' || value === '处理中' || value === '已回复') return value;
  throw new Error(`unknown suggestion status ${value}`);
};
const asType = (value: string): SuggestionType => {
  if (value === '功能建议' || value === '问题反馈' || value === '投诉' || value === '其他') return value;
  throw new Error(`unknown suggestion type ${value}`);
};

function imageOf(row: Row): SuggestionImage {
  const width = nullableIntOf(row, 'width');
  const height = nullableIntOf(row, 'height');
  return {
    id: intOf(row, 'id'),
    url: imagePath(intOf(row, 'suggestion_id'), intOf(row, 'id')),
    name: textOf(row, 'name'),
    size: intOf(row, 'size'),
    ...(width !== null && height !== null ? { width, height } : {}),
  };
}

/** The customer's suggestion with everything on it; 404 for an unknown id or another customer's. */
export function findSuggestion(db: DatabaseSync, customerId: number, id: number): Suggestion {
  const row = db.prepare('SELECT * FROM suggestions WHERE id = ? AND customer_id = ?').get(id, customerId);
  if (row === undefined) throw new HttpError(404, suggestionNotFound);
  const images = db.prepare('SELECT * FROM suggestion_images WHERE suggestion_id = ? ORDER BY position, id').all(id).map(imageOf);
  const replies = db
    .prepare('SELECT * FROM suggestion_replies WHERE suggestion_id = ? ORDER BY created_at, id')
    .all(id)
    .map((r): SuggestionReply => {
      const from = textOf(r, 'sender') === 'staff' ? 'staff' : 'customer';
      return { id: intOf(r, 'id'), from, author: textOf(r, 'author'), content: textOf(r, 'content'), at: isoOf(r, 'created_at') };
    });
  const history = db
    .prepare('SELECT * FROM suggestion_events WHERE suggestion_id = ? ORDER BY created_at, id')
    .all(id)
    .map((e): SuggestionEvent => ({ status: asStatus(textOf(e, 'status')), at: isoOf(e, 'created_at'), note: textOf(e, 'note') }));
  return {
    id,
    no: suggestionNo(id, intOf(row, 'created_at')),
    type: asType(textOf(row, 'type')),
    title: textOf(row, 'title'),
    content: textOf(row, 'content'),
    contact: nullableTextOf(row, 'contact'),
    status: asStatus(textOf(row, 'status')),
    images,
    replies,
    history,
    createdAt: isoOf(row, 'created_at'),
    updatedAt: isoOf(row, 'updated_at'),
  };
}

/** One page of the customer's suggestions, newest first, optionally of one status. */
export function listSuggestions(db: DatabaseSync, customerId: number, query: { status?: SuggestionStatus | undefined; page: number; size: number }): SuggestionPage {
  const filter = query.status === undefined ? '' : ' AND s.status = ?';
  const params = query.status === undefined ? [customerId] : [customerId, query.status];
  const totalRow = db.prepare(`SELECT COUNT(*) AS n FROM suggestions s WHERE s.customer_id = ?${filter}`).get(...params);
  const rows = db
    .prepare(
      `SELECT s.*,
         (SELECT COUNT(*) FROM suggestion_images i WHERE i.suggestion_id = s.id) AS image_count,
         (SELECT COUNT(*) FROM suggestion_replies r WHERE r.suggestion_id = s.id) AS reply_count
       FROM suggestions s WHERE s.customer_id = ?${filter}
       ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, query.size, (query.page - 1) * query.size);
  const records = rows.map((row): SuggestionRow => ({
    id: intOf(row, 'id'),
    no: suggestionNo(intOf(row, 'id'), intOf(row, 'created_at')),
    type: asType(textOf(row, 'type')),
    title: textOf(row, 'title'),
    status: asStatus(textOf(row, 'status')),
    imageCount: intOf(row, 'image_count'),
    replyCount: intOf(row, 'reply_count'),
    createdAt: isoOf(row, 'created_at'),
    updatedAt: isoOf(row, 'updated_at'),
  }));
  return { records, total: totalRow === undefined ? 0 : intOf(totalRow, 'n') };
}

/** The id of the suggestion an earlier request with this key created, if any. */
export function suggestionIdByKey(db: DatabaseSync, customerId: number, key: string): number | null {
  const row = db.prepare('SELECT id FROM suggestions WHERE customer_id = ? AND idempotency_key = ?').get(customerId, key);
  return row === undefined ? null : intOf(row, 'id');
}

export interface NewSuggestion {
  customerId: number;
  type: SuggestionType;
  title: string;
  content: string;
  contact: string | null;
  idempotencyKey: string | null;
  at: number;
  images: ReadonlyArray<{ name: string; storedName: string; kind: ImageKind; size: number; width: number | null; height: number | null }>;
}

/** Bytes of all the customer's suggestion images. */
export function suggestionImageBytes(db: DatabaseSync, customerId: number): number {
  const row = db.prepare('SELECT COALESCE(SUM(i.size), 0) AS n FROM suggestion_images i JOIN suggestions s ON s.id = i.suggestion_id WHERE s.customer_id = ?').get(customerId);
  return row === undefined ? 0 : intOf(row, 'n');
}

/**
 * Inserts a suggestion in 待处理 with its images and the first history entry; answers its id.
 * The factory the customer is using answers it (none when they use none). The images count in
 * the storage of the customer's shop, like every file it keeps.
 */
export function insertSuggestion(db: DatabaseSync, s: NewSuggestion): number {
  const id = insertedIdOf(
    db
      .prepare(
        `INSERT INTO suggestions (customer_id, factory_id, type, title, content, contact, status, idempotency_key, created_at, updated_at)
         VALUES (:customer, (SELECT using_factory_id FROM customers WHERE id = :customer), :type, :title, :content, :contact, '待处理', :key, :at, :at)`,
      )
      .run({ customer: s.customerId, type: s.type, title: s.title, content: s.content, contact: s.contact, key: s.idempotencyKey, at: s.at }),
  );
  const image = db.prepare(
    'INSERT INTO suggestion_images (suggestion_id, position, name, stored_name, kind, size, width, height) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  s.images.forEach((i, position) => image.run(id, position, i.name, i.storedName, i.kind, i.size, i.width, i.height));
  const bytes = s.images.reduce((sum, i) => sum + i.size, 0);
  if (bytes > 0) db.prepare('UPDATE shops SET storage_size = storage_size + ? WHERE id = (SELECT shop_id FROM customers WHERE id = ?)').run(bytes, s.customerId);
  addEvent(db, id, '待处理', '已提交反馈，等待客服处理', s.at);
  return id;
}

export function addEvent(db: DatabaseSync, suggestionId: number, status: SuggestionStatus, note: string, at: number): void {
  db.prepare('INSERT INTO suggestion_events (suggestion_id, status, note, created_at) VALUES (?, ?, ?, ?)').run(suggestionId, status, note, at);
}

export function addReply(db: DatabaseSync, suggestionId: number, reply: { from: 'staff' | 'customer'; author: string; content: string; at: number }): void {
  db.prepare('INSERT INTO suggestion_replies (suggestion_id, sender, author, content, created_at) VALUES (?, ?, ?, ?, ?)').run(
    suggestionId,
    reply.from,
    reply.author,
    reply.content,
    reply.at,
  );
}

/**
 * Moves the suggestion to `status`; with `from`, only out of one of those statuses (one
 * conditional UPDATE, so of two moves at once one wins). Answers whether it moved.
 */
export function setStatus(db: DatabaseSync, suggestionId: number, status: SuggestionStatus, at: number, from?: readonly SuggestionStatus[]): boolean {
  if (from === undefined) return changesOf(db.prepare('UPDATE suggestions SET status = ?, updated_at = ? WHERE id = ?').run(status, at, suggestionId)) > 0;
  const moved = db
    .prepare(`UPDATE suggestions SET status = ?, updated_at = ? WHERE id = ? AND status IN (${from.map(() => '?').join(', ')})`)
    .run(status, at, suggestionId, ...from);
  return changesOf(moved) > 0;
}

/**
 * A follow-up from the customer: added to the thread; an answered suggestion (已回复) goes back
 * to 处理中 since it awaits staff again.
 */
export function addCustomerFollowUp(db: DatabaseSync, customerId: number, id: number, content: string, author: string, at: number): void {
  const current = findSuggestion(db, customerId, id);
  addReply(db, id, { from: 'customer', author, content, at });
  if (current.status === '已回复') {
    setStatus(db, id, '处理中', at);
    addEvent(db, id, '处理中', '客户追加了问题，重新处理', at);
  } else {
    db.prepare('UPDATE suggestions SET updated_at = ? WHERE id = ?').run(at, id);
  }
}

/** Where an image's bytes are stored and what they are; 404 unless it is on this customer's suggestion. */
export function findSuggestionImage(db: DatabaseSync, customerId: number, suggestionId: number, imageId: number): { storedName: string; kind: ImageKind; size: number } {
  const row = db
    .prepare(
      `SELECT i.stored_name, i.kind, i.size FROM suggestion_images i JOIN suggestions s ON s.id = i.suggestion_id
       WHERE i.id = ? AND s.id = ? AND s.customer_id = ?`,
    )
    .get(imageId, suggestionId, customerId);
  if (row === undefined) throw new HttpError(404, '图片不存在');
  const kind = textOf(row, 'kind');
  if (kind !== 'png' && kind !== 'jpeg' && kind !== 'webp') throw new Error(`unknown image kind ${kind}`);
  return { storedName: textOf(row, 'stored_name'), kind, size: intOf(row, 'size') };
}
