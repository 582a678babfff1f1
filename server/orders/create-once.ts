import type { DatabaseSync } from 'node:sqlite';
import { HttpError } from '../core/errors.ts';
import { createOnce, type Created, type Creation, type Made } from '../core/idempotent.ts';
import { textOf } from '../core/rows.ts';
import { orderMessages, type OrderSource } from './store.ts';

/** The kinds of rows of `orders`: customised orders by where they came from, consumable and package orders. */
export type OrderSort = { kind: 'customized'; source: OrderSource } | { kind: 'consumable' } | { kind: 'package' };

/**
 * The number of the order an idempotency key already made for this customer, or null. A key
 * that made an order of another sort is a client mistake, answered 409 rather than with the
 * wrong order.
 */
function orderMadeBy(db: DatabaseSync, customerId: number, key: string, sort: OrderSort): string | null {
  const row = db.prepare('SELECT order_no, kind, source FROM orders WHERE customer_id = ? AND idempotency_key = ?').get(customerId, key);
  if (row === undefined) return null;
  const same = row['kind'] === sort.kind && (sort.kind !== 'customized' || row['source'] === sort.source);
  if (!same) throw new HttpError(409, orderMessages.keyReused);
  return textOf(row, 'order_no');
}

interface OrderKey {
  customerId: number;
  key: string;
  sort: OrderSort;
}

/** Creates an order of `sort` at most once per idempotency key (every order kind goes through here). */
export function createOrderOnce(db: DatabaseSync, order: OrderKey, create: () => { made: string }): Created<string>;
export function createOrderOnce<Refusal>(db: DatabaseSync, order: OrderKey, create: () => Made<string, Refusal>): Creation<string, Refusal>;
export function createOrderOnce<Refusal>(db: DatabaseSync, order: OrderKey, create: () => Made<string, Refusal>): Creation<string, Refusal> {
  return createOnce(db, () => orderMadeBy(db, order.customerId, order.key, order.sort), create);
}
