import { beforeEach, describe, expect, it } from 'vitest';
import { AmountFlowPage, AmountFlowType, type AmountFlowEntry } from '../../src/wire/amount-flow.ts';
import { SessionInfo } from '../../src/wire/platform.ts';
import { seedCustomers } from '../users/seed.ts';
import { createTestServer, days, messageOf, seededAt, type TestServer } from '../test-support.ts';

const path = '/api/shop-amount-flow';

describe('GET /api/shop-amount-flow', () => {
  let server: TestServer;
  let demo: string;
  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
  });

  const page = async (query = '', token = demo) => {
    const response = await server.call('GET', `${path}${query}`, { token });
    expect(response.status).toBe(200);
    return AmountFlowPage.strict().parse(await response.json());
  };

  /** Every entry matching `filter`, newest first, read page by page as a client would. */
  const everything = async (filter = '', token = demo) => {
    const entries: AmountFlowEntry[] = [];
    for (let n = 1; ; n += 1) {
      const { records, total } = await page(`?page=${n}&size=100${filter}`, token);
      entries.push(...records);
      if (entries.length >= total || records.length === 0) return entries;
    }
  };

  const sum = (entries: readonly AmountFlowEntry[]) => entries.reduce((total, entry) => total + entry.amount, 0);

  it('answers the first 10 entries of demo, newest first, with the current balance and the count', async () => {
    const first = await page();
    expect(first.records).toHaveLength(10);
    expect(first.balance).toBe(128800);
    expect(first.total).toBeGreaterThanOrEqual(100);
    const times = first.records.map((entry) => Date.parse(entry.time));
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(first.records[0]?.balanceAfter).toBe(128800);
  });

  it('gives every customer a ledger whose running sum is each balanceAfter and ends at their balance', async () => {
    for (const customer of seedCustomers) {
      const token = await server.login(customer.username);
      const entries = await everything('', token);
      const session = await server.call('GET', '/api/shop-platform/users/me/session', { token });
      const { balance } = SessionInfo.parse(await session.json()).customer;
      let running = 0;
      for (const entry of entries.toReversed()) {
        running += entry.amount;
        expect(entry.balanceAfter, `${customer.username} #${entry.id}`).toBe(running);
        expect(entry.balanceAfter, 'a balance never goes below zero').toBeGreaterThanOrEqual(0);
      }
      expect(running, customer.username).toBe(balance);
      expect(balance, customer.username).toBe(customer.balance);
      expect((await page('', token)).balance).toBe(balance);
    }
  });

  it('holds entries of every type for demo, more than a hundred, spread over the past twelve months', async () => {
    for (const type of AmountFlowType.options) {
      expect((await page(`?type=${type}`)).total, type).toBeGreaterThanOrEqual(10);
    }
    expect((await page()).total).toBeGreaterThan(100);
    const entries = await everything();
    const times = entries.map((entry) => Date.parse(entry.time));
    expect(Math.max(...times)).toBeLessThan(seededAt.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(seededAt.getTime() - days(366));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(days(330));
  });

  it('signs amounts by type and links payments and refunds to order numbers', async () => {
    const entries = await everything();
    for (const entry of entries) {
      expect(entry.remark).not.toBe('');
      if (entry.type === 'payment') expect(entry.amount).toBeLessThan(0);
      else expect(entry.amount).toBeGreaterThan(0);
      if (entry.type === 'payment' || entry.type === 'refund') expect(entry.orderNo).toMatch(/^(DZ|HC)\d{8}-\d{4}$/);
      if (entry.type === 'recharge') expect(entry.orderNo).toBeNull();
    }
    const paid = new Set(entries.filter((entry) => entry.type === 'payment').map((entry) => entry.orderNo));
    for (const refund of entries.filter((entry) => entry.type === 'refund')) expect(paid).toContain(refund.orderNo);
    expect(new Set(entries.map((entry) => entry.orderNo).filter((no) => no?.startsWith('HC'))).size).toBeGreaterThan(0);
  });

  it('agrees with the orders for every seeded customer: each 支付 and 退款 names an order of theirs of the same amount, each balance-paid order has its 支付', async () => {
    const orderRow = server.db.prepare('SELECT payable, payment_method, status, paid_at FROM orders WHERE order_no = ? AND customer_id = ?');
    for (const customer of seedCustomers) {
      const token = await server.login(customer.username);
      const entries = await everything('', token);
      for (const entry of entries.filter((e) => e.type === 'payment' || e.type === 'refund')) {
        const what = `${customer.username} ${entry.type} ${entry.orderNo ?? '(no order)'}`;
        const order = entry.orderNo === null ? undefined : orderRow.get(entry.orderNo, customer.id);
        expect(order, what).toBeDefined();
        expect(Math.abs(entry.amount), what).toBe(order?.['payable']);
        expect(order?.['payment_method'], what).toBe('balance');
        // A refund returns a payment the platform took back when it cancelled the order.
        if (entry.type === 'refund') expect(order?.['status'], what).toBe('已取消');
      }
      const balancePaid = server.db.prepare("SELECT order_no, status FROM orders WHERE customer_id = ? AND payment_method = 'balance' AND payable > 0").all(customer.id);
      for (const order of balancePaid) {
        const lines = entries.filter((e) => e.orderNo === order['order_no']);
        expect(lines.filter((e) => e.type === 'payment'), `${customer.username} ${String(order['order_no'])}`).toHaveLength(1);
        expect(lines.filter((e) => e.type === 'refund'), `${customer.username} ${String(order['order_no'])} refund`).toHaveLength(order['status'] === '已取消' ? 1 : 0);
      }
    }
  });

  it('writes the same lines for a payment made now: its 支付 names the order with its payable', async () => {
    const token = await server.login('e2e-pay');
    const orders = server.db.prepare("SELECT order_no, payable FROM orders WHERE customer_id = 14 AND status = '待付款' ORDER BY id").all();
    const first = orders[0];
    expect((await server.call('POST', `/api/shop-payment/${String(first?.['order_no'])}/balance`, { token })).status).toBe(200);
    const [newest] = (await page('?type=payment', token)).records;
    expect(newest).toMatchObject({ orderNo: first?.['order_no'], amount: -Number(first?.['payable']) });
  });

  it('filters by type and totals income and spending over the whole filtered range, not one page', async () => {
    const payments = await page('?type=payment&size=5');
    expect(payments.records.every((entry) => entry.type === 'payment')).toBe(true);
    const allPayments = await everything('&type=payment');
    expect(allPayments).toHaveLength(payments.total);
    expect(payments.income).toBe(0);
    expect(payments.spending).toBe(-sum(allPayments));

    const unfiltered = await page('?size=1');
    const all = await everything();
    expect(unfiltered.income).toBe(sum(all.filter((entry) => entry.amount > 0)));
    expect(unfiltered.spending).toBe(-sum(all.filter((entry) => entry.amount < 0)));
    expect(unfiltered.income - unfiltered.spending).toBe(128800);
  });

  it('keeps each entry\'s balanceAfter whatever the filter', async () => {
    const byId = new Map((await everything()).map((entry) => [entry.id, entry.balanceAfter]));
    for (const entry of await everything('&type=refund')) expect(entry.balanceAfter).toBe(byId.get(entry.id));
  });

  it('filters by time: from is inclusive, to is exclusive, offsets are understood', async () => {
    const all = await everything();
    const pivot = all[20];
    if (pivot === undefined) throw new Error('demo has too few entries');
    const at = encodeURIComponent(pivot.time);
    const since = await everything(`&from=${at}`);
    const before = await everything(`&to=${at}`);
    expect(since.at(-1)?.id).toBe(pivot.id);
    expect(before.map((entry) => entry.id)).not.toContain(pivot.id);
    expect(since.length + before.length).toBe(all.length);

    const shanghai = new Date(Date.parse(pivot.time) + 8 * 3600 * 1000).toISOString().replace('Z', '+08:00');
    expect((await page(`?from=${encodeURIComponent(shanghai)}`)).total).toBe(since.length);
  });

  it('combines type and time filters in records, total and sums', async () => {
    const from = new Date(seededAt.getTime() - days(90)).toISOString();
    const to = new Date(seededAt.getTime() - days(30)).toISOString();
    const window = (await everything()).filter((entry) => entry.time >= from && entry.time < to && entry.type === 'refund');
    expect(window.length).toBeGreaterThan(0);
    const filtered = await page(`?type=refund&from=${from}&to=${to}&size=100`);
    expect(filtered.records.map((entry) => entry.id)).toEqual(window.map((entry) => entry.id));
    expect(filtered.income).toBe(sum(window));
    expect(filtered.spending).toBe(0);
    expect(filtered.balance).toBe(128800);
  });

  it('pages with page and size; a page past the end is empty with the same totals', async () => {
    const all = await everything();
    const second = await page('?page=2&size=7');
    expect(second.records.map((entry) => entry.id)).toEqual(all.slice(7, 14).map((entry) => entry.id));
    const beyond = await page('?page=99&size=100');
    expect(beyond.records).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('orders entries of the same moment by id, newest first, and sums them in id order', async () => {
    const newbie = await server.login('newbie');
    const at = seededAt.getTime() - days(1);
    const insert = server.db.prepare(
      "INSERT INTO amount_flows (customer_id, created_at, type, amount, order_no, remark) VALUES (2, ?, ?, ?, NULL, '测试')",
    );
    insert.run(at, 'recharge', 5000);
    insert.run(at, 'payment', -2000);
    insert.run(at - 1, 'discount', 100);
    server.db.prepare('UPDATE customers SET balance = 3100 WHERE id = 2').run();
    const { records, balance } = await page('', newbie);
    expect(records.map((entry) => [entry.type, entry.balanceAfter])).toEqual([
      ['payment', 3100],
      ['recharge', 5100],
      ['discount', 100],
    ]);
    expect(balance).toBe(3100);
  });

  it('answers newbie an empty ledger with zero balance and totals', async () => {
    expect(await page('', await server.login('newbie'))).toEqual({ records: [], total: 0, balance: 0, income: 0, spending: 0 });
  });

  it('shows each customer only their own entries', async () => {
    const demoIds = new Set((await everything()).map((entry) => entry.id));
    const maker = await everything('', await server.login('maker'));
    expect(maker.length).toBeGreaterThan(0);
    expect(maker.some((entry) => demoIds.has(entry.id))).toBe(false);
  });

  it.each([
    ['?type=gift', /^类型的取值无效$/],
    ['?type=', /^类型的取值无效$/],
    ['?from=yesterday', /^开始时间格式不正确$/],
    ['?from=2026-02-30T00:00:00Z', /^开始时间格式不正确$/],
    ['?to=2026-03-01', /^结束时间格式不正确$/],
    ['?to=2026-03-01T00:00:00', /^结束时间格式不正确$/],
    ['?from=2026-03-01T00:00:00Z&to=2026-03-01T00:00:00Z', /^开始时间必须早于结束时间$/],
    ['?from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z', /^开始时间必须早于结束时间$/],
    ['?from=2026-03-01T08:00:00%2B08:00&to=2026-03-01T00:00:00Z', /^开始时间必须早于结束时间$/],
    ['?page=0', /页码最小为 1/],
    ['?page=-1', /页码最小为 1/],
    ['?page=1.5', /^页码应为整数$/],
    ['?size=0', /每页条数最小为 1/],
    ['?size=101', /每页条数最多为 100/],
    ['?size=ten', /^每页条数应为数字$/],
  ])('rejects the query %s with 400 and a Chinese message', async (query, message) => {
    const response = await server.call('GET', `${path}${query}`, { token: demo });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toMatch(message);
  });

  it('needs a login', async () => {
    const response = await server.call('GET', path);
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe('请先登录');
  });
});
