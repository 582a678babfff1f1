/**
 * The balance ledgers (余额流水) of the demo data, written after the seeded orders.
 *
 * The ledger follows the orders as the running shop writes it: every order paid from the balance
 * has its 支付 line (minus its payable, at the moment it was paid), and every such order the
 * platform cancelled after payment its 退款 line (its payable back). Recharges and rewards carry
 * no order. Recharge amounts are worked out so that no payment finds the balance short and the
 * ledger ends at the balance seed-accounts.ts gives the customer (a test checks both).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { AmountFlowType } from '../../src/wire/amount-flow.ts';
import { intOf, textOf } from '../core/rows.ts';
import { seedCustomers } from '../users/seed.ts';
import { dayMs, minuteMs } from '../core/durations.ts';

interface Line {
  time: number;
  type: AmountFlowType;
  amount: number;
  orderNo: string | null;
  remark: string;
}

/**
 * A recharge: `cover` tops the balance up to what the payments until the next recharge need
 * (in steps of ¥50, at least ¥50), `rest` is whatever makes the ledger end at the customer's balance (the
 * newest recharge of a ledger; a fixed amount is just that).
 */
interface Recharge {
  day: number;
  minute: number;
  amount: number | 'cover' | 'rest';
  remark: string;
}

interface Reward {
  day: number;
  minute: number;
  amount: number;
  remark: string;
}

interface Plan {
  customerId: number;
  recharges: readonly Recharge[];
  rewards: readonly Reward[];
}

const rechargeRemarks = ['在线充值（微信支付）', '在线充值（支付宝）', '对公转账充值', '在线充值（银联）'];
const remarkOf = (index: number) => rechargeRemarks[index % rechargeRemarks.length] ?? '在线充值';
const bonus = '活动奖励：充值赠送';

/** demo: a recharge at the start of each ten-day cycle of its order history, a bonus every other one, and the newest recharge before the recent orders. */
function demoPlan(): Plan {
  const recharges: Recharge[] = [];
  const rewards: Reward[] = [];
  for (let c = 0; c < 30; c += 1) {
    const start = 358 - 10 * c;
    const minute = (c * 137) % 540;
    recharges.push({ day: start, minute, amount: 'cover', remark: remarkOf(c) });
    if (c % 2 === 0) rewards.push({ day: start, minute: minute - 5, amount: 500 + (c % 6) * 500, remark: bonus });
  }
  recharges.push({ day: 50, minute: 120, amount: 'rest', remark: remarkOf(2) });
  return { customerId: 1, recharges, rewards };
}

/** One recharge before the orders, and one bonus. */
const simplePlan = (customerId: number, rechargeDay: number, reward: number): Plan => ({
  customerId,
  recharges: [{ day: rechargeDay, minute: 0, amount: 'rest', remark: remarkOf(customerId) }],
  rewards: reward > 0 ? [{ day: 20, minute: 10, amount: reward, remark: bonus }] : [],
});

const plans: readonly Plan[] = [
  demoPlan(),
  simplePlan(3, 90, 1500),
  simplePlan(4, 60, 0),
  ...[5, 6, 7, 8, 9, 10, 11].map((id) => simplePlan(id, 60, 1000)),
];

const kindNames: Record<string, string> = { customized: '定制订单', consumable: '耗材订单', package: '设计套餐' };

/** The 支付 and 退款 lines of the customer's balance-paid orders, from the order rows. */
function orderLines(db: DatabaseSync, customerId: number): Line[] {
  const rows = db
    .prepare(
      `SELECT o.order_no, o.kind, o.status, o.payable, o.paid_at, o.updated_at,
         (SELECT name FROM order_items i WHERE i.order_id = o.id ORDER BY position LIMIT 1) AS title
       FROM orders o WHERE o.customer_id = ? AND o.payment_method = 'balance' AND o.payable > 0`,
    )
    .all(customerId);
  return rows.flatMap((row): Line[] => {
    const orderNo = textOf(row, 'order_no');
    const payable = intOf(row, 'payable');
    const paid: Line = {
      time: intOf(row, 'paid_at'),
      type: 'payment',
      amount: -payable,
      orderNo,
      remark: `${kindNames[textOf(row, 'kind')] ?? '订单'}支付：${textOf(row, 'title')}`,
    };
    // Cancelled after payment: the platform refunded it when it cancelled it.
    if (textOf(row, 'status') !== '已取消') return [paid];
    return [paid, { time: intOf(row, 'updated_at'), type: 'refund', amount: payable, orderNo, remark: '订单取消退款' }];
  });
}

const balanceOf = (customerId: number): number => {
  const customer = seedCustomers.find((c) => c.id === customerId);
  if (customer === undefined) throw new Error(`seed ledger: no customer ${customerId}`);
  return customer.balance;
};

/** One customer's ledger, oldest first, with every recharge amount worked out. */
function ledgerOf(db: DatabaseSync, plan: Plan, at: number): Line[] {
  const timeOf = (day: number, minute: number) => at - day * dayMs - minute * minuteMs;
  const fixed: Line[] = [
    ...orderLines(db, plan.customerId),
    ...plan.rewards.map(({ day, minute, amount, remark }): Line => ({ time: timeOf(day, minute), type: 'discount', amount, orderNo: null, remark })),
  ];
  const recharges = plan.recharges.map((r) => ({ ...r, time: timeOf(r.day, r.minute) })).sort((a, b) => a.time - b.time);
  const lines: Line[] = [];
  const sumBefore = (time: number) => [...fixed, ...lines].filter((line) => line.time < time).reduce((sum, line) => sum + line.amount, 0);
  recharges.forEach((recharge, index) => {
    const until = recharges[index + 1]?.time ?? Infinity;
    let amount = 0;
    if (typeof recharge.amount === 'number') amount = recharge.amount;
    else if (recharge.amount === 'cover') {
      const due = fixed.filter((line) => line.type === 'payment' && line.time >= recharge.time && line.time < until).reduce((sum, line) => sum - line.amount, 0);
      amount = Math.max(5_000, Math.ceil((due - sumBefore(recharge.time)) / 5_000) * 5_000);
    }
    lines.push({ time: recharge.time, type: 'recharge', amount, orderNo: null, remark: recharge.remark });
  });
  const rest = lines.find((_, index) => recharges[index]?.amount === 'rest');
  if (rest !== undefined) {
    const others = [...fixed, ...lines].reduce((sum, line) => sum + line.amount, 0);
    rest.amount = balanceOf(plan.customerId) - others;
    if (rest.amount <= 0) throw new Error(`seed ledger: customer ${plan.customerId} needs a recharge of ${rest.amount}`);
  }
  return [...fixed, ...lines].sort((a, b) => a.time - b.time);
}

/** Writes the ledgers of every planned customer; oldest first, so ids grow with time like those of a real ledger. */
export function insertSeedLedger(db: DatabaseSync, at: number): void {
  const insert = db.prepare('INSERT INTO amount_flows (customer_id, created_at, type, amount, order_no, remark) VALUES (?, ?, ?, ?, ?, ?)');
  const all = plans.flatMap((plan) => ledgerOf(db, plan, at).map((line) => ({ ...line, customerId: plan.customerId })));
  for (const line of all.sort((a, b) => a.time - b.time || a.customerId - b.customerId)) {
    insert.run(line.customerId, line.time, line.type, line.amount, line.orderNo, line.remark);
  }
}
