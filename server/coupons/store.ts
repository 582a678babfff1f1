import type { DatabaseSync } from 'node:sqlite';
import { CouponKind, type Coupon, type CouponCounts, type CouponListQuery, type CouponPage, type CouponScope, type CouponStatus } from '../../src/wire/coupons.ts';
import { inTransaction } from '../core/transaction.ts';
import { HttpError } from '../core/errors.ts';
import { processesOf, scopeRuleOf } from '../quotation/quotes.ts';
import { changesOf, fieldsOf, intOf, isoOf, parsedOf, textOf, type Row } from '../core/rows.ts';

const columns = 't.id, t.title, t.kind, t.value, t.threshold, t.valid_from, t.valid_to, t.rules, t.scope_kind, t.scope_processes';

/**
 * Which coupons of a customer are in each status. Claimable ones are templates of the
 * customer's shop; the other three are the customer's claims, told apart by use and expiry.
 * Each lists newest first by the moment that put it in that status.
 */
const byStatus: Record<CouponStatus, { from: string; where: string; order: string }> = {
  claimable: {
    from: 'coupons t',
    where: `t.shop_id = (SELECT shop_id FROM customers WHERE id = :customer)
      AND t.active = 1 AND t.valid_from <= :now AND t.valid_to > :now
      AND NOT EXISTS (SELECT 1 FROM customer_coupons cc
                      WHERE cc.coupon_id = t.id AND cc.customer_id = :customer)
      AND (SELECT COUNT(*) FROM customer_coupons cc WHERE cc.coupon_id = t.id) < t.stock`,
    order: 't.valid_from DESC, t.id DESC',
  },
  unused: {
    from: 'customer_coupons cc JOIN coupons t ON t.id = cc.coupon_id',
    where: 'cc.customer_id = :customer AND cc.used_at IS NULL AND t.valid_to > :now',
    order: 'cc.claimed_at DESC, t.id DESC',
  },
  used: {
    from: 'customer_coupons cc JOIN coupons t ON t.id = cc.coupon_id',
    where: 'cc.customer_id = :customer AND cc.used_at IS NOT NULL',
    order: 'cc.used_at DESC, t.id DESC',
  },
  expired: {
    from: 'customer_coupons cc JOIN coupons t ON t.id = cc.coupon_id',
    where: 'cc.customer_id = :customer AND cc.used_at IS NULL AND t.valid_to <= :now',
    order: 't.valid_to DESC, t.id DESC',
  },
};

/** Where the coupon may be used, with the names of the processes it is limited to. */
function couponScopeOf(db: DatabaseSync, row: Row): CouponScope {
  const { orderKind, processIds } = scopeRuleOf(row);
  return { orderKind, processes: processesOf(db, processIds) };
}

function couponOf(db: DatabaseSync, row: Row, status: CouponStatus): Coupon {
  return {
    ...fieldsOf(row, { id: intOf, title: textOf, kind: parsedOf(CouponKind), value: intOf, threshold: intOf, validFrom: isoOf, validTo: isoOf, rules: textOf }),
    status,
    scope: couponScopeOf(db, row),
  };
}

function countIn(db: DatabaseSync, status: CouponStatus, params: { customer: number; now: number }): number {
  const { from, where } = byStatus[status];
  const counter = db.prepare(`SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`);
  // Not every status compares with :now.
  counter.setAllowUnknownNamedParameters(true);
  const row = counter.get(params);
  return row === undefined ? 0 : intOf(row, 'total');
}

/** One page of a customer's coupons in one status. */
export function listCoupons(
  db: DatabaseSync,
  customerId: number,
  { status, page, size }: CouponListQuery,
  at: Date,
): CouponPage {
  const { from, where, order } = byStatus[status];
  const params = { customer: customerId, now: at.getTime() };
  // Not every status compares with :now, so an unused parameter is fine here.
  const select = db.prepare(`SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT :limit OFFSET :offset`);
  select.setAllowUnknownNamedParameters(true);
  const rows = select.all({ ...params, limit: size, offset: (page - 1) * size });
  return { records: rows.map((row) => couponOf(db, row, status)), total: countIn(db, status, params) };
}

/** How many coupons the customer has in each status: the totals the list would answer. */
export function countCoupons(db: DatabaseSync, customerId: number, at: Date): CouponCounts {
  const params = { customer: customerId, now: at.getTime() };
  const count = (status: CouponStatus) => countIn(db, status, params);
  return { claimable: count('claimable'), unused: count('unused'), used: count('used'), expired: count('expired') };
}

/** Claims coupon template `couponId` for the customer, or throws why it cannot be claimed. */
export function claimCoupon(db: DatabaseSync, customerId: number, couponId: number, at: Date): Coupon {
  const now = at.getTime();
  return inTransaction(db, () => {
    const template = db
      .prepare(
        `SELECT ${columns}, t.stock,
           (SELECT COUNT(*) FROM customer_coupons cc WHERE cc.coupon_id = t.id) AS claimed,
           EXISTS (SELECT 1 FROM customer_coupons cc
                   WHERE cc.coupon_id = t.id AND cc.customer_id = :customer) AS mine
         FROM coupons t
         WHERE t.id = :coupon AND t.active = 1
           AND t.shop_id = (SELECT shop_id FROM customers WHERE id = :customer)`,
      )
      .get({ customer: customerId, coupon: couponId });
    if (template === undefined) throw new HttpError(404, '优惠券不存在');
    if (intOf(template, 'mine') === 1) throw new HttpError(409, '您已领取过该优惠券');
    if (intOf(template, 'valid_from') > now || intOf(template, 'valid_to') <= now) {
      throw new HttpError(400, '优惠券不在领取时间内');
    }
    if (intOf(template, 'claimed') >= intOf(template, 'stock')) throw new HttpError(409, '优惠券已领完');
    db.prepare('INSERT INTO customer_coupons (customer_id, coupon_id, claimed_at) VALUES (?, ?, ?)').run(
      customerId,
      couponId,
      now,
    );
    return couponOf(db, template, 'unused');
  });
}

/**
 * Marks the customer's claimed coupon used by `orderNo`. Call inside the order's creating
 * transaction, after the pricing found the coupon usable in that same transaction.
 */
export function useCoupon(db: DatabaseSync, customerId: number, couponId: number, orderNo: string, at: number): void {
  const used = db
    .prepare('UPDATE customer_coupons SET used_at = ?, order_no = ? WHERE customer_id = ? AND coupon_id = ? AND used_at IS NULL')
    .run(at, orderNo, customerId, couponId);
  // The pricing found it unused in this same transaction: anything else is a bug, and throwing rolls back.
  if (changesOf(used) !== 1) throw new Error(`coupon ${couponId} of customer ${customerId} was not unused`);
}
