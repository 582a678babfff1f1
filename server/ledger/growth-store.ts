/**
 * The growth value (成长值) and its history. Every change is one row of growth_events and the same
 * change of customers.growth, in the caller's transaction, so the total always equals the history
 * and the level (derived from the total) moves the moment a threshold is crossed.
 */
import type { DatabaseSync } from 'node:sqlite';
import { GrowthKind, type GrowthPage } from '../../src/wire/members.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { inTransaction } from '../core/transaction.ts';
import { growthRule, memberLevelFor } from '../users/member-levels.ts';
import { fieldsOf, intOf, isoOf, nullableTextOf, parsedOf, textOf } from '../core/rows.ts';

export interface GrowthChange {
  kind: GrowthKind;
  delta: number;
  orderNo: string | null;
  remark: string;
}

/** Growth a payment of `payable` fen earns: per whole yuan, what is below a yuan does not count. */
export const growthForPayment = (payable: number): number => Math.floor(payable / 100) * growthRule.perYuanPaid;

/** Records `change` and adds it to the customer's growth; a zero change records nothing. */
export function addGrowth(db: DatabaseSync, customerId: number, change: GrowthChange, at: number): void {
  if (change.delta === 0) return;
  inTransaction(db, () => {
    db.prepare('INSERT INTO growth_events (customer_id, created_at, kind, delta, order_no, remark) VALUES (?, ?, ?, ?, ?, ?)').run(
      customerId,
      at,
      change.kind,
      change.delta,
      change.orderNo,
      change.remark,
    );
    db.prepare('UPDATE customers SET growth = growth + ? WHERE id = ?').run(change.delta, customerId);
  });
}

/** The growth a paid order earns, recorded against it. */
export function addPaymentGrowth(db: DatabaseSync, customerId: number, orderNo: string, payable: number, at: number): void {
  addGrowth(db, customerId, { kind: 'payment', delta: growthForPayment(payable), orderNo, remark: `订单支付 ${formatFen(payable)}` }, at);
}

const onceRewards = {
  qqBinding: { delta: growthRule.firstQqBinding, remark: '首次绑定 QQ' },
  profile: { delta: growthRule.profileComplete, remark: '完善手机号与邮箱' },
} as const;

/** A one-off reward, unless the customer already had it (binding again or re-entering a phone gives nothing). */
export function addOnceGrowth(db: DatabaseSync, customerId: number, kind: keyof typeof onceRewards, at: number): void {
  inTransaction(db, () => {
    const had = db.prepare('SELECT 1 FROM growth_events WHERE customer_id = ? AND kind = ?').get(customerId, kind);
    if (had !== undefined) return;
    addGrowth(db, customerId, { kind, orderNo: null, ...onceRewards[kind] }, at);
  });
}

/** One page of the customer's growth history, newest first, each with the running total after it. */
export function listGrowth(db: DatabaseSync, customerId: number, page: number, size: number): GrowthPage {
  const rows = db
    .prepare(
      `SELECT * FROM (
         SELECT id, created_at, kind, delta, order_no, remark,
                SUM(delta) OVER (ORDER BY created_at, id ROWS UNBOUNDED PRECEDING) AS growth_after
         FROM growth_events WHERE customer_id = ?
       ) ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(customerId, size, (page - 1) * size);
  const total = db.prepare('SELECT COUNT(*) AS n FROM growth_events WHERE customer_id = ?').get(customerId);
  return {
    records: rows.map((row) => {
      const growthAfter = intOf(row, 'growth_after');
      return {
        id: intOf(row, 'id'),
        time: isoOf(row, 'created_at'),
        ...fieldsOf(row, { kind: parsedOf(GrowthKind), delta: intOf }),
        growthAfter,
        levelAfter: memberLevelFor(growthAfter),
        ...fieldsOf(row, { orderNo: nullableTextOf, remark: textOf }),
      };
    }),
    total: total === undefined ? 0 : intOf(total, 'n'),
  };
}
