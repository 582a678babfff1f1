import type { DatabaseSync } from 'node:sqlite';
import { FilePart, Geometry } from '../../src/wire/files.ts';
import type { Material } from '../../src/wire/catalogue.ts';
import type { LineConfirmation, PartOptions, Quote, QuoteRequest } from '../../src/wire/quotes.ts';
import { normalCallouts } from '../../src/lib/orders/callout-rules.ts';
import { THREAD_COUNT_LIMITS } from '../../src/lib/orders/callout-limits.ts';
import { confirmationOf } from './line-choices.ts';
import { z } from 'zod';
import { CouponKind } from '../../src/wire/coupons.ts';
import { isReferenceFormat } from '../../src/lib/files/file-formats.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { optionProblem } from '../../src/lib/pricing/part-options.ts';
import { partNameOf } from '../../src/lib/files/part-name.ts';
import { pricedFileOf } from '../../src/lib/pricing/priced-file.ts';
import { QUANTITY_LIMITS } from '../../src/lib/files/quotation-rules.ts';
import { quoteOf, type QuotedMaterial } from '../../src/lib/pricing/quote-lines.ts';
import {
  couponBlocker,
  type CouponBlocker,
  type CouponScopeRule,
  type LevelBenefits,
  type PricedCoupon,
  type PricedItem,
  type PricedOrderKind,
} from '../../src/lib/pricing/order-totals.ts';
import { findMaterial, materialMessages, offSaleMaterialName } from '../catalogue/store.ts';
import { usingFactoryOf, type CustomerScope } from '../users/customers.ts';
import { fileAccessible } from '../files/store.ts';
import { HttpError, messages } from '../core/errors.ts';
import { levelBenefits } from '../users/member-levels.ts';
import { assertOrderValue, assertPartsFit } from './limits.ts';
import { intOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';

const ScopeKind = z.enum(['customized', 'consumable']);

export const quoteMessages = {
  priceChanged: '价格已更新，请确认新的金额',
  unknownMaterial: '材料不存在或当前工厂不提供',
  unknownFile: '文件不存在',
  repeatedFile: '同一文件不能重复报价',
  unusableCoupon: '优惠券不可用',
  couponOnManual: '含人工报价文件的订单暂不能使用优惠券',
  couponThreshold: (threshold: number) => `商品金额未满 ${formatFen(threshold)}，不能使用该优惠券`,
  couponOrderKind: (kind: PricedOrderKind) => `该优惠券仅限${kind === 'customized' ? '定制订单' : '耗材订单'}使用`,
  couponProcess: (names: readonly string[]) => `该优惠券仅限 ${names.join('、')} 工艺的定制订单使用`,
  noOptions: '该材料不提供尺寸单位、表面处理或交期选择',
  unknownFinish: (name: string) => `「${name}」所选的表面处理该材料不提供`,
  finishColour: (name: string) => `「${name}」请为所选表面处理选择一种提供的颜色（无颜色可选时不要填写颜色）`,
  unknownLeadTime: (name: string) => `「${name}」所选的交期该材料不提供`,
  unknownInfill: (name: string) => `「${name}」所选的填充率该材料不提供（只有 FDM 材料可选 10%、20%、50% 或 100%）`,
  referenceOnly: (name: string) => `「${name}」是参考图片或文档，只能用于设计需求，不能报价或下单`,
  unknownDrawing: '图纸文件不存在',
  notAssembly: (name: string) => `「${name}」只有一个零件，不能按零件清单报价`,
  unknownPart: (name: string) => `「${name}」的零件清单与文件不符，请刷新页面后重试`,
  repeatedPart: (name: string) => `「${name}」的零件清单中同一零件重复出现`,
  partPieces: (name: string, part: string) => `「${name}」中「${part}」的件数（每套数量 × 套数）最多 ${QUANTITY_LIMITS.max}`,
  unknownPartMaterial: (name: string, part: string) => `「${name}」中「${part}」所选的材料本厂不提供，请刷新页面后重新选择`,
  partMaterialProcess: (name: string, part: string) => `「${name}」中「${part}」的材料须与报价所选材料为同一工艺`,
  threadTotal: `各规格螺纹孔数合计最多 ${THREAD_COUNT_LIMITS.max}`,
  drawingFormat: (name: string) => `「${name}」不能作为 2D 图纸：图纸须为 PDF 或图片（JPG、PNG、WebP）`,
} as const;

/**
 * The drawing and call-outs of one item as its line answers them: the drawing must be a reference
 * file (PDF or picture) the customer may use (404 for another customer's file or none, 400 for a
 * model); call-outs that set nothing are none.
 */
function confirmationOfItem(db: DatabaseSync, customerId: number, { drawingFileId, callouts }: QuoteRequest['items'][number]): LineConfirmation {
  let drawing: { fileId: number; name: string } | undefined;
  if (drawingFileId !== undefined) {
    const row = db.prepare(`SELECT f.name, f.format FROM design_files f WHERE f.id = :file AND ${fileAccessible}`).get({ file: drawingFileId, customer: customerId });
    if (row === undefined) throw new HttpError(404, quoteMessages.unknownDrawing);
    if (!isReferenceFormat(textOf(row, 'format'))) throw new HttpError(400, quoteMessages.drawingFormat(textOf(row, 'name')));
    drawing = { fileId: drawingFileId, name: textOf(row, 'name') };
  }
  const kept = normalCallouts(callouts);
  // Each size's count is within the wire's limit; their total must be too, as `threads` keeps it.
  if ((kept?.threads ?? 0) > THREAD_COUNT_LIMITS.max) throw new HttpError(400, quoteMessages.threadTotal);
  return confirmationOf(drawing, kept);
}

/** The quote with each line's drawing and call-outs, and `needsConfirmation` when any line has them. */
export function withConfirmations(quote: Quote, confirmations: ReadonlyMap<number, LineConfirmation>): Quote {
  const lines = quote.lines.map(({ drawing: _drawing, callouts: _callouts, needsConfirmation: _needs, ...line }) => ({ ...line, ...confirmations.get(line.fileId) }));
  const { needsConfirmation: _before, ...rest } = quote;
  return { ...rest, lines, ...(lines.some((line) => line.needsConfirmation === true) ? { needsConfirmation: true } : {}) };
}

/** The volume the server measured, or null when the file is quoted by hand. */
const StoredGeometry = Geometry.nullable();
const StoredParts = z.array(FilePart).nullable();

/**
 * A stored file (its `name` and `geometry` columns) as the pricing takes it: the server's own
 * measurements, none when it is quoted by hand. The quotation and the seeded orders and
 * quotations read their files with it, so a seeded line is priced as a quote of it would be.
 */
export function storedFileOf(fileId: number, row: Row): { id: number; name: string; geometry: Geometry | null } {
  const geometry = nullableTextOf(row, 'geometry');
  return { id: fileId, name: textOf(row, 'name'), geometry: StoredGeometry.parse(geometry === null ? null : JSON.parse(geometry)) };
}

/**
 * The file's parts as measured when the item asks for a parts list, checked against it: an
 * existing part each, none twice, at most QUANTITY_LIMITS.max pieces of any; undefined for an
 * item priced as one part.
 */
function partsOfItem(row: Row, { quantity, parts: kept }: QuoteRequest['items'][number]): FilePart[] | undefined {
  if (kept === undefined) return undefined;
  const name = textOf(row, 'name');
  const stored = nullableTextOf(row, 'parts');
  const parts = StoredParts.parse(stored === null ? null : JSON.parse(stored));
  if (parts === null) throw new HttpError(400, quoteMessages.notAssembly(name));
  const seen = new Set<number>();
  for (const { part, count } of kept) {
    const found = parts[part];
    if (found === undefined) throw new HttpError(400, quoteMessages.unknownPart(name));
    if (seen.has(part)) throw new HttpError(400, quoteMessages.repeatedPart(name));
    seen.add(part);
    if (count * quantity > QUANTITY_LIMITS.max) throw new HttpError(400, quoteMessages.partPieces(name, partNameOf(found.name, part)));
  }
  return parts;
}

/** The first problem of an item's choices or its parts' choices in `material` (400), if any. */
function assertChoices(material: QuotedMaterial, fileName: string, choices: ReadonlyArray<QuoteRequest['items'][number]['options']>): void {
  for (const options of choices) {
    if (options === undefined) continue;
    if (material.pricing === undefined) throw new HttpError(400, quoteMessages.noOptions);
    const problem = optionProblem(material.pricing, options);
    if (problem === 'finish') throw new HttpError(400, quoteMessages.unknownFinish(fileName));
    if (problem === 'colour') throw new HttpError(400, quoteMessages.finishColour(fileName));
    if (problem === 'leadTime') throw new HttpError(400, quoteMessages.unknownLeadTime(fileName));
    if (problem === 'infill') throw new HttpError(400, quoteMessages.unknownInfill(fileName));
  }
}

/**
 * A file the customer may use with its measured volume (404 for another customer's file or none),
 * and with the item's parts list its kept parts as the server measured them.
 */
function pricedItem(db: DatabaseSync, customerId: number, item: QuoteRequest['items'][number], material: Material, factoryId: number): PricedItem {
  const { fileId, quantity } = item;
  const row = db.prepare(`SELECT f.name, f.format, f.geometry, f.parts FROM design_files f WHERE f.id = :file AND ${fileAccessible}`).get({ file: fileId, customer: customerId });
  if (row === undefined) throw new HttpError(404, quoteMessages.unknownFile);
  if (isReferenceFormat(textOf(row, 'format'))) throw new HttpError(400, quoteMessages.referenceOnly(textOf(row, 'name')));
  const geometry = nullableTextOf(row, 'geometry');
  const measured = StoredGeometry.parse(geometry === null ? null : JSON.parse(geometry));
  const fileName = textOf(row, 'name');
  const parts = partsOfItem(row, item);
  const file = { id: fileId, name: fileName, geometry: measured, ...(parts ? { parts } : {}) };
  // A STEP or IGES file states its own unit and is measured in millimetres: it is never scaled again.
  const format = textOf(row, 'format');
  const inMm = (options: PartOptions | undefined) => (options !== undefined && (format === 'step' || format === 'iges') ? { ...options, units: 'mm' as const } : options);
  const options = inMm(item.options);
  const kept = item.parts?.map(({ options: own, ...part }) => ({ ...part, ...(own ? { options: inMm(own) } : {}) }));
  // A part of its own material: one the factory offers, of the quotation material's process, its choices checked in it.
  const partMaterials = new Map<number, Material>();
  for (const part of kept ?? []) {
    if (part.materialId === undefined) continue;
    const label = partNameOf(parts?.[part.part]?.name ?? '', part.part);
    const own = findMaterial(db, factoryId, part.materialId);
    if (own === null) throw new HttpError(400, quoteMessages.unknownPartMaterial(fileName, label));
    if (own.processId !== material.processId) throw new HttpError(400, quoteMessages.partMaterialProcess(fileName, label));
    assertChoices(own, fileName, [part.options]);
    partMaterials.set(own.id, own);
  }
  assertChoices(material, fileName, [options, ...(kept ?? []).filter((part) => part.materialId === undefined).map((part) => part.options)]);
  return pricedFileOf(file, quantity, options, kept, (id) => partMaterials.get(id));
}

const ProcessIds = z.array(z.number().int());

/** A coupon's scope as the pricing reads it, from its columns. */
export function scopeRuleOf(row: Row): CouponScopeRule {
  const kind = nullableTextOf(row, 'scope_kind');
  return {
    orderKind: kind === null ? null : ScopeKind.parse(kind),
    processIds: ProcessIds.parse(JSON.parse(textOf(row, 'scope_processes'))),
  };
}

/** The customer's claimed, unused coupon of their own shop valid at `at`, or 400. */
export function usableCoupon(db: DatabaseSync, customerId: number, couponId: number, at: number): PricedCoupon {
  const row = db
    .prepare(
      `SELECT t.kind, t.value, t.threshold, t.scope_kind, t.scope_processes
       FROM customer_coupons cc JOIN coupons t ON t.id = cc.coupon_id
       WHERE cc.customer_id = ? AND cc.coupon_id = ? AND cc.used_at IS NULL AND t.valid_from <= ? AND t.valid_to > ?
         AND t.shop_id = (SELECT shop_id FROM customers WHERE id = cc.customer_id)`,
    )
    .get(customerId, couponId, at, at);
  if (row === undefined) throw new HttpError(400, quoteMessages.unusableCoupon);
  return { kind: CouponKind.parse(textOf(row, 'kind')), value: intOf(row, 'value'), threshold: intOf(row, 'threshold'), scope: scopeRuleOf(row) };
}

/** The 400 that says why `coupon` cannot go on this order. */
export function couponRefusal(db: DatabaseSync, blocker: CouponBlocker, coupon: PricedCoupon): HttpError {
  switch (blocker) {
    case 'orderKind':
      return new HttpError(400, quoteMessages.couponOrderKind(coupon.scope.orderKind ?? 'customized'));
    case 'process':
      return new HttpError(400, quoteMessages.couponProcess(processesOf(db, coupon.scope.processIds).map((process) => process.name)));
    case 'manual':
      return new HttpError(400, quoteMessages.couponOnManual);
    case 'threshold':
      return new HttpError(400, quoteMessages.couponThreshold(coupon.threshold));
  }
}

/** These processes with their names, in catalogue order. */
export function processesOf(db: DatabaseSync, ids: readonly number[]): Array<{ id: number; name: string }> {
  return db
    .prepare('SELECT id, name FROM processes WHERE id IN (SELECT value FROM json_each(?)) ORDER BY sort_order, id')
    .all(JSON.stringify(ids))
    .map((row) => ({ id: intOf(row, 'id'), name: textOf(row, 'name') }));
}

/** What the pricing applies for the customer's member level right now. */
export function benefitsOf(db: DatabaseSync, customerId: number): LevelBenefits {
  const row = db.prepare('SELECT growth FROM customers WHERE id = ?').get(customerId);
  // The session outlived its customer: treat it like any other dead login.
  if (row === undefined) throw new HttpError(401, messages.sessionExpired);
  return levelBenefits(intOf(row, 'growth'));
}

/**
 * The 404 for a material the factory cannot price now: taken off sale there (named), or not offered
 * at all.
 */
export function materialRefusal(db: DatabaseSync, factoryId: number, materialId: number): HttpError {
  const offSale = offSaleMaterialName(db, factoryId, materialId);
  return new HttpError(404, offSale === null ? quoteMessages.unknownMaterial : materialMessages.offSale(offSale));
}

/**
 * The server's quote for a request: its own measurements of the customer's files, the using factory's
 * material, the customer's member level and coupon, priced by the same function as the browser's
 * estimate. Throws the reason a request cannot be priced as it is.
 */
export function priceRequest(db: DatabaseSync, scope: CustomerScope, request: QuoteRequest, at: Date): { quote: Quote; factoryId: number } {
  const factoryId = usingFactoryOf(scope);
  const material = findMaterial(db, factoryId, request.materialId);
  if (material === null) throw materialRefusal(db, factoryId, request.materialId);
  const fileIds = request.items.map((item) => item.fileId);
  if (new Set(fileIds).size !== fileIds.length) throw new HttpError(400, quoteMessages.repeatedFile);
  const items = request.items.map((item) => pricedItem(db, scope.customerId, item, material, factoryId));
  const confirmations = new Map(request.items.map((item) => [item.fileId, confirmationOfItem(db, scope.customerId, item)]));
  assertPartsFit(db, factoryId, request.items);
  const coupon = request.couponId === null ? null : usableCoupon(db, scope.customerId, request.couponId, at.getTime());
  const quote = withConfirmations(quoteOf(material, items, coupon, benefitsOf(db, scope.customerId)), confirmations);
  assertOrderValue(quote.goods);
  if (coupon !== null) {
    const blocker = couponBlocker({ kind: 'customized', processId: material.processId, goods: quote.goods, manual: quote.manual }, coupon);
    if (blocker !== null) throw couponRefusal(db, blocker, coupon);
  }
  return { quote, factoryId };
}
