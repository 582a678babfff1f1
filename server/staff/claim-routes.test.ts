import { beforeEach, describe, expect, it } from 'vitest';
import { Claim, ClaimDecision, StaffClaim, StaffClaimPage } from '../../src/wire/after-sales.ts';
import { AmountFlowPage } from '../../src/wire/amount-flow.ts';
import { MessagePage } from '../../src/wire/messages.ts';
import { OrderDetail } from '../../src/wire/orders.ts';
import { Workbench } from '../../src/wire/staff.ts';
import { intOf } from '../core/rows.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';
import { claimForm, png, receivedOrder } from '../after-sales/test-support.ts';
import { staffLogin, staffPath } from './test-support.ts';

describe('/api/shop-staff/claims', () => {
  let server: TestServer;
  let demo: string;
  let service: string;
  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
    service = await staffLogin(server, 'service');
  });
  /** A received order of demo (2 units) with an open claim carrying one photo. */
  const openClaim = async () => {
    const order = await receivedOrder(server, demo, 2);
    const response = await server.call('POST', '/api/shop-after-sales', { token: demo, body: claimForm(order.orderNo, [{ name: '划痕.png', bytes: png }]) });
    expect(response.status, await response.clone().text()).toBe(201);
    return { order, claim: Claim.parse(await response.json()) };
  };
  const get = async (claimNo: string, token = service) => {
    const response = await server.call('GET', `${staffPath}/claims/${claimNo}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return StaffClaim.strict().parse(await response.json());
  };
  const decide = (claimNo: string, what: 'refund' | 'remake' | 'refuse', json: unknown, token = service) => server.call('POST', `${staffPath}/claims/${claimNo}/${what}`, { token, json });
  const balance = () => intOf(server.db.prepare("SELECT balance AS n FROM customers WHERE username = 'demo'").get() ?? {}, 'n');
  const ledgerSum = () => intOf(server.db.prepare("SELECT COALESCE(SUM(amount), 0) AS n FROM amount_flows WHERE customer_id = (SELECT id FROM customers WHERE username = 'demo')").get() ?? {}, 'n');
  const audits = (action: string) => intOf(server.db.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE action = ?').get(action) ?? {}, 'n');
  const inbox = async () => MessagePage.parse(await (await server.call('GET', '/api/shop-message', { token: demo })).json());

  it('lists the factory\'s claims with the open ones first and counts them on the 工作台', async () => {
    const first = await openClaim();
    const second = await openClaim();
    expect((await decide(first.claim.claimNo, 'refuse', { reason: '划痕在公差范围内' })).status).toBe(200);
    const response = await server.call('GET', `${staffPath}/claims`, { token: service });
    expect(response.status).toBe(200);
    const page = StaffClaimPage.strict().parse(await response.json());
    expect(page.total).toBe(2);
    expect(page.records.map((row) => [row.claimNo, row.status, row.photoCount, row.customer.nickname !== ''])).toEqual([
      [second.claim.claimNo, '待处理', 1, true],
      [first.claim.claimNo, '已拒绝', 1, true],
    ]);
    const workbench = Workbench.parse(await (await server.call('GET', `${staffPath}/workbench`, { token: service })).json());
    expect(workbench.afterSales.count).toBe(1);
    const other = StaffClaimPage.parse(await (await server.call('GET', `${staffPath}/claims`, { token: await staffLogin(server, 'factory2') })).json());
    expect(other).toEqual({ records: [], total: 0 });
  });

  it('shows one claim with the order\'s lines, what was paid and what may be refunded, and its photos', async () => {
    const { order, claim } = await openClaim();
    const seen = await get(claim.claimNo);
    expect(seen).toMatchObject({ claimNo: claim.claimNo, status: '待处理', order: { orderNo: order.orderNo, status: '已完成', paymentMethod: 'balance' }, amounts: { paid: order.payable, refunded: 0, refundable: order.payable } });
    expect(seen.order.lines).toHaveLength(1);
    expect(seen.order.lines[0]?.quantity).toBe(2);
    expect(seen.photos[0]?.url).toBe(`/api/shop-staff/claims/${claim.claimNo}/photos/${claim.photos[0]?.id}`);
    const photo = await server.call('GET', seen.photos[0]?.url ?? '', { token: service });
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(png)).toBe(true);
    // The customer's photo path does not take a staff token, nor the staff's a customer's.
    expect((await server.call('GET', claim.photos[0]?.url ?? '', { token: service })).status).toBe(401);
    expect((await server.call('GET', seen.photos[0]?.url ?? '', { token: demo })).status).toBe(401);
  });

  it('refunds part to the balance: a 退款 ledger line, the balance raised by it, the claim and order told, an audit row', async () => {
    const { order, claim } = await openClaim();
    const before = balance();
    expect(ledgerSum()).toBe(before);
    const response = await decide(claim.claimNo, 'refund', { amount: 1000, note: '补偿划痕' });
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = ClaimDecision.strict().parse(await response.json());
    expect(answer.message).toBe('已退款 ¥10.00，已退回余额');
    expect(answer.claim).toMatchObject({ status: '已退款', refunded: 1000, decisionNote: '补偿划痕', amounts: { paid: order.payable, refunded: 1000, refundable: order.payable - 1000 } });
    expect(answer.claim.timeline.at(-1)).toMatchObject({ status: '已退款', by: 'staff', note: '部分退款 ¥10.00，已退回余额。补偿划痕' });
    expect(balance()).toBe(before + 1000);
    expect(ledgerSum()).toBe(balance());
    const ledger = AmountFlowPage.parse(await (await server.call('GET', '/api/shop-amount-flow?type=refund', { token: demo })).json());
    expect(ledger.records[0]).toMatchObject({ type: 'refund', amount: 1000, orderNo: order.orderNo, remark: `售后退款（${claim.claimNo}）`, balanceAfter: before + 1000 });
    expect(server.db.prepare('SELECT amount, paid_by, destination FROM claim_refunds').all()).toEqual([{ amount: 1000, paid_by: 'balance', destination: 'balance' }]);
    expect((await inbox()).records[0]).toMatchObject({ kind: 'refunded', title: `售后 ${claim.claimNo} 已退款 ¥10.00` });
    expect(audits('claim.refund')).toBe(1);
    const mine = Claim.parse(await (await server.call('GET', `/api/shop-after-sales/${claim.claimNo}`, { token: demo })).json());
    expect(mine.timeline.map((event) => event.status)).toEqual(['待处理', '已退款']);

    const again = await decide(claim.claimNo, 'refund', { amount: 100 });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('售后申请当前为「已退款」，已经处理过了，请刷新后查看');
  });

  it('holds the refunds of an order to what was paid less what was refunded, across its claims', async () => {
    const { order, claim } = await openClaim();
    const over = await decide(claim.claimNo, 'refund', { amount: order.payable + 1 });
    expect(over.status).toBe(409);
    expect(await messageOf(over)).toBe(`退款金额超过可退金额：本订单最多还可退 ¥${(order.payable / 100).toFixed(2)}`);
    expect((await decide(claim.claimNo, 'refund', { amount: 0 })).status).toBe(400);
    expect((await decide(claim.claimNo, 'refund', { amount: 10.5 })).status).toBe(400);
    expect((await decide(claim.claimNo, 'refund', { amount: order.payable - 500 })).status).toBe(200);
    // A second claim on the same order may refund only the rest.
    const next = await server.call('POST', '/api/shop-after-sales', { token: demo, body: claimForm(order.orderNo) });
    expect(next.status).toBe(201);
    const second = Claim.parse(await next.json());
    expect((await get(second.claimNo)).amounts).toEqual({ paid: order.payable, refunded: order.payable - 500, refundable: 500 });
    expect((await decide(second.claimNo, 'refund', { amount: 501 })).status).toBe(409);
    expect((await decide(second.claimNo, 'refund', { amount: 500 })).status).toBe(200);
    expect(intOf(server.db.prepare('SELECT SUM(amount) AS n FROM claim_refunds').get() ?? {}, 'n')).toBe(order.payable);
  });

  it('lets one of two clerks deciding at once win: the balance rises once', async () => {
    const { claim } = await openClaim();
    const before = balance();
    const admin = await staffLogin(server, 'factory');
    const answers = await Promise.all([decide(claim.claimNo, 'refund', { amount: 800 }), decide(claim.claimNo, 'refund', { amount: 900 }, admin), decide(claim.claimNo, 'refuse', { reason: '重复申请' }, admin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(intOf(server.db.prepare('SELECT COUNT(*) AS n FROM claim_events WHERE actor = ?').get('staff') ?? {}, 'n')).toBe(1);
    expect(balance() - before).toBeLessThanOrEqual(900);
    expect(ledgerSum()).toBe(balance());
  });

  it('arranges a remake: 重做中, a row on the order\'s timeline, the customer told', async () => {
    const { order, claim } = await openClaim();
    const response = await decide(claim.claimNo, 'remake', { note: '三个工作日内重新发出' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(ClaimDecision.parse(await response.json()).claim).toMatchObject({ status: '重做中', refunded: 0, decisionNote: '三个工作日内重新发出' });
    const detail = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}`, { token: demo })).json());
    expect(detail.timeline.at(-1)).toMatchObject({ status: '已完成', note: `售后 ${claim.claimNo}：工厂安排重做（三个工作日内重新发出）` });
    expect((await inbox()).records[0]).toMatchObject({ kind: 'claimAnswered', title: `售后 ${claim.claimNo} 已安排重做` });
    expect(audits('claim.remake')).toBe(1);
    expect((await decide(claim.claimNo, 'remake', { note: '再做一次' })).status).toBe(409);
    expect((await decide(claim.claimNo, 'remake', { note: '  ' })).status).toBe(400);
  });

  it('refuses a claim with the reason, and needs one', async () => {
    const { claim } = await openClaim();
    const blank = await decide(claim.claimNo, 'refuse', { reason: '   ' });
    expect(blank.status).toBe(400);
    expect(await messageOf(blank)).toContain('请填写拒绝原因');
    const response = await decide(claim.claimNo, 'refuse', { reason: '照片显示为使用后磨损' });
    expect(response.status).toBe(200);
    expect(ClaimDecision.parse(await response.json()).claim).toMatchObject({ status: '已拒绝', decisionNote: '照片显示为使用后磨损' });
    const message = (await inbox()).records[0];
    expect(message).toMatchObject({ kind: 'claimAnswered', title: `售后 ${claim.claimNo} 未通过` });
    expect(message?.body).toContain('照片显示为使用后磨损');
    expect(audits('claim.refuse')).toBe(1);
  });

  it('refuses the roles that do not handle claims, another factory\'s 管理员 and a customer\'s token', async () => {
    const { claim } = await openClaim();
    for (const username of ['engineer', 'warehouse']) {
      const token = await staffLogin(server, username);
      const refused = await decide(claim.claimNo, 'refund', { amount: 100 }, token);
      expect(refused.status, username).toBe(403);
      expect(await messageOf(refused)).toBe('当前角色无权执行此操作');
      expect((await server.call('GET', `${staffPath}/claims`, { token })).status).toBe(403);
    }
    const other = await staffLogin(server, 'factory2');
    expect((await server.call('GET', `${staffPath}/claims/${claim.claimNo}`, { token: other })).status).toBe(404);
    const foreign = await decide(claim.claimNo, 'refund', { amount: 100 }, other);
    expect(foreign.status).toBe(404);
    expect(await messageOf(foreign)).toBe('售后申请不存在');
    expect((await server.call('GET', `${staffPath}/claims/${claim.claimNo}/photos/${claim.photos[0]?.id}`, { token: other })).status).toBe(404);
    expect((await decide(claim.claimNo, 'refund', { amount: 100 }, demo)).status).toBe(401);
    expect((await get(claim.claimNo)).status).toBe('待处理');
  });
});
