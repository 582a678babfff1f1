/**
 * demo's newest recharge in the seeded ledger was an online top-up: its top-up record, the
 * gateway attempt that paid it and its ledger line's remark with the top-up and trade numbers.
 * The ledger keeps its lines and sums (the browser tests count them); only the remark says more.
 */
import type { DatabaseSync } from 'node:sqlite';
import { intOf } from '../core/rows.ts';
import { orderNumber, shopDay } from '../orders/numbers.ts';
import { rechargeRemark } from './store.ts';
import { minuteMs } from '../core/durations.ts';

export function insertSeedRecharges(db: DatabaseSync): void {
  const line = db.prepare("SELECT id, amount, created_at FROM amount_flows WHERE customer_id = 1 AND type = 'recharge' ORDER BY created_at DESC, id DESC LIMIT 1").get();
  if (line === undefined) throw new Error('seed recharges: demo has no recharge in the ledger');
  const paidAt = intOf(line, 'created_at');
  const createdAt = paidAt - 2 * minuteMs;
  const rechargeNo = orderNumber('CZ', createdAt, 1);
  const tradeNo = `MP${shopDay(paidAt).replaceAll('-', '')}${String(paidAt % 1e14).padStart(14, '0')}`;
  const id = Number(
    db
      .prepare(
        `INSERT INTO recharges (recharge_no, customer_id, amount, status, idempotency_key, created_at, paid_at, trade_no, flow_id)
         VALUES (?, 1, ?, '已支付', 'seed-recharge-1', ?, ?, ?, ?)`,
      )
      .run(rechargeNo, intOf(line, 'amount'), createdAt, paidAt, tradeNo, intOf(line, 'id')).lastInsertRowid,
  );
  db.prepare("INSERT INTO recharge_payments (id, recharge_id, customer_id, status, message, created_at, settled_at) VALUES ('seed-recharge-attempt-1', ?, 1, 'paid', '充值成功', ?, ?)").run(
    id,
    createdAt + minuteMs,
    paidAt,
  );
  db.prepare('UPDATE amount_flows SET remark = ? WHERE id = ?').run(rechargeRemark(rechargeNo, tradeNo), intOf(line, 'id'));
}
