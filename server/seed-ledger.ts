/**
 * The balance ledgers (余额流水) of the demo data, built for one seeding moment.
 *
 * Every customer's entries sum to the balance seedCustomers gives them (a test checks it), and
 * no entry takes a balance below zero. Amounts and order depend only on fixed numbers; the
 * seeding moment only places them in time (and so fixes the dates inside order numbers).
 */
import type { AmountFlowType } from '../src/api/schema.ts';
import { orderNumber, type OrderPrefix } from './order-numbers.ts';
import { seedCustomers } from './seed-accounts.ts';

export interface SeedFlow {
  customerId: number;
  /** Milliseconds since the epoch. */
  time: number;
  type: AmountFlowType;
  /** Signed fen. */
  amount: number;
  orderNo: string | null;
  remark: string;
}

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

interface Step {
  /** Days and minutes before the seeding moment. */
  day: number;
  minute: number;
  type: AmountFlowType;
  amount: number;
  /** An order of this customer: its prefix and its sequence number. */
  order: { prefix: OrderPrefix; sequence: number } | null;
  remark: string;
}

/** Turns steps (oldest first) into ledger rows; an order's number comes from its first step. */
function ledgerOf(customerId: number, at: number, steps: readonly Step[]): SeedFlow[] {
  const numbers = new Map<string, string>();
  return steps.map(({ day, minute, type, amount, order, remark }) => {
    const time = at - day * dayMs - minute * minuteMs;
    let orderNo: string | null = null;
    if (order !== null) {
      const key = `${order.prefix}${order.sequence}`;
      orderNo = numbers.get(key) ?? orderNumber(order.prefix, time, order.sequence);
      numbers.set(key, orderNo);
    }
    return { customerId, time, type, amount, orderNo, remark };
  });
}

const rechargeRemarks = ['在线充值（微信支付）', '在线充值（支付宝）', '对公转账充值', '在线充值（银联）'];
const rechargeAmounts = [30000, 20000, 36000, 10000, 40000, 20000];
const customisedItems = ['SLA 光敏树脂手板', 'CNC 铝合金外壳', 'SLS 尼龙卡扣', 'MJF 尼龙支架', '真空复模外壳 ×20', 'SLM 不锈钢连接件'];
const consumableItems = ['PLA 线材 1kg', '白色树脂 1L', 'PETG 线材 1kg', 'TPU 软胶线材 0.5kg', '打印平台贴纸 ×10'];
const refundRemarks = ['订单取消退款', '部分退款：运费差价', '售后退款：表面瑕疵补偿', '部分退款：数量调整'];
const discountRemarks = ['优惠券返现', '活动奖励：充值赠送', '活动奖励：订单评价奖励', '会员生日礼金'];

const pick = <T>(list: readonly T[], index: number): T => {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('seed ledger: empty list');
  return value;
};

/** The balance seed-accounts.ts gives `demo`; the newest payment makes the ledger meet it. */
function demoBalance(): number {
  const demo = seedCustomers.find((customer) => customer.username === 'demo');
  if (demo === undefined) throw new Error('seed ledger: no demo customer');
  return demo.balance;
}

/**
 * Thirty 12-day cycles over the past year, each with a recharge, two payments, a reward and a
 * refund of the first payment: 30 entries of every type but payments (60). Amounts vary by
 * fixed arithmetic so that every reseed gives the same ledger.
 */
