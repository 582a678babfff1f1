/**
 * Saved quotations: the server prices the draft itself (the same priceRequest as /price and
 * order creation) and keeps the answer with the names of shop, factory, material and process of
 * the time. The owner shares one with colleagues of the same shop by a random token; a colleague
 * reads it read-only and may turn it into a draft of their own (draft.ts).
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { SAVED_QUOTATION_LIMIT, type QuotationShare, type QuotationStatus, type SaveQuotationFields, type SavedQuotation, type SavedQuotationPage, type SharedQuotation } from '../../src/wire/quote-docs.ts';
import type { Quote } from '../../src/wire/quotes.ts';
import { validUntilOf } from '../../src/lib/forms/quote-doc-rules.ts';
import { HttpError } from '../core/errors.ts';
import { createOnce, type Created } from '../core/idempotent.ts';
import { insertedIdOf, intOf, isoOf, nullableIntOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { findMaterial } from '../catalogue/store.ts';
import { nextDocumentNumber } from '../orders/numbers.ts';
import { breakdownColumn, confirmationColumns, finishNameOf, partsColumn } from '../quotation/line-choices.ts';
import { priceRequest } from '../quotation/quotes.ts';
import type { CustomerScope } from '../users/customers.ts';
import { savedQuotationDocument } from './document.ts';

export const quotationMessages = {
  notFound: '报价单不存在',
  full: `最多保存 ${SAVED_QUOTATION_LIMIT} 份报价单，请先删除不用的报价单`,
  colour: (colours: readonly string[]) => `所选颜色不在该材料的可选颜色中（可选：${colours.join('、')}）`,
} as const;

const columns = `q.id, q.quote_no, q.customer_id, q.shop_id, q.shop_name, q.factory_id, q.factory_name, q.factory_city, q.material_id, q.material_name,
  q.process_name, q.colour, q.coupon_title, q.contact_name, q.contact_company, q.contact_phone, q.remarks, q.goods, q.member_discount,
  q.discount, q.shipping, q.payable, q.manual, q.lead_days, q.share_token, q.shared_at, q.created_at, q.valid_until`;

/** The quote's sums as a quotation keeps them: the values of goods, member_discount, discount, shipping, payable, manual and lead_days, in that order. */
export function quoteSumColumns(quote: Quote): [number, number, number, number, number, 0 | 1, number] {
  return [quote.goods, quote.memberDiscount, quote.discount, quote.shipping, quote.payable, quote.manual ? 1 : 0, quote.leadDays];
}

const statusOf = (row: Row, now: number): QuotationStatus => (now >= intOf(row, 'valid_until') ? '已过期' : '有效');

function shareOf(row: Row): QuotationShare | null {
  const token = nullableTextOf(row, 'share_token');
  return token === null ? null : { token, sharedAt: isoOf(row, 'shared_at') };
}

function savedOf(db: DatabaseSync, row: Row, now: number): SavedQuotation {
  return {
    quoteNo: textOf(row, 'quote_no'),
    status: statusOf(row, now),
    materialId: nullableIntOf(row, 'material_id'),
    colour: nullableTextOf(row, 'colour'),
    share: shareOf(row),
    createdAt: isoOf(row, 'created_at'),
    document: savedQuotationDocument(db, row, now),
  };
}

/** The customer's quotation row by number; another customer's is the 404 of none. */
export function ownQuotationRow(db: DatabaseSync, customerId: number, quoteNo: string): Row {
  const row = db.prepare(`SELECT ${columns} FROM quotations q WHERE q.quote_no = ? AND q.customer_id = ?`).get(quoteNo, customerId);
  if (row === undefined) throw new HttpError(404, quotationMessages.notFound);
  return row;
}

export const findSavedQuotation = (db: DatabaseSync, customerId: number, quoteNo: string, now: number): SavedQuotation =>
  savedOf(db, ownQuotationRow(db, customerId, quoteNo), now);

/**
 * The row of a shared quotation for a reader of the same shop as its owner; an unknown or
 * revoked token, and a reader of another shop, get the same 404.
 */
