import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { ConsumableCategory, type Consumable, type ConsumablePage, type ConsumableQuery, type ConsumableSort } from '../../src/wire/consumables.ts';
import { HttpError } from '../core/errors.ts';
import { fieldsOf, intOf, parsedOf, textOf, type Row } from '../core/rows.ts';
import { searchPattern } from '../core/search-key.ts';

export const consumableMessages = {
  notFound: '耗材不存在',
} as const;

const columns = 'id, name, category, spec, unit, price, stock, image_count, tint, description';

/** What the image generator needs of a consumable. */
export interface ConsumableLook {
  id: number;
  name: string;
  category: ConsumableCategory;
  spec: string;
  unit: string;
  tint: string;
}

/** Same-site paths of a consumable's generated images, cover first. */
export function imagePathsOf(id: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `/api/shop-consumable/images/${id}-${index + 1}.svg`);
}

function consumableOf(row: Row): Consumable {
  const id = intOf(row, 'id');
  return {
    id,
    ...fieldsOf(row, { name: textOf, category: parsedOf(ConsumableCategory), spec: textOf, unit: textOf, price: intOf, stock: intOf }),
    images: imagePathsOf(id, intOf(row, 'image_count')),
    description: textOf(row, 'description'),
  };
}

const orderBy: Record<ConsumableSort, string> = {
  default: 'id',
  priceAsc: 'price, id',
  priceDesc: 'price DESC, id',
};

/**
 * The catalogue page: items on sale, optionally of one category and matching a keyword in the
 * name or spec (ignoring case, white space and full-width forms: search-key.ts), sorted with
 * ties by id so pages never overlap.
 */
export function listConsumables(db: DatabaseSync, query: z.output<typeof ConsumableQuery>): ConsumablePage {
  const where = `on_sale = 1 AND (:category IS NULL OR category = :category)
    AND (:pattern IS NULL OR search_key(name) LIKE :pattern ESCAPE '\\' OR search_key(spec) LIKE :pattern ESCAPE '\\')`;
  const params = { category: query.category ?? null, pattern: searchPattern(query.keyword) };
  const total = db.prepare(`SELECT COUNT(*) AS n FROM consumables WHERE ${where}`).get(params);
  const records = db
    .prepare(`SELECT ${columns} FROM consumables WHERE ${where} ORDER BY ${orderBy[query.sort]} LIMIT :limit OFFSET :offset`)
    .all({ ...params, limit: query.size, offset: (query.page - 1) * query.size })
    .map(consumableOf);
  return { records, total: total === undefined ? 0 : intOf(total, 'n') };
}

/** A consumable on sale, or 404 `耗材不存在`. */
export function findConsumable(db: DatabaseSync, id: number): Consumable {
  const row = db.prepare(`SELECT ${columns} FROM consumables WHERE id = ? AND on_sale = 1`).get(id);
  if (row === undefined) throw new HttpError(404, consumableMessages.notFound);
  return consumableOf(row);
}

/** Any consumable's look (off sale too: old orders still show its picture), or null. */
export function findConsumableLook(db: DatabaseSync, id: number): ConsumableLook | null {
  const row = db.prepare('SELECT id, name, category, spec, unit, tint FROM consumables WHERE id = ?').get(id);
  if (row === undefined) return null;
  return fieldsOf(row, { id: intOf, name: textOf, category: parsedOf(ConsumableCategory), spec: textOf, unit: textOf, tint: textOf });
}

/** Whether the consumable has an image number `n`. */
export function hasImage(db: DatabaseSync, id: number, n: number): boolean {
  const row = db.prepare('SELECT image_count FROM consumables WHERE id = ?').get(id);
  return row !== undefined && n >= 1 && n <= intOf(row, 'image_count');
}

/** A consumable's list price, stock and whether it is on sale; 404 when there is none. */
export function consumableState(db: DatabaseSync, consumableId: number): { price: number; stock: number; onSale: boolean } {
  const row = db.prepare('SELECT price, stock, on_sale FROM consumables WHERE id = ?').get(consumableId);
  if (row === undefined) throw new HttpError(404, '耗材不存在');
  return { price: intOf(row, 'price'), stock: intOf(row, 'stock'), onSale: intOf(row, 'on_sale') === 1 };
}

/** Changes what the platform would change about a consumable (a price, the stock, the sale). */
export function setConsumableState(db: DatabaseSync, consumableId: number, change: { price?: number | undefined; stock?: number | undefined; onSale?: boolean | undefined }): void {
  db.prepare('UPDATE consumables SET price = COALESCE(?, price), stock = COALESCE(?, stock), on_sale = COALESCE(?, on_sale) WHERE id = ?').run(
    change.price ?? null,
    change.stock ?? null,
    change.onSale === undefined ? null : Number(change.onSale),
    consumableId,
  );
}
