/**
 * The address book: a customer's saved addresses, at most ADDRESS_BOOK_LIMIT, exactly one of
 * them the default while there are any. Every change runs in one write transaction that reads
 * the book first, so parallel requests see each other's writes: the limit and the single default
 * hold whatever arrives at once.
 */
import type { DatabaseSync } from 'node:sqlite';
import { ADDRESS_BOOK_LIMIT, type AddressBook, type AddressBookInput, type SavedAddress } from '../../src/wire/address-book.ts';
import { districtCodeOf, regionText } from '../../src/lib/forms/regions.ts';
import { HttpError } from '../core/errors.ts';
import { inTransaction } from '../core/transaction.ts';
import { changesOf, insertedIdOf, intOf, isoOf, textOf, type Row } from '../core/rows.ts';
import { regionTree } from './regions.ts';

export const addressMessages = {
  notFound: '地址不存在',
  unknownRegion: '所在地区不存在，请重新选择',
  full: `地址簿最多保存 ${ADDRESS_BOOK_LIMIT} 个地址，请先删除不用的地址`,
} as const;

const columns = 'id, name, phone, province, city, district, region_code, detail, is_default, created_at, updated_at';

function addressOf(row: Row): SavedAddress {
  const region = { province: textOf(row, 'province'), city: textOf(row, 'city'), district: textOf(row, 'district') };
  return {
    id: intOf(row, 'id'),
    name: textOf(row, 'name'),
    phone: textOf(row, 'phone'),
    ...region,
    regionCode: textOf(row, 'region_code'),
    region: regionText(region),
    detail: textOf(row, 'detail'),
    isDefault: intOf(row, 'is_default') === 1,
    createdAt: isoOf(row, 'created_at'),
    updatedAt: isoOf(row, 'updated_at'),
  };
}

/** The district code of the input's region, or 400 when the data has no such triple. */
function regionCodeOf(input: AddressBookInput): string {
  const code = districtCodeOf(regionTree, input);
  if (code === null) throw new HttpError(400, addressMessages.unknownRegion);
  return code;
}

/** Every address of the customer: the default first, then the newest. */
export function addressBookOf(db: DatabaseSync, customerId: number): AddressBook {
  const rows = db.prepare(`SELECT ${columns} FROM addresses WHERE customer_id = ? ORDER BY is_default DESC, created_at DESC, id DESC`).all(customerId);
  return { records: rows.map(addressOf), total: rows.length, limit: ADDRESS_BOOK_LIMIT };
}

/** One address of the customer; another customer's is the 404 of none. */
export function findAddress(db: DatabaseSync, customerId: number, id: number): SavedAddress {
  const row = db.prepare(`SELECT ${columns} FROM addresses WHERE id = ? AND customer_id = ?`).get(id, customerId);
  if (row === undefined) throw new HttpError(404, addressMessages.notFound);
  return addressOf(row);
}

const countOf = (db: DatabaseSync, customerId: number): number => intOf(db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE customer_id = ?').get(customerId) ?? { n: 0 }, 'n');

/**
 * Adds an address; the customer's first becomes the default. The same address sent again (a
 * double click, a retry) answers the one already saved instead of a copy: `created` says which.
 * A full book is refused with 409.
 */
export function addAddress(db: DatabaseSync, customerId: number, input: AddressBookInput, at: number): { address: SavedAddress; created: boolean } {
  const regionCode = regionCodeOf(input);
  return inTransaction(db, () => {
    const same = db
      .prepare('SELECT id FROM addresses WHERE customer_id = ? AND name = ? AND phone = ? AND region_code = ? AND detail = ?')
      .get(customerId, input.name, input.phone, regionCode, input.detail);
    if (same !== undefined) return { address: findAddress(db, customerId, intOf(same, 'id')), created: false };
    const count = countOf(db, customerId);
    if (count >= ADDRESS_BOOK_LIMIT) throw new HttpError(409, addressMessages.full);
    const result = db
      .prepare(
        `INSERT INTO addresses (customer_id, name, phone, province, city, district, region_code, detail, is_default, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(customerId, input.name, input.phone, input.province, input.city, input.district, regionCode, input.detail, count === 0 ? 1 : 0, at, at);
    return { address: findAddress(db, customerId, insertedIdOf(result)), created: true };
  });
}

/** Replaces an address's fields (its default mark stays). */
export function updateAddress(db: DatabaseSync, customerId: number, id: number, input: AddressBookInput, at: number): SavedAddress {
  const regionCode = regionCodeOf(input);
  const result = db
    .prepare(
      `UPDATE addresses SET name = ?, phone = ?, province = ?, city = ?, district = ?, region_code = ?, detail = ?, updated_at = ?
       WHERE id = ? AND customer_id = ?`,
    )
    .run(input.name, input.phone, input.province, input.city, input.district, regionCode, input.detail, at, id, customerId);
  if (changesOf(result) === 0) throw new HttpError(404, addressMessages.notFound);
  return findAddress(db, customerId, id);
}

/** Makes the address the customer's default (the one before it no longer is); answers the book. */
export function setDefaultAddress(db: DatabaseSync, customerId: number, id: number, at: number): AddressBook {
  inTransaction(db, () => {
    const address = findAddress(db, customerId, id);
    if (address.isDefault) return;
    db.prepare('UPDATE addresses SET is_default = 0, updated_at = ? WHERE customer_id = ? AND is_default = 1').run(at, customerId);
    db.prepare('UPDATE addresses SET is_default = 1, updated_at = ? WHERE id = ?').run(at, id);
  });
  return addressBookOf(db, customerId);
}

/**
 * Deletes an address; when it was the default, the newest remaining one becomes the default.
 * Answers the book as it is then.
 */
export function deleteAddress(db: DatabaseSync, customerId: number, id: number, at: number): AddressBook {
  inTransaction(db, () => {
    const address = findAddress(db, customerId, id);
    db.prepare('DELETE FROM addresses WHERE id = ?').run(id);
    if (!address.isDefault) return;
    db.prepare(
      `UPDATE addresses SET is_default = 1, updated_at = ?
       WHERE id = (SELECT id FROM addresses WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT 1)`,
    ).run(at, customerId);
  });
  return addressBookOf(db, customerId);
}