export function sharedQuotationRow(db: DatabaseSync, scope: CustomerScope, token: string): Row {
  const row = db.prepare(`SELECT ${columns} FROM quotations q WHERE q.share_token = ? AND q.shop_id = ?`).get(token, scope.shopId);
  if (row === undefined) throw new HttpError(404, quotationMessages.notFound);
  return row;
}

export function findSharedQuotation(db: DatabaseSync, scope: CustomerScope, token: string, now: number): SharedQuotation {
  const row = sharedQuotationRow(db, scope, token);
  const owner = db.prepare('SELECT nickname FROM customers WHERE id = ?').get(intOf(row, 'customer_id'));
  return {
    quoteNo: textOf(row, 'quote_no'),
    status: statusOf(row, now),
    mine: intOf(row, 'customer_id') === scope.customerId,
    sharedBy: owner === undefined ? '' : textOf(owner, 'nickname'),
    document: savedQuotationDocument(db, row, now),
  };
}

/** One page of the customer's saved quotations, newest first. */
export function listSavedQuotations(db: DatabaseSync, customerId: number, { page, size }: { page: number; size: number }, now: number): SavedQuotationPage {
  const rows = db
    .prepare(
      `SELECT q.quote_no, q.material_name, q.payable, q.manual, q.share_token, q.created_at, q.valid_until,
         (SELECT l.name FROM quotation_lines l WHERE l.quotation_id = q.id ORDER BY l.position LIMIT 1) AS title,
         (SELECT COUNT(*) FROM quotation_lines l WHERE l.quotation_id = q.id) AS line_count
       FROM quotations q WHERE q.customer_id = ? ORDER BY q.created_at DESC, q.id DESC LIMIT ? OFFSET ?`,
    )
    .all(customerId, size, (page - 1) * size);
  const total = db.prepare('SELECT COUNT(*) AS n FROM quotations WHERE customer_id = ?').get(customerId);
  return {
    records: rows.map((row) => ({
      quoteNo: textOf(row, 'quote_no'),
      status: statusOf(row, now),
      title: textOf(row, 'title'),
      lineCount: intOf(row, 'line_count'),
      material: textOf(row, 'material_name'),
      payable: intOf(row, 'payable'),
      manual: intOf(row, 'manual') === 1,
      shared: nullableTextOf(row, 'share_token') !== null,
      createdAt: isoOf(row, 'created_at'),
      validUntil: isoOf(row, 'valid_until'),
    })),
    total: total === undefined ? 0 : intOf(total, 'n'),
    limit: SAVED_QUOTATION_LIMIT,
  };
}

/** Names the document prints, as they are now. */
function namesOf(db: DatabaseSync, scope: CustomerScope, factoryId: number, materialId: number, couponId: number | null) {
  const row = db
    .prepare(
      `SELECT s.name AS shop_name, f.name AS factory_name, f.city AS factory_city, p.name AS process_name,
         (SELECT title FROM coupons WHERE id = :coupon) AS coupon_title
       FROM shops s, factories f, materials m JOIN processes p ON p.id = m.process_id
       WHERE s.id = :shop AND f.id = :factory AND m.id = :material`,
    )
    .get({ shop: scope.shopId, factory: factoryId, material: materialId, coupon: couponId });
  if (row === undefined) throw new Error(`names of shop ${scope.shopId}, factory ${factoryId}, material ${materialId} vanished`);
  return row;
}

/**
 * Saves the draft as a quotation priced by the server now, once per idempotency key: the same
 * refusals as /price (unknown material or file, coupon rules, no factory, a part's choices the
 * material does not offer), a colour the material does not come in, or a full list (409, counted
 * in the write transaction). Lines sent with choices are priced and kept with them.
 */