function demoSteps(): Step[] {
  const steps: Step[] = [];
  let sequence = 0;
  const paymentRemark = (order: { prefix: OrderPrefix }, i: number) =>
    order.prefix === 'DZ' ? `定制订单支付：${pick(customisedItems, i)}` : `耗材订单支付：${pick(consumableItems, i)}`;
  for (let c = 0; c < 30; c += 1) {
    const start = 358 - 12 * c;
    const minute = (c * 137) % 540;
    const first = { prefix: c % 3 === 2 ? 'HC' : 'DZ', sequence: (sequence += 1) } as const;
    const second = { prefix: c % 2 === 0 ? 'HC' : 'DZ', sequence: (sequence += 1) } as const;
    const firstAmount = 8000 + ((c * 7919) % 40) * 1150 + (c % 4) * 35;
    const secondAmount = 3000 + ((c * 104729) % 25) * 870;
    // Every other refund is the whole order (cancelled), the rest a part of it.
    const fullRefund = c % 2 === 0;
    steps.push(
      {
        day: start,
        minute,
        type: 'recharge',
        amount: c === 0 ? 100000 : pick(rechargeAmounts, c),
        order: null,
        remark: pick(rechargeRemarks, c),
      },
      { day: start - 1, minute: minute + 45, type: 'payment', amount: -firstAmount, order: first, remark: paymentRemark(first, c) },
      {
        day: start - 3,
        minute: (minute * 3) % 600,
        type: 'discount',
        amount: 500 + (c % 6) * 500,
        // Coupon cash-back (the first remark) belongs to an order; other rewards do not.
        order: c % 4 === 0 ? first : null,
        remark: pick(discountRemarks, c),
      },
      { day: start - 5, minute: 30 + (minute % 300), type: 'payment', amount: -secondAmount, order: second, remark: paymentRemark(second, c + 2) },
      {
        day: start - 8,
        minute: (minute + 200) % 600,
        type: 'refund',
        amount: fullRefund ? firstAmount : Math.round(firstAmount * 0.3),
        order: first,
        remark: fullRefund ? pick(refundRemarks, 0) : pick(refundRemarks, 1 + (c % 3)),
      },
    );
  }
  const sum = steps.reduce((total, step) => total + step.amount, 0);
  const newestPayment = steps.findLast((step) => step.type === 'payment');
  if (newestPayment === undefined) throw new Error('seed ledger: demo has no payments');
  newestPayment.amount -= sum - demoBalance();
  if (newestPayment.amount >= 0) throw new Error('seed ledger: the balancing payment of demo is not a payment');
  return steps;
}

/** A handful of entries ending at 35000 fen, for the browser-test customers. */
function smallSteps(sequenceBase: number): Step[] {
  const dz = { prefix: 'DZ', sequence: sequenceBase + 1 } as const;
  const hc = { prefix: 'HC', sequence: sequenceBase + 2 } as const;
  return [
    { day: 60, minute: 0, type: 'recharge', amount: 50000, order: null, remark: pick(rechargeRemarks, 0) },
    { day: 40, minute: 30, type: 'payment', amount: -12800, order: dz, remark: `定制订单支付：${pick(customisedItems, 0)}` },
    { day: 35, minute: 90, type: 'refund', amount: 3200, order: dz, remark: pick(refundRemarks, 1) },
    { day: 20, minute: 10, type: 'discount', amount: 1000, order: null, remark: pick(discountRemarks, 1) },
    { day: 10, minute: 240, type: 'payment', amount: -6400, order: hc, remark: `耗材订单支付：${pick(consumableItems, 0)}` },
  ];
}

/** The ledger of every seed customer, oldest first within each customer. */
export function seedLedger(at: number): SeedFlow[] {
  const maker: Step[] = [
    { day: 90, minute: 0, type: 'recharge', amount: 100000, order: null, remark: pick(rechargeRemarks, 2) },
    { day: 80, minute: 60, type: 'payment', amount: -48600, order: { prefix: 'DZ', sequence: 201 }, remark: `定制订单支付：${pick(customisedItems, 1)}` },
    { day: 70, minute: 20, type: 'refund', amount: 5000, order: { prefix: 'DZ', sequence: 201 }, remark: pick(refundRemarks, 2) },
    { day: 50, minute: 300, type: 'discount', amount: 1500, order: null, remark: pick(discountRemarks, 2) },
    { day: 30, minute: 120, type: 'payment', amount: -1900, order: { prefix: 'HC', sequence: 202 }, remark: `耗材订单支付：${pick(consumableItems, 1)}` },
  ];
  const other: Step[] = [
    { day: 60, minute: 0, type: 'recharge', amount: 30000, order: null, remark: pick(rechargeRemarks, 1) },
    { day: 45, minute: 0, type: 'payment', amount: -10000, order: { prefix: 'DZ', sequence: 301 }, remark: `定制订单支付：${pick(customisedItems, 2)}` },
  ];
  return [
    ...ledgerOf(1, at, demoSteps()),
    ...ledgerOf(3, at, maker),
    ...ledgerOf(4, at, other),
    ...[5, 6, 7, 8, 9, 10, 11].flatMap((id) => ledgerOf(id, at, smallSteps(400 + id * 10))),
  ];
}
