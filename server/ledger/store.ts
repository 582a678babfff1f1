import type { DatabaseSync } from 'node:sqlite';
import { AmountFlowType, type AmountFlowEntry, type AmountFlowPage, type AmountFlowQuery } from '../../src/wire/amount-flow.ts';
import { HttpError } from '../core/errors.ts';
import { fieldsOf, intOf, isoOf, nullableTextOf, parsedOf, textOf, type Row } from '../core/rows.ts';

/** The query's time window in epoch milliseconds, or a 400 when it is empty or backwards. */
function windowOf({ from, to }: Pick<AmountFlowQuery, 'from' | 'to'>): { from: number | null; to: number | null } {
  const start = from === undefined ? null : Date.parse(from);
  const end = to === undefined ? null : Date.parse(to);
  if (start !== null && end !== null && start >= end) throw new HttpError(400, '开始时间必须早于结束时间');
  return { from: start, to: end };
}

/**
 * The customer's whole ledger with the running balance after each entry (oldest first, ties by
 * id), so that the filters below narrow the rows without changing any entry's balance.
 */
const ledger = `
  WITH ledger AS (
    SELECT id, created_at, type, amount, order_no, remark,
           SUM(amount) OVER (ORDER BY created_at, id ROWS UNBOUNDED PRECEDING) AS balance_after
    FROM amount_flows
    WHERE customer_id = :customer
  )`;
const filter = `
  WHERE (:type IS NULL OR type = :type)
    AND (:from IS NULL OR created_at >= :from)
    AND (:to IS NULL OR created_at < :to)`;

function entryOf(row: Row): AmountFlowEntry {
  return {
    id: intOf(row, 'id'),
    time: isoOf(row, 'created_at'),
    ...fieldsOf(row, { type: parsedOf(AmountFlowType), amount: intOf, balanceAfter: intOf, orderNo: nullableTextOf, remark: textOf }),
  };
}

/**
 * One page of a customer's ledger, newest first, filtered by type and [from, to); the totals
 * cover the whole filtered range and the balance is the customer's current one.
 */
export function listAmountFlow(db: DatabaseSync, customerId: number, query: AmountFlowQuery): AmountFlowPage {
  const { from, to } = windowOf(query);
  const params = { customer: customerId, type: query.type ?? null, from, to };
  const rows = db
    .prepare(`${ledger} SELECT * FROM ledger ${filter} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`)
    .all({ ...params, limit: query.size, offset: (query.page - 1) * query.size });
  const totals = db
    .prepare(
      `SELECT COUNT(*) AS total,
              COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS income,
              COALESCE(-SUM(CASE WHEN amount < 0 THEN amount END), 0) AS spending
       FROM amount_flows ${filter} AND customer_id = :customer`,
    )
    .get(params);
  const balance = db.prepare('SELECT balance FROM customers WHERE id = ?').get(customerId);
  return {
    records: rows.map(entryOf),
    total: totals === undefined ? 0 : intOf(totals, 'total'),
    balance: balance === undefined ? 0 : intOf(balance, 'balance'),
    income: totals === undefined ? 0 : intOf(totals, 'income'),
    spending: totals === undefined ? 0 : intOf(totals, 'spending'),
  };
}