export function saveQuotation(db: DatabaseSync, scope: CustomerScope, body: SaveQuotationFields, at: Date): Created<string> {
  const { customerId } = scope;
  return createOnce(
    db,
    () => {
      const row = db.prepare('SELECT quote_no FROM quotations WHERE customer_id = ? AND idempotency_key = ?').get(customerId, body.idempotencyKey);
      return row === undefined ? null : textOf(row, 'quote_no');
    },
    () => {
      const count = db.prepare('SELECT COUNT(*) AS n FROM quotations WHERE customer_id = ?').get(customerId);
      if (count !== undefined && intOf(count, 'n') >= SAVED_QUOTATION_LIMIT) throw new HttpError(409, quotationMessages.full);
      const { quote, factoryId } = priceRequest(db, scope, body, at);
      const material = findMaterial(db, factoryId, body.materialId);
      if (material === null) throw new Error(`material ${body.materialId} vanished after pricing`);
      if (body.colour !== null && !material.colours.includes(body.colour)) throw new HttpError(400, quotationMessages.colour(material.colours));
      const names = namesOf(db, scope, factoryId, material.id, body.couponId);
      const time = at.getTime();
      const quoteNo = nextDocumentNumber(db, 'BJ', time);
      const result = db
        .prepare(
          `INSERT INTO quotations (quote_no, customer_id, shop_id, shop_name, factory_id, factory_name, factory_city, material_id, material_name,
             process_name, colour, coupon_id, coupon_title, contact_name, contact_company, contact_phone, remarks, goods, member_discount,
             discount, shipping, payable, manual, lead_days, idempotency_key, created_at, valid_until)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          quoteNo,
          customerId,
          scope.shopId,
          textOf(names, 'shop_name'),
          factoryId,
          textOf(names, 'factory_name'),
          textOf(names, 'factory_city'),
          material.id,
          material.name,
          textOf(names, 'process_name'),
          body.colour,
          body.couponId,
          nullableTextOf(names, 'coupon_title'),
          body.customer.name,
          body.customer.company,
          body.customer.phone,
          body.remarks,
          ...quoteSumColumns(quote),
          body.idempotencyKey,
          time,
          validUntilOf(time),
        );
      const id = insertedIdOf(result);
      const line = db.prepare(
        `INSERT INTO quotation_lines (quotation_id, position, file_id, name, volume, unit_price, quantity, subtotal, manual, options, finish_name, lead_days, breakdown,
           drawing_file_id, drawing_name, callouts, parts)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      // A line priced with choices keeps them, its finish's name of the time and its days to ship; one priced by a cost model its breakdown.
      // A line with a drawing or call-outs keeps them: the document says it waits for the factory's confirmation.
      quote.lines.forEach((l, index) => {
        const { drawingFileId, drawingName, callouts } = confirmationColumns(l);
        line.run(
          id,
          index + 1,
          l.fileId,
          l.fileName,
          l.volume,
          l.unitPrice,
          l.quantity,
          l.subtotal,
          l.manual ? 1 : 0,
          l.options === undefined ? null : JSON.stringify(l.options),
          finishNameOf(material.pricing, l.options) ?? null,
          l.options === undefined ? null : (l.leadDays ?? null),
          breakdownColumn(l),
          drawingFileId,
          drawingName,
          callouts,
          partsColumn(l, material.pricing),
        );
      });
      return { made: quoteNo };
    },
  );
}

/** Deletes one of the customer's quotations: its link stops working and its files count as unused again. */
export function deleteSavedQuotation(db: DatabaseSync, customerId: number, quoteNo: string): void {
  inTransaction(db, () => {
    const row = ownQuotationRow(db, customerId, quoteNo);
    db.prepare('DELETE FROM quotations WHERE id = ?').run(intOf(row, 'id'));
  });
}

/** Shares the quotation with the owner's shop: its token (the one it has, or a new one). */
export function shareQuotation(db: DatabaseSync, customerId: number, quoteNo: string, at: number): QuotationShare {
  return inTransaction(db, () => {
    const row = ownQuotationRow(db, customerId, quoteNo);
    const share = shareOf(row);
    if (share !== null) return share;
    const token = randomBytes(18).toString('base64url');
    db.prepare('UPDATE quotations SET share_token = ?, shared_at = ? WHERE id = ?').run(token, at, intOf(row, 'id'));
    return { token, sharedAt: new Date(at).toISOString() };
  });
}

/** Stops sharing: the link answers 404 from now on (sharing again makes a new one). */
export function unshareQuotation(db: DatabaseSync, customerId: number, quoteNo: string): void {
  const row = ownQuotationRow(db, customerId, quoteNo);
  db.prepare('UPDATE quotations SET share_token = NULL, shared_at = NULL WHERE id = ?').run(intOf(row, 'id'));
}
