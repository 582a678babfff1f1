import { beforeEach, describe, expect, it } from 'vitest';
import { OrderDetail } from '../../src/wire/orders.ts';
import { BankTransfer, BankTransferState } from '../../src/wire/payments.ts';
import { BankReceipt, BankReceiptOutcome, BankTransferDesk, StaffBankAccount } from '../../src/wire/staff-bank-transfers.ts';
import { AuditPage, Workbench } from '../../src/wire/staff.ts';
import { normaliseReference } from '../../src/lib/forms/bank-transfer-rules.ts';
import { intOf } from '../core/rows.ts';
import { sweepDeadlines } from '../orders/deadlines.ts';
import { createTestServer, messageOf, minutes, seededAt, type TestServer } from '../test-support.ts';
import { staffLogin, staffPath } from '../staff/test-support.ts';
import { bankTransferPayBy } from './store.ts';

const account = { name: '深圳宝安精密制造有限公司', bank: '招商银行深圳宝安支行', number: '7559 1234 5678 901' };
/** e2e-pay's 待付款 customised orders (factory 1), seeded with their day's hold (Monday 10:00). */
const ORDER = 'DZ20260226-0121';
const OTHER_ORDER = 'DZ20260227-0122';
const hour = 60 * 60 * 1000;

describe('bankTransferPayBy', () => {
  it('counts 3 working days by the shop calendar: over a weekend and over a holiday, same time of day', () => {
    // Friday 2026-03-06 10:00 (Shanghai) → Mon, Tue, Wed.
    expect(new Date(bankTransferPayBy(Date.parse('2026-03-06T10:00:00+08:00'))).toISOString()).toBe('2026-03-11T02:00:00.000Z');
    // Friday 2026-04-03 → 清明 (04-04…06) → Tue, Wed, Thu.
    expect(new Date(bankTransferPayBy(Date.parse('2026-04-03T16:30:00+08:00'))).toISOString()).toBe('2026-04-09T08:30:00.000Z');
    // Sunday (the test clock's start) → Mon, Tue, Wed.
    expect(new Date(bankTransferPayBy(seededAt.getTime())).toISOString()).toBe('2026-03-04T02:00:00.000Z');
  });
});

