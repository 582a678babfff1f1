import type { DatabaseSync } from 'node:sqlite';
import { type CustomerMessage, MessageKind, type MessageListQuery, type MessagePage, SitePath } from '../../src/wire/messages.ts';
import { changesOf, fieldsOf, insertedIdOf, intOf, isoOf, nullableIsoOf, nullableTextOf, parsedOf, textOf, type Row } from '../core/rows.ts';

/**
 * Messages kept per customer. Beyond it the oldest go (read ones first), so that a factory's
 * busy year cannot grow one customer's inbox without bound.
 */
export const maxMessagesPerCustomer = 500;

export interface NewMessage {
  customerId: number;
  kind: MessageKind;
  title: string;
  body: string;
  /** A page of the site about the thing, or null. */
  link: string | null;
  at: number;
}

/**
 * Writes a message for the customer (inside the caller's transaction, with the action it tells
 * of) and trims the inbox to its cap. A link that is not a path of this site is refused here, so
 * no caller can make a message send the customer elsewhere.
 */
export function addCustomerMessage(db: DatabaseSync, message: NewMessage): number {
  const link = message.link === null ? null : SitePath.parse(message.link);
  const id = insertedIdOf(
    db
      .prepare('INSERT INTO customer_messages (customer_id, kind, title, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(message.customerId, MessageKind.parse(message.kind), message.title, message.body, link, message.at),
  );
  db.prepare(
    `DELETE FROM customer_messages WHERE customer_id = :customer AND id NOT IN (
       SELECT id FROM customer_messages WHERE customer_id = :customer
       ORDER BY read_at IS NULL DESC, id DESC LIMIT :keep)`,
  ).run({ customer: message.customerId, keep: maxMessagesPerCustomer });
  return id;
}

function messageOf(row: Row): CustomerMessage {
  return {
    ...fieldsOf(row, { id: intOf, kind: parsedOf(MessageKind), title: textOf, body: textOf, link: nullableTextOf }),
    createdAt: isoOf(row, 'created_at'),
    readAt: nullableIsoOf(row, 'read_at'),
  };
}

export function unreadCount(db: DatabaseSync, customerId: number): number {
  const row = db.prepare('SELECT COUNT(*) AS n FROM customer_messages WHERE customer_id = ? AND read_at IS NULL').get(customerId);
  return row === undefined ? 0 : intOf(row, 'n');
}

/** The customer's messages, newest first (only unread ones with `unread=1`), with the unread count. */
export function listMessages(db: DatabaseSync, customerId: number, query: MessageListQuery): MessagePage {
  const onlyUnread = query.unread === '1' ? 1 : 0;
  const where = 'customer_id = :customer AND (:onlyUnread = 0 OR read_at IS NULL)';
  const params = { customer: customerId, onlyUnread };
  const total = intOf(db.prepare(`SELECT COUNT(*) AS n FROM customer_messages WHERE ${where}`).get(params) ?? { n: 0 }, 'n');
  const rows = db
    .prepare(`SELECT id, kind, title, body, link, created_at, read_at FROM customer_messages WHERE ${where} ORDER BY id DESC LIMIT :limit OFFSET :offset`)
    .all({ ...params, limit: query.size, offset: (query.page - 1) * query.size });
  return { records: rows.map(messageOf), total, unread: unreadCount(db, customerId) };
}

/** Marks one of the customer's messages read (again is fine); false when it is not theirs or not there. */
export function markRead(db: DatabaseSync, customerId: number, id: number, at: number): boolean {
  const exists = db.prepare('SELECT 1 FROM customer_messages WHERE id = ? AND customer_id = ?').get(id, customerId);
  if (exists === undefined) return false;
  db.prepare('UPDATE customer_messages SET read_at = COALESCE(read_at, ?) WHERE id = ? AND customer_id = ?').run(at, id, customerId);
  return true;
}

/** Marks every unread message of the customer read; answers how many were. */
export function markAllRead(db: DatabaseSync, customerId: number, at: number): number {
  return changesOf(db.prepare('UPDATE customer_messages SET read_at = ? WHERE customer_id = ? AND read_at IS NULL').run(at, customerId));
}
