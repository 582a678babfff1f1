import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { FootageCategory, type Footage, type FootagePage, type FootageQuery } from '../../src/wire/footage.ts';
import { searchPattern } from '../core/search-key.ts';
import { footageBytes, footageSha256, isFootageKey, type FootageKey } from './bytes.ts';
import { HttpError } from '../core/errors.ts';
import { intOf, isoOf, textOf, type Row } from '../core/rows.ts';

export const footageMessages = { notFound: '素材不存在' } as const;

function keyOf(row: Row): FootageKey {
  const key = textOf(row, 'content_key');
  if (!isFootageKey(key)) throw new Error(`footage ${intOf(row, 'id')} has no content ${key}`);
  return key;
}

/** Lower-case extension of the file name. */
const formatOf = (fileName: string) => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

function footageOf(row: Row): Footage {
  const key = keyOf(row);
  const fileName = textOf(row, 'file_name');
  return {
    id: intOf(row, 'id'),
    title: textOf(row, 'title'),
    category: FootageCategory.parse(textOf(row, 'category')),
    format: formatOf(fileName),
    fileName,
    size: footageBytes(key).size,
    sha256: footageSha256(key),
    downloads: intOf(row, 'downloads'),
    description: textOf(row, 'description'),
    createdAt: isoOf(row, 'created_at'),
  };
}

/** The shop's footage, newest first, optionally of one category and matching title or file name (as the catalogue's search does). */
export function listFootage(db: DatabaseSync, shopId: number, query: z.output<typeof FootageQuery>): FootagePage {
  const where = `shop_id = :shop AND (:category IS NULL OR category = :category)
    AND (:pattern IS NULL OR search_key(title) LIKE :pattern ESCAPE '\\' OR search_key(file_name) LIKE :pattern ESCAPE '\\')`;
  const params = { shop: shopId, category: query.category ?? null, pattern: searchPattern(query.keyword) };
  const total = db.prepare(`SELECT COUNT(*) AS n FROM footage WHERE ${where}`).get(params);
  const records = db
    .prepare(
      `SELECT id, title, category, file_name, content_key, downloads, description, created_at FROM footage
       WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
    )
    .all({ ...params, limit: query.size, offset: (query.page - 1) * query.size })
    .map(footageOf);
  return { records, total: total === undefined ? 0 : intOf(total, 'n') };
}

/**
 * Counts a download of the shop's footage and answers what to send; another shop's footage or
 * an unknown id is a 404 (its existence is not revealed).
 */
export function takeDownload(db: DatabaseSync, shopId: number, id: number): { fileName: string; key: FootageKey } {
  const row = db.prepare('UPDATE footage SET downloads = downloads + 1 WHERE id = ? AND shop_id = ? RETURNING id, file_name, content_key').get(id, shopId);
  if (row === undefined) throw new HttpError(404, footageMessages.notFound);
  return { fileName: textOf(row, 'file_name'), key: keyOf(row) };
}

export function footageExists(db: DatabaseSync, id: number): boolean {
  return db.prepare('SELECT 1 FROM footage WHERE id = ?').get(id) !== undefined;
}
