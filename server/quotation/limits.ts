/**
 * What no customer means, refused before anything is priced or saved: a part larger than every
 * machine of the customer's factory (a unit mistake, or a file made to break the pricing) and an
 * order worth more than one online order may be. Both answer 400 with the reason in Chinese.
 */
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { FilePart, Geometry } from '../../src/wire/files.ts';
import type { QuoteItem } from '../../src/wire/quotes.ts';
import { ORDER_GOODS_MAX_FEN } from '../../src/lib/forms/order-form-rules.ts';
import { assemblyPartsOf, machineVolumes, oversizeText, partTooLargeText } from '../../src/lib/geometry/part-fit.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { HttpError } from '../core/errors.ts';
import { nullableTextOf, textOf } from '../core/rows.ts';

export const limitMessages = {
  orderTooLarge: `订单金额超过单笔在线订单的上限 ${formatFen(ORDER_GOODS_MAX_FEN)}。请减少数量或分批下单；更大的订单请联系工厂人工报价`,
  partTooLarge: partTooLargeText,
} as const;

const StoredGeometry = Geometry.nullable();
const StoredParts = z.array(FilePart);

/**
 * 400 when a measured part of the request is larger, in every way it can be turned, than the
 * build volume of each process the factory offers (a part declared in inches at 25.4 × its mesh).
 * An assembly asked as its parts list is judged part by part (each kept part is made on its own,
 * so the assembled size does not matter), the refusal naming the part. A factory none of whose
 * processes has a known volume is not judged. The step 2 estimate judges by the same function
 * (oversizeText) and says 无法报价 before the customer gets here.
 */
export function assertPartsFit(db: DatabaseSync, factoryId: number, items: readonly Pick<QuoteItem, 'fileId' | 'options' | 'parts'>[]): void {
  // The processes as GET /api/shop-process sends them (code and name), so the refusal is step 2's sentence to the letter.
  const processes = db.prepare('SELECT p.code, p.name FROM factory_processes fp JOIN processes p ON p.id = fp.process_id WHERE fp.factory_id = ?').all(factoryId);
  const volumes = machineVolumes(processes.map((row) => ({ code: textOf(row, 'code'), name: textOf(row, 'name') })));
  const read = db.prepare('SELECT name, format, geometry, parts FROM design_files WHERE id = ?');
  for (const item of items) {
    const row = read.get(item.fileId);
    const stored = row === undefined ? null : nullableTextOf(row, 'geometry');
    const geometry = stored === null ? null : StoredGeometry.parse(JSON.parse(stored));
    if (row === undefined || geometry === null) continue;
    const storedParts = nullableTextOf(row, 'parts');
    const parts = storedParts === null || item.parts === undefined ? null : StoredParts.parse(JSON.parse(storedParts));
    // A STEP or IGES file states its own units and is measured in millimetres: the choice is a mesh's.
    const format = textOf(row, 'format');
    const scale = item.options?.units === 'inch' && format !== 'step' && format !== 'iges' ? 25.4 : 1;
    const name = textOf(row, 'name');
    const judged = parts === null ? [{ name, bbox: geometry.bbox }] : assemblyPartsOf(name, parts, item.parts ?? []);
    for (const part of judged) {
      const refusal = oversizeText(part.name, { x: part.bbox.x * scale, y: part.bbox.y * scale, z: part.bbox.z * scale }, volumes);
      if (refusal !== null) throw new HttpError(400, refusal);
    }
  }
}

/** 400 when the goods of one order are worth more than an online order may be. */
export function assertOrderValue(goods: number): void {
  if (!Number.isSafeInteger(goods) || goods > ORDER_GOODS_MAX_FEN) throw new HttpError(400, limitMessages.orderTooLarge);
}
