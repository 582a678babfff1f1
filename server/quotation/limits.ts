/**
 * What no customer means, refused before anything is priced or saved: a part larger than every
 * machine of the customer's factory (a unit mistake, or a file made to break the pricing) and an
 * order worth more than one online order may be. Both answer 400 with the reason in Chinese.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Geometry } from '../../src/wire/files.ts';
import type { QuoteItem } from '../../src/wire/quotes.ts';
import { ORDER_GOODS_MAX_FEN } from '../../src/lib/order-form-rules.ts';
import { PROCESS_LIMITS } from '../../src/lib/geometry/dfm/process-limits.ts';
import { formatFen } from '../../src/lib/money.ts';
import { HttpError } from '../core/errors.ts';
import { nullableTextOf, textOf } from '../core/rows.ts';

export const limitMessages = {
  orderTooLarge: `订单金额超过单笔在线订单的上限 ${formatFen(ORDER_GOODS_MAX_FEN)}。请减少数量或分批下单；更大的订单请联系工厂人工报价`,
  partTooLarge: (name: string, size: string | null, largest: string) =>
    `「${name}」${size === null ? '的尺寸远' : `的尺寸 ${size} mm `}超出本厂所有设备的加工范围（最大 ${largest} mm），无法报价。请检查文件的尺寸单位是否正确，或联系工厂`,
} as const;

type Size = readonly [number, number, number];

const StoredGeometry = Geometry.nullable();

/** Sides longest first, so that a part fits a machine in whichever way it is turned. */
const sorted = (size: Size): Size => {
  const [a, b, c] = [...size].sort((x, y) => y - x);
  return [a ?? 0, b ?? 0, c ?? 0];
};

const fits = (part: Size, machine: Size): boolean => part.every((side, index) => side <= (machine[index] ?? 0));

const sizeText = (size: Size): string => size.map((side) => String(Math.round(side * 10) / 10)).join(' × ');

/** The build volumes of the processes the factory offers (those the limits table knows), largest first. */
function factoryVolumes(db: DatabaseSync, factoryId: number): Size[] {
  return db
    .prepare('SELECT p.code FROM factory_processes fp JOIN processes p ON p.id = fp.process_id WHERE fp.factory_id = ?')
    .all(factoryId)
    .flatMap((row) => {
      const volume = PROCESS_LIMITS[textOf(row, 'code').trim().toUpperCase()]?.buildVolume;
      return volume === undefined ? [] : [sorted([volume.x, volume.y, volume.z])];
    })
    .sort((a, b) => b[0] * b[1] * b[2] - a[0] * a[1] * a[2]);
}

/**
 * 400 when a measured part of the request is larger, in every way it can be turned, than the
 * build volume of each process the factory offers (a part declared in inches at 25.4 × its mesh).
 * A factory none of whose processes has a known volume is not judged.
 */
export function assertPartsFit(db: DatabaseSync, factoryId: number, items: readonly Pick<QuoteItem, 'fileId' | 'options'>[]): void {
  const volumes = factoryVolumes(db, factoryId);
  const [largest] = volumes;
  if (largest === undefined) return;
  const read = db.prepare('SELECT name, format, geometry FROM design_files WHERE id = ?');
  for (const item of items) {
    const row = read.get(item.fileId);
    const stored = row === undefined ? null : nullableTextOf(row, 'geometry');
    const geometry = stored === null ? null : StoredGeometry.parse(JSON.parse(stored));
    if (row === undefined || geometry === null) continue;
    // A STEP or IGES file states its own units and is measured in millimetres: the choice is a mesh's.
    const format = textOf(row, 'format');
    const scale = item.options?.units === 'inch' && format !== 'step' && format !== 'iges' ? 25.4 : 1;
    const part = sorted([geometry.bbox.x * scale, geometry.bbox.y * scale, geometry.bbox.z * scale]);
    if (volumes.some((volume) => fits(part, volume))) continue;
    // Beyond a hundred metres a figure says nothing more than "far too large".
    const size = part[0] <= 100_000 ? sizeText(part) : null;
    throw new HttpError(400, limitMessages.partTooLarge(textOf(row, 'name'), size, sizeText(largest)));
  }
}

/** 400 when the goods of one order are worth more than an online order may be. */
export function assertOrderValue(goods: number): void {
  if (!Number.isSafeInteger(goods) || goods > ORDER_GOODS_MAX_FEN) throw new HttpError(400, limitMessages.orderTooLarge);
}
