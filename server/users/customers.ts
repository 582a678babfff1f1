import type { DatabaseSync } from 'node:sqlite';
import type { Customer } from '../../src/wire/platform.ts';
import { HttpError, messages } from '../core/errors.ts';
import { memberLevelFor } from './member-levels.ts';
import { changesOf, fieldsOf, intOf, nullableIntOf, nullableTextOf, textOf } from '../core/rows.ts';

const customerQuery = `
  SELECT c.id, c.username, c.nickname, c.phone, c.email, c.avatar, c.balance, c.growth,
         s.id AS shop_id, s.name AS shop_name, s.storage_size, s.storage_quota,
         f.id AS factory_id, f.name AS factory_name, f.city AS factory_city,
         q.openid AS qq_openid
  FROM customers c
  JOIN shops s ON s.id = c.shop_id
  LEFT JOIN factories f ON f.id = c.using_factory_id
  LEFT JOIN qq_accounts q ON q.customer_id = c.id
  WHERE c.id = ?`;

/** The customer as the wire shows it (shop, using factory, QQ binding), or null if gone. */
export function findCustomer(db: DatabaseSync, id: number): Customer | null {
  const row = db.prepare(customerQuery).get(id);
  if (row === undefined) return null;
  const factoryId = nullableIntOf(row, 'factory_id');
  const growth = intOf(row, 'growth');
  return {
    ...fieldsOf(row, { id: intOf, username: textOf, nickname: textOf, phone: nullableTextOf, email: nullableTextOf, avatar: nullableTextOf, balance: intOf }),
    memberLevel: memberLevelFor(growth),
    growth,
    shop: {
      id: intOf(row, 'shop_id'),
      name: textOf(row, 'shop_name'),
      storageSize: intOf(row, 'storage_size'),
      storageQuota: intOf(row, 'storage_quota'),
    },
    usingFactory:
      factoryId === null
        ? null
        : { id: factoryId, name: textOf(row, 'factory_name'), city: textOf(row, 'factory_city') },
    qqBound: nullableTextOf(row, 'qq_openid') !== null,
  };
}

/** Id of the customer with this username (case-insensitive), or null. */
export function findCustomerIdByUsername(db: DatabaseSync, username: string): number | null {
  const row = db.prepare('SELECT id FROM customers WHERE username = ?').get(username);
  return row === undefined ? null : intOf(row, 'id');
}

/** The shop a customer belongs to and the factory they use (null: none chosen yet). */
export interface CustomerScope {
  customerId: number;
  shopId: number;
  usingFactoryId: number | null;
}

export function customerScope(db: DatabaseSync, customerId: number): CustomerScope {
  const row = db.prepare('SELECT shop_id, using_factory_id FROM customers WHERE id = ?').get(customerId);
  // The session outlived its customer: treat it like any other dead login.
  if (row === undefined) throw new HttpError(401, messages.sessionExpired);
  return { customerId, shopId: intOf(row, 'shop_id'), usingFactoryId: nullableIntOf(row, 'using_factory_id') };
}

/** The using factory, or 409 when the customer has not chosen one. */
export function usingFactoryOf(scope: CustomerScope): number {
  if (scope.usingFactoryId === null) throw new HttpError(409, '请先选择常用工厂');
  return scope.usingFactoryId;
}

/** The username of a customer, or null when the customer is gone. */
export function usernameOf(db: DatabaseSync, customerId: number): string | null {
  const row = db.prepare('SELECT username FROM customers WHERE id = ?').get(customerId);
  return row === undefined ? null : textOf(row, 'username');
}

/** The growth value of a customer, or null when the customer is gone. */
export function growthOf(db: DatabaseSync, customerId: number): number | null {
  const row = db.prepare('SELECT growth FROM customers WHERE id = ?').get(customerId);
  return row === undefined ? null : intOf(row, 'growth');
}

/** A nickname for texts the customer writes (replies), or 客户 when there is none. */
export function authorNameOf(db: DatabaseSync, customerId: number): string {
  const row = db.prepare('SELECT nickname FROM customers WHERE id = ?').get(customerId);
  return row === undefined ? '客户' : textOf(row, 'nickname');
}

export function setPasswordHash(db: DatabaseSync, customerId: number, hash: string): void {
  db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?').run(hash, customerId);
}

export function updateContact(db: DatabaseSync, customerId: number, contact: { nickname: string; phone: string | null; email: string | null }): void {
  db.prepare('UPDATE customers SET nickname = ?, phone = ?, email = ? WHERE id = ?').run(contact.nickname, contact.phone, contact.email, customerId);
}

/** Switches to one of the customer's own factories; false when it is not one of them. */
export function switchFactory(db: DatabaseSync, customerId: number, factoryId: number): boolean {
  const result = db
    .prepare(
      `UPDATE customers SET using_factory_id = ?
       WHERE id = ? AND EXISTS (
         SELECT 1 FROM customer_factories WHERE customer_id = ? AND factory_id = ?)`,
    )
    .run(factoryId, customerId, customerId, factoryId);
  return changesOf(result) > 0;
}