describe('对公转账', () => {
  let server: TestServer;
  let customer: string;
  let admin: string;
  beforeEach(async () => {
    server = await createTestServer();
    customer = await server.login('e2e-pay');
    admin = await staffLogin(server, 'factory');
  });

  const setAccount = async (token = admin, body: unknown = account) => server.call('PUT', `${staffPath}/bank-account`, { token, json: body });
  const choose = (orderNo = ORDER, token = customer) => server.call('POST', `/api/shop-payment/${orderNo}/bank-transfer`, { token });
  const chosen = async (orderNo = ORDER): Promise<BankTransfer> => {
    const response = await choose(orderNo);
    expect(response.status, await response.clone().text()).toBe(200);
    return BankTransfer.parse(await response.json());
  };
  const stateOf = async (orderNo = ORDER, token = customer) => server.call('GET', `/api/shop-payment/${orderNo}/bank-transfer`, { token });
  const orderOf = async (orderNo = ORDER) => OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token: customer })).json());
  let serials = 0;
  const receive = (body: { reference: string; amount: number; bankSerial?: string; receivedAt?: string }, token = admin) => {
    serials += 1;
    return server.call('POST', `${staffPath}/bank-transfers`, {
      token,
      json: { payerName: '深圳市星火智造科技有限公司', bankSerial: `CMB2026030100${serials}`, receivedAt: '2026-03-01', ...body },
    });
  };
  const desk = async (query = '', token = admin) => {
    const response = await server.call('GET', `${staffPath}/bank-transfers${query}`, { token });
    expect(response.status).toBe(200);
    return BankTransferDesk.parse(await response.json());
  };
  const growthOf = () => intOf(server.db.prepare("SELECT COUNT(*) AS n FROM growth_events WHERE order_no = ? AND kind = 'payment'").get(ORDER) ?? {}, 'n');

  it('is not offered while the factory has no account, and says so', async () => {
    expect(BankTransferState.parse(await (await stateOf()).json())).toEqual({ offered: false, reason: '本店未开通对公转账', transfer: null });
    const response = await choose();
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('本店未开通对公转账');
    expect((await orderOf()).payBy).toBe('2026-03-02T02:00:00.000Z');
  });

  it('only the 管理员 sets the account; the number is checked and stored without spaces', async () => {
    const service = await staffLogin(server, 'service');
    expect((await setAccount(service)).status).toBe(403);
    const bad = await setAccount(admin, { ...account, number: '12ab' });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toContain('账号应为 9–30 位数字');
    const saved = await setAccount();
    expect(saved.status).toBe(200);
    expect(StaffBankAccount.parse(await saved.json()).account).toEqual({ ...account, number: '755912345678901' });
    expect(StaffBankAccount.parse(await (await server.call('GET', `${staffPath}/bank-account`, { token: await staffLogin(server, 'factory2') })).json()).account).toBeNull();
  });

  it('gives a reference and 3 working days (Sunday → Wednesday), writes the event, and answers the same when asked again', async () => {
    await setAccount();
    const transfer = await chosen();
    expect(normaliseReference(transfer.reference)).toBe(transfer.reference);
    expect(transfer.reference).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(transfer).toMatchObject({ payBy: '2026-03-04T02:00:00.000Z', account: { ...account, number: '755912345678901' }, payable: 9780 });
    const order = await orderOf();
    expect(order.payBy).toBe('2026-03-04T02:00:00.000Z');
    expect(order.timeline.at(-1)).toMatchObject({ status: '待付款', note: '选择对公转账，付款期限延至 2026-03-04 10:00' });
    server.advance(hour);
    expect(await chosen()).toEqual(transfer);
    expect((await orderOf()).timeline.filter((event) => event.note.startsWith('选择对公转账'))).toHaveLength(1);
    expect(BankTransferState.parse(await (await stateOf()).json())).toEqual({ offered: true, reason: null, transfer });
    expect((await chosen(OTHER_ORDER)).reference).not.toBe(transfer.reference);
  });

  it('is not offered for a consumable order, whose stock is held only 30 minutes', async () => {
    await setAccount();
    const demo = await server.login('demo');
    expect(BankTransferState.parse(await (await stateOf('HC20260301-0001', demo)).json())).toEqual({
      offered: false,
      reason: '耗材订单的库存只保留 30 分钟，请使用余额或在线支付',
      transfer: null,
    });
    const response = await choose('HC20260301-0001', demo);
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('耗材订单的库存只保留 30 分钟，请使用余额或在线支付');
  });

  it("does not show a customer another's order or reference (404)", async () => {
    await setAccount();
    await chosen();
    const demo = await server.login('demo');
    expect((await stateOf(ORDER, demo)).status).toBe(404);
    expect((await choose(ORDER, demo)).status).toBe(404);
  });

  it('confirms the exact payable once: paid via bank, event, growth; two confirmations at once pay once', async () => {
    await setAccount();
    const { reference } = await chosen();
    const answers = await Promise.all([receive({ reference: reference.toLowerCase().replace('-', ' '), amount: 9780 }), receive({ reference, amount: 9780 })]);
    expect(answers.map((r) => r.status).toSorted()).toEqual([200, 202]);
    const outcomes = await Promise.all(answers.map(async (r) => BankReceiptOutcome.parse(await r.json())));
    const paid = outcomes.find((o) => o.matched);
    const second = outcomes.find((o) => !o.matched);
    expect(paid).toMatchObject({ orderNo: ORDER, reason: null, receipt: { status: 'matched', orderNo: ORDER, reference } });
    expect(second).toMatchObject({ orderNo: null, reason: `订单 ${ORDER} 已付款，本笔到账未确认；请退回该笔款项`, receipt: { status: 'unmatched' } });
    const order = await orderOf();
    expect(order).toMatchObject({ status: '生产中', paymentMethod: 'online', paidAt: expect.any(String) });
    expect(order.timeline.at(-1)).toMatchObject({ status: '生产中', note: `对公转账到账 ¥97.80（流水号 ${paid?.receipt.bankSerial ?? ''}）` });
    expect(server.db.prepare('SELECT paid_via FROM orders WHERE order_no = ?').get(ORDER)).toMatchObject({ paid_via: 'bank' });
    expect(growthOf()).toBe(1);
    const audit = AuditPage.parse(await (await server.call('GET', `${staffPath}/audit?size=10`, { token: admin })).json());
    expect(audit.records.filter((r) => r.action === 'bank.receipt')).toHaveLength(2);
    expect((await desk()).awaiting).toEqual([]);
    expect((await desk('?status=matched')).receipts.map((r) => r.orderNo)).toEqual([ORDER]);
  });

  it('refuses a part payment with the message and keeps the receipt unmatched; the order still waits', async () => {
    await setAccount();
    const { reference } = await chosen();
    const response = await receive({ reference, amount: 5000 });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('部分付款不予确认：到账 ¥50.00，应付 ¥97.80；请联系客户补足后再确认，或退回该笔款项');
    const { receipts, awaiting } = await desk();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ reference, amount: 5000, status: 'unmatched', orderNo: ORDER, reason: expect.stringContaining('部分付款不予确认') });
    expect(awaiting).toMatchObject([{ orderNo: ORDER, reference, payable: 9780, payBy: '2026-03-04T02:00:00.000Z' }]);
    expect((await orderOf()).status).toBe('待付款');
    expect(growthOf()).toBe(0);

    const over = await receive({ reference, amount: 10_000 });
    expect(over.status).toBe(409);
    expect(await messageOf(over)).toContain('多付款项不予确认：到账 ¥100.00，应付 ¥97.80');
    expect((await orderOf()).status).toBe('待付款');
  });

  it('keeps a receipt whose reference matches no order, refuses a serial recorded twice, and lets the factory close it', async () => {
    await setAccount();
    const unknown = await receive({ reference: 'ZZ7K-3MQP', amount: 9780, bankSerial: 'SERIAL-1' });
    expect(unknown.status).toBe(202);
    const outcome = BankReceiptOutcome.parse(await unknown.json());
    expect(outcome).toMatchObject({ matched: false, reason: '识别码 ZZ7K-3MQP 不对应本工厂的任何订单；请核对附言，或退回该笔款项' });
    const malformed = await receive({ reference: '货款', amount: 100 });
    expect(malformed.status).toBe(202);
    expect(BankReceiptOutcome.parse(await malformed.json()).reason).toContain('不是有效的识别码');

    const tomorrow = await receive({ reference: 'ZZ7K-3MQP', amount: 1, receivedAt: '2026-03-02' });
    expect(tomorrow.status).toBe(400);
    expect(await messageOf(tomorrow)).toBe('到账日期不能晚于今天');
    const again = await receive({ reference: 'ZZ7K-3MQP', amount: 1, bankSerial: 'SERIAL-1' });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('该银行流水已登记');
    expect((await desk('?status=unmatched')).receipts).toHaveLength(2);
    const workbench = Workbench.strict().parse(await (await server.call('GET', `${staffPath}/workbench`, { token: admin })).json());
    expect(workbench.bankUnmatched.count).toBe(2);

    const path = `${staffPath}/bank-transfers/${outcome.receipt.id}/resolve`;
    const closed = await server.call('POST', path, { token: admin, json: { note: '已退回付款方' } });
    expect(closed.status).toBe(200);
    expect(BankReceipt.parse(await closed.json())).toMatchObject({ status: 'resolved', resolution: '已退回付款方' });
    const twice = await server.call('POST', path, { token: admin, json: { note: '再次' } });
    expect(twice.status).toBe(409);
    expect((await desk('?status=unmatched')).receipts).toHaveLength(1);
    const factory2 = await staffLogin(server, 'factory2');
    expect((await server.call('POST', `${staffPath}/bank-transfers/${outcome.receipt.id}/resolve`, { token: factory2, json: { note: 'x' } })).status).toBe(404);
  });

  it("does not match another factory's order, and its staff cannot list this factory's transfers", async () => {
    await setAccount();
    const { reference } = await chosen();
    const factory2 = await staffLogin(server, 'factory2');
    const response = await receive({ reference, amount: 9780 }, factory2);
    expect(response.status).toBe(202);
    expect(BankReceiptOutcome.parse(await response.json())).toMatchObject({ matched: false, orderNo: null, receipt: { orderNo: null } });
    expect((await orderOf()).status).toBe('待付款');
    expect((await desk('', factory2)).awaiting).toEqual([]);
    const mine = await desk();
    expect(mine.receipts).toEqual([]);
    expect(mine.awaiting.map((o) => o.orderNo)).toEqual([ORDER]);
    const service = await staffLogin(server, 'service');
    expect((await server.call('GET', `${staffPath}/bank-transfers`, { token: service })).status).toBe(403);
  });

  it('the sweep leaves a bank-transfer order past 24 h and cancels it at its 3 working days; a late transfer is kept unmatched', async () => {
    await setAccount();
    const { reference, payBy } = await chosen();
    server.advance(25 * hour);
    const sweep = (at: number) => sweepDeadlines(server.db, at);
    sweep(seededAt.getTime() + 25 * hour);
    expect((await orderOf()).status).toBe('待付款');
    sweep(Date.parse(payBy) - minutes(1));
    expect((await orderOf()).status).toBe('待付款');
    sweep(Date.parse(payBy));
    const order = await orderOf();
    expect(order).toMatchObject({ status: '已取消', cancelReason: 'timeout' });
    server.advance(Date.parse(payBy) - seededAt.getTime());
    // Days later: the 管理员's login has idled out.
    const late = await receive({ reference, amount: 9780 }, await staffLogin(server, 'factory'));
    expect(late.status).toBe(202);
    expect(BankReceiptOutcome.parse(await late.json()).reason).toBe(`订单 ${ORDER} 已取消，本笔到账未确认；请退回该笔款项`);
  });
});
