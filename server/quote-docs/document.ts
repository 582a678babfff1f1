/**
 * Quotation documents (报价单): the figures a PDF quotation prints, for a saved quotation (what
 * the server's pricing answered when it was saved, with the names of the time) or for one of the
 * customer's orders (its lines and amounts as ordered, dated the day it is asked for).
 */
import type { DatabaseSync } from 'node:sqlite';
import { Address } from '../../src/wire/address.ts';
import { FileFormat, Geometry } from '../../src/wire/files.ts';
import type { QuoteDocLine, QuoteDocument } from '../../src/wire/quote-docs.ts';
import type { LineChoices } from '../../src/wire/quotes.ts';
import { figuresInMillimetres } from '../../src/lib/pricing/inch-units.ts';
import { QUOTATION_VALID_DAYS, VAT_RATE_PERCENT, validUntilOf } from '../../src/lib/forms/quote-doc-rules.ts';
import { partnerFactories } from '../../src/content/home/factories.ts';
import { rmbCapital } from '../../src/lib/format/rmb-capital.ts';
import { HttpError } from '../core/errors.ts';
import { intOf, nullableIntOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';
import { materialPricingOf } from '../catalogue/store.ts';
import { ownOrderRow } from '../orders/store.ts';
import { lineChoicesOf } from '../quotation/line-choices.ts';

const Measured = Geometry.nullable();

/** A file's measured figures as stored (JSON), or null for one quoted by hand. */
function geometryOf(row: Row): Geometry | null {
  const geometry = nullableTextOf(row, 'geometry');
  return Measured.parse(geometry === null ? null : JSON.parse(geometry));
}

const formatOf = (row: Row) => {
  const format = nullableTextOf(row, 'format');
  return format === null ? null : FileFormat.parse(format);
};

/** A part's figures as priced: a mesh declared in inches is printed at its size in millimetres. */
const partFigures = (geometry: Geometry | null, choices: LineChoices): Geometry | null =>
  geometry === null || choices.options === undefined ? geometry : figuresInMillimetres(geometry, choices.options.units);

/** The totals and texts every document shares; its prices include VAT at the shop's rate. */
function totals(amounts: { goods: number; memberDiscount: number; discount: number; shipping: number; payable: number }) {
  return { ...amounts, payableInWords: rmbCapital(amounts.payable), vatRate: VAT_RATE_PERCENT };
}

/**
 * The seller as a document prints it: the factory that quotes and makes the parts, with its
 * address (the reference API's factories are those of the platform's content, which keeps it).
 */
function sellerOf(factoryId: number | null, name: string, city: string): NonNullable<QuoteDocument['factory']> {
  const address = partnerFactories.find((factory) => factory.id === factoryId)?.address;
  return { name, city, ...(address === undefined ? {} : { address }) };
}

function dated(issuedAt: number, now: number) {
  const validUntil = validUntilOf(issuedAt);
  return {
    issuedAt: new Date(issuedAt).toISOString(),
    validUntil: new Date(validUntil).toISOString(),
    validDays: QUOTATION_VALID_DAYS,
    expired: now >= validUntil,
  };
}

/** The document of a saved quotation (a row of `quotations q`), at the moment `now`. */
export function savedQuotationDocument(db: DatabaseSync, row: Row, now: number): QuoteDocument {
  const lines = db
    .prepare(
      `SELECT l.file_id, l.name, l.unit_price, l.quantity, l.subtotal, l.manual, l.options, l.finish_name, l.lead_days, l.breakdown,
         l.drawing_file_id, l.drawing_name, l.callouts, l.parts, f.format, f.geometry
       FROM quotation_lines l LEFT JOIN design_files f ON f.id = l.file_id
       WHERE l.quotation_id = ? ORDER BY l.position`,
    )
    .all(intOf(row, 'id'))
    .map((line): QuoteDocLine => {
      const manual = intOf(line, 'manual') === 1;
      const choices = lineChoicesOf(line, { finishName: nullableTextOf(line, 'finish_name') });
      return {
        fileId: intOf(line, 'file_id'),
        name: textOf(line, 'name'),
        format: formatOf(line),
        geometry: manual ? null : partFigures(geometryOf(line), choices),
        manual,
        process: textOf(row, 'process_name'),
        material: textOf(row, 'material_name'),
        colour: nullableTextOf(row, 'colour'),
        spec: null,
        quantity: intOf(line, 'quantity'),
        unitPrice: intOf(line, 'unit_price'),
        subtotal: intOf(line, 'subtotal'),
        ...choices,
      };
    });
  return {
    source: 'quotation',
    number: textOf(row, 'quote_no'),
    ...dated(intOf(row, 'created_at'), now),
    shop: { name: textOf(row, 'shop_name') },
    factory: sellerOf(nullableIntOf(row, 'factory_id'), textOf(row, 'factory_name'), textOf(row, 'factory_city')),
    customer: { name: textOf(row, 'contact_name'), company: textOf(row, 'contact_company'), phone: textOf(row, 'contact_phone') },
    lines,
    ...totals({
      goods: intOf(row, 'goods'),
      memberDiscount: intOf(row, 'member_discount'),
      discount: intOf(row, 'discount'),
      shipping: intOf(row, 'shipping'),
      payable: intOf(row, 'payable'),
    }),
    coupon: nullableTextOf(row, 'coupon_title'),
    manual: intOf(row, 'manual') === 1,
    leadDays: intOf(row, 'lead_days'),
    remarks: textOf(row, 'remarks'),
  };
}

export const orderDocMessages = {
  professionalUnpriced: '专业订单尚未报价，报价完成后可下载报价单',
  package: '设计套餐订单没有报价单',
  consumable: '耗材订单没有报价单：报价单只用于定制零件',
} as const;

/**
 * The document of one of the customer's orders, dated `now` and valid QUOTATION_VALID_DAYS from
 * then: any customised order from a quotation (a line still quoted by hand shows 人工报价), a
 * professional order once every drawing has its price; none for a consumable or design-package
 * order (409), which buy at catalogue prices and quote no custom part. The customer is the
 * order's receiver. Orders keep no colour, so lines show none; a line ordered with per-part
 * choices shows them. 404 for another's order.
 */
export function orderDocument(db: DatabaseSync, customerId: number, orderNo: string, now: number): QuoteDocument {
  const row = ownOrderRow(
    db,
    customerId,
    orderNo,
    `SELECT o.id, o.order_no, o.kind, o.source, o.goods, o.discount, o.member_discount, o.shipping, o.payable, o.address, o.remarks,
       o.material_id, o.lead_days, o.factory_id, s.name AS shop_name, f.name AS factory_name, f.city AS factory_city, m.name AS material_name, p.name AS process_name,
       t.title AS coupon_title
     FROM orders o JOIN shops s ON s.id = o.shop_id
     LEFT JOIN factories f ON f.id = o.factory_id
     LEFT JOIN materials m ON m.id = o.material_id
     LEFT JOIN processes p ON p.id = m.process_id
     LEFT JOIN coupons t ON t.id = o.coupon_id`,
  );
  const kind = textOf(row, 'kind');
  if (kind === 'package') throw new HttpError(409, orderDocMessages.package);
  // A quotation document quotes custom parts; a consumable order is bought from the catalogue at its price.
  if (kind === 'consumable') throw new HttpError(409, orderDocMessages.consumable);
  const lines = db
    .prepare(
      `SELECT i.file_id, i.name, i.unit_price, i.quantity, i.subtotal, i.manual, i.options, i.lead_days, i.breakdown,
         i.drawing_file_id, i.drawing_name, i.callouts, i.parts, f.format, f.geometry
       FROM order_items i LEFT JOIN design_files f ON f.id = i.file_id
       WHERE i.order_id = ? ORDER BY i.position`,
    )
    .all(intOf(row, 'id'));
  const manual = lines.some((line) => intOf(line, 'manual') === 1);
  if (nullableTextOf(row, 'source') === 'professional' && manual) throw new HttpError(409, orderDocMessages.professionalUnpriced);
  const address = Address.parse(JSON.parse(textOf(row, 'address')));
  const factoryName = nullableTextOf(row, 'factory_name');
  const materialId = nullableIntOf(row, 'material_id');
  // Order lines keep their choices but not the finish's name: named by the material's choices now.
  const pricing = materialId === null ? null : materialPricingOf(db, materialId);
  return {
    source: 'order',
    number: textOf(row, 'order_no'),
    ...dated(now, now),
    shop: { name: textOf(row, 'shop_name') },
    factory: factoryName === null ? null : sellerOf(nullableIntOf(row, 'factory_id'), factoryName, textOf(row, 'factory_city')),
    customer: { name: address.name, company: '', phone: address.phone },
    lines: lines.map((line): QuoteDocLine => {
      const lineManual = intOf(line, 'manual') === 1;
      const choices = lineChoicesOf(line, { pricing });
      return {
        fileId: nullableIntOf(line, 'file_id'),
        name: textOf(line, 'name'),
        format: formatOf(line),
        geometry: lineManual ? null : partFigures(geometryOf(line), choices),
        manual: lineManual,
        process: nullableTextOf(row, 'process_name'),
        material: nullableTextOf(row, 'material_name'),
        colour: null,
        spec: null,
        quantity: intOf(line, 'quantity'),
        unitPrice: intOf(line, 'unit_price'),
        subtotal: intOf(line, 'subtotal'),
        ...choices,
      };
    }),
    ...totals({
      goods: intOf(row, 'goods'),
      memberDiscount: intOf(row, 'member_discount'),
      // The column holds every discount; the document gives the coupon's apart from the level's.
      discount: intOf(row, 'discount') - intOf(row, 'member_discount'),
      shipping: intOf(row, 'shipping'),
      payable: intOf(row, 'payable'),
    }),
    coupon: nullableTextOf(row, 'coupon_title'),
    manual,
    leadDays: nullableIntOf(row, 'lead_days'),
    remarks: textOf(row, 'remarks'),
  };
}
