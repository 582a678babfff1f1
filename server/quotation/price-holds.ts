/**
 * Prices keep their word for a stated time. A price the shop quoted a customer (step 3's, until
 * the end of the shop's day; a saved quotation's, until its validUntil) is held for the same
 * parts in the same quantities with the same choices at the same factory (`digest`): if the
 * catalogue's price rises meanwhile, the held lines are charged; if it falls, today's are. The
 * member level, the coupon and shipping always apply as they are now, on the held goods, through
 * the same pricing functions (src/lib/pricing/order-totals.ts). A held price is never shown silently: the quote
 * says until when it holds (`validUntil`).
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { couponBlocker, totalsOf } from '../../src/lib/pricing/order-totals.ts';
import { QuoteLine, type PartOptions, type Quote, type QuoteRequest } from '../../src/wire/quotes.ts';
import { findMaterial } from '../catalogue/store.ts';
import { HttpError } from '../core/errors.ts';
import { intOf, textOf } from '../core/rows.ts';
import { shopDay } from '../orders/numbers.ts';
import type { CustomerScope } from '../users/customers.ts';
import { benefitsOf, couponRefusal, priceRequest, quoteMessages, usableCoupon, withConfirmations } from './quotes.ts';

const HeldLines = z.array(QuoteLine);

/** Holds one customer keeps at once: the newest; step 3 asks a price at every change of quantity. */
const HOLDS_PER_CUSTOMER = 100;

/** What makes two requests the same quotation, whatever coupon goes with it. */
export function holdDigest(factoryId: number, request: Pick<QuoteRequest, 'materialId' | 'items'>): string {
  // Choices as a list in a fixed order: objects read from different places list their keys differently.
  // An infill (FDM) digests with the choices; choices without one digest as before infills existed.
  const choices = (options: PartOptions | undefined) => (options ? [options.units, options.finish, options.colour, options.leadTime, ...(options.infill === undefined ? [] : [options.infill])] : null);
  // An assembly's parts list is part of what is quoted; an item without one digests as before parts lists existed.
  const items = request.items.map(({ fileId, quantity, options, parts }) => [
    fileId,
    quantity,
    choices(options),
    // A part of its own material digests with it; one without digests as before parts had materials.
    ...(parts ? [parts.map((part) => [part.part, part.count, choices(part.options), ...(part.materialId === undefined ? [] : [part.materialId])])] : []),
  ]);
  return createHash('sha256').update(JSON.stringify([factoryId, request.materialId, items])).digest('base64url');
}

/** The first moment of the shop's next day (Asia/Shanghai): step 3's price holds until then. */
export function endOfShopDay(at: number): number {
  return Date.parse(`${shopDay(at)}T00:00:00+08:00`) + 24 * 60 * 60 * 1000;
}

interface Hold {
  lines: QuoteLine[];
  goods: number;
  source: string;
  validUntil: number;
}

function findHold(db: DatabaseSync, customerId: number, digest: string, at: number): Hold | null {
  const row = db.prepare('SELECT lines, goods, source, valid_until FROM price_holds WHERE customer_id = ? AND digest = ? AND valid_until > ?').get(customerId, digest, at);
  if (row === undefined) return null;
  return { lines: HeldLines.parse(JSON.parse(textOf(row, 'lines'))), goods: intOf(row, 'goods'), source: textOf(row, 'source'), validUntil: intOf(row, 'valid_until') };
}

/** Records (or replaces) the customer's hold of these lines until `validUntil`, keeping the newest holds only. */
export function recordHold(
  db: DatabaseSync,
  hold: { customerId: number; digest: string; materialId: number; lines: readonly QuoteLine[]; source: string; validUntil: number },
  at: number,
): void {
  const goods = hold.lines.reduce((sum, line) => sum + line.subtotal, 0);
  db.prepare(
    `INSERT INTO price_holds (customer_id, digest, material_id, lines, goods, source, created_at, valid_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (customer_id, digest) DO UPDATE SET lines = excluded.lines, goods = excluded.goods, source = excluded.source,
       created_at = excluded.created_at, valid_until = excluded.valid_until`,
  ).run(hold.customerId, hold.digest, hold.materialId, JSON.stringify(hold.lines), goods, hold.source, at, hold.validUntil);
  db.prepare(
    `DELETE FROM price_holds WHERE customer_id = ? AND digest NOT IN
       (SELECT digest FROM price_holds WHERE customer_id = ? ORDER BY created_at DESC, digest LIMIT ?)`,
  ).run(hold.customerId, hold.customerId, HOLDS_PER_CUSTOMER);
}

/** Today's quote with the held lines instead: the level, coupon and shipping on the held goods, as priceRequest applies them. */
function heldQuote(db: DatabaseSync, scope: CustomerScope, request: QuoteRequest, fresh: Quote, factoryId: number, hold: Hold, at: Date): Quote {
  const material = findMaterial(db, factoryId, request.materialId);
  if (material === null) throw new HttpError(404, quoteMessages.unknownMaterial);
  const manual = hold.lines.some((line) => line.manual);
  const coupon = request.couponId === null ? null : usableCoupon(db, scope.customerId, request.couponId, at.getTime());
  const order = { kind: 'customized' as const, processId: material.processId, goods: hold.goods, manual };
  if (coupon !== null) {
    const blocker = couponBlocker(order, coupon);
    if (blocker !== null) throw couponRefusal(db, blocker, coupon);
  }
  const { memberDiscount, discount, shipping, payable, freeShippingFrom } = totalsOf(order, coupon, benefitsOf(db, scope.customerId));
  return { ...fresh, lines: hold.lines, goods: hold.goods, memberDiscount, discount, shipping, payable, freeShippingFrom, manual };
}

export interface HeldPrice {
  quote: Quote;
  factoryId: number;
  /** Until when this price holds (ms). */
  validUntil: number;
}

/**
 * The price of `request` that the shop stands by at `at`: today's, unless the customer holds a
 * lower one for exactly these parts. With `record` (step 3 asking), today's price is held until
 * the end of the shop's day when there is no lower one; an order only reads what is held.
 */
export function priceWithHold(db: DatabaseSync, scope: CustomerScope, request: QuoteRequest, at: Date, { record }: { record: boolean }): HeldPrice {
  const { quote: fresh, factoryId } = priceRequest(db, scope, request, at);
  const digest = holdDigest(factoryId, request);
  const time = at.getTime();
  const hold = findHold(db, scope.customerId, digest, time);
  // A held price is for the parts' prices: their drawings and call-outs are today's request's.
  if (hold !== null && hold.goods < fresh.goods) {
    const held = heldQuote(db, scope, request, fresh, factoryId, hold, at);
    return { quote: withConfirmations(held, new Map(fresh.lines.map(({ fileId, drawing, callouts, needsConfirmation }) => [fileId, { ...(drawing ? { drawing } : {}), ...(callouts ? { callouts } : {}), ...(needsConfirmation ? { needsConfirmation } : {}) }]))), factoryId, validUntil: hold.validUntil };
  }
  const validUntil = Math.max(hold?.validUntil ?? 0, endOfShopDay(time));
  if (record) recordHold(db, { customerId: scope.customerId, digest, materialId: request.materialId, lines: fresh.lines, source: hold?.source ?? '', validUntil }, time);
  return { quote: fresh, factoryId, validUntil: record || hold !== null ? validUntil : endOfShopDay(time) };
}
