import type { DatabaseSync } from 'node:sqlite';
import { Geometry, type Quote, type QuoteRequest } from '../src/api/quotation-schema.ts';
import { CouponKind } from '../src/api/schema.ts';
import { isReferenceFormat } from '../src/lib/file-formats.ts';
import { formatFen } from '../src/lib/money.ts';
import { couponBlocker, quoteOf, type PricedCoupon, type PricedItem } from '../src/lib/pricing.ts';
import { findMaterial } from './catalogue-store.ts';
import { usingFactoryOf, type CustomerScope } from './customers.ts';
import { fileAccessible } from './file-store.ts';
import { HttpError } from './http-errors.ts';
import { intOf, nullableTextOf, textOf } from './rows.ts';

export const quoteMessages = {
  unknownMaterial: '材料不存在或当前工厂不提供',
  unknownFile: '文件不存在',
  repeatedFile: '同一文件不能重复报价',
  unusableCoupon: '优惠券不可用',
  couponOnManual: '含人工报价文件的订单暂不能使用优惠券',
  couponThreshold: (threshold: number) => `商品金额未满 ${formatFen(threshold)}，不能使用该优惠券`,
  referenceOnly: (name: string) => `「${name}」是参考图片或文档，只能用于设计需求，不能报价或下单`,
} as const;

/** The volume the server measured, or null when the file is quoted by hand. */
const StoredGeometry = Geometry.nullable();

/** A file the customer may use with its measured volume (404 for another customer's file or none). */
function pricedItem(db: DatabaseSync, customerId: number, fileId: number, quantity: number): PricedItem {
  const row = db.prepare(`SELECT f.name, f.format, f.geometry FROM design_files f WHERE f.id = :file AND ${fileAccessible}`).get({ file: fileId, customer: customerId });
  if (row === undefined) throw new HttpError(404, quoteMessages.unknownFile);
  if (isReferenceFormat(textOf(row, 'format'))) throw new HttpError(400, quoteMessages.referenceOnly(textOf(row, 'name')));
  const geometry = nullableTextOf(row, 'geometry');
  const measured = StoredGeometry.parse(geometry === null ? null : JSON.parse(geometry));
  return { fileId, fileName: textOf(row, 'name'), volume: measured?.volume ?? null, quantity };
}

/** The customer's claimed, unused coupon of their own shop valid at `at`, or 400. */
export function usableCoupon(db: DatabaseSync, customerId: number, couponId: number, at: number): PricedCoupon {
  const row = db
    .prepare(
      `SELECT t.kind, t.value, t.threshold FROM customer_coupons cc JOIN coupons t ON t.id = cc.coupon_id
       WHERE cc.customer_id = ? AND cc.coupon_id = ? AND cc.used_at IS NULL AND t.valid_from <= ? AND t.valid_to > ?
         AND t.shop_id = (SELECT shop_id FROM customers WHERE id = cc.customer_id)`,
    )
    .get(customerId, couponId, at, at);
  if (row === undefined) throw new HttpError(400, quoteMessages.unusableCoupon);
  return { kind: CouponKind.parse(textOf(row, 'kind')), value: intOf(row, 'value'), threshold: intOf(row, 'threshold') };
}

/**
 * The server's quote for a request: its own measurements of the customer's files, the using factory's
 * material and the customer's coupon, priced by the same function as the browser's estimate.
 * Throws the reason a request cannot be priced as it is.
 */
export function priceRequest(db: DatabaseSync, scope: CustomerScope, request: QuoteRequest, at: Date): { quote: Quote; factoryId: number } {
  const factoryId = usingFactoryOf(scope);
  const material = findMaterial(db, factoryId, request.materialId);
  if (material === null) throw new HttpError(404, quoteMessages.unknownMaterial);
  const fileIds = request.items.map((item) => item.fileId);
  if (new Set(fileIds).size !== fileIds.length) throw new HttpError(400, quoteMessages.repeatedFile);
  const items = request.items.map(({ fileId, quantity }) => pricedItem(db, scope.customerId, fileId, quantity));
  const coupon = request.couponId === null ? null : usableCoupon(db, scope.customerId, request.couponId, at.getTime());
  const quote = quoteOf(material, items, coupon);
  if (coupon !== null) {
    const blocker = couponBlocker(quote.goods, quote.manual, coupon);
    if (blocker === 'manual') throw new HttpError(400, quoteMessages.couponOnManual);
    if (blocker === 'threshold') throw new HttpError(400, quoteMessages.couponThreshold(coupon.threshold));
  }
  return { quote, factoryId };
}
