import { describe, expect, it } from 'vitest';
import { GrowthPage, Membership } from '../../src/wire/members.ts';
import { SessionInfo } from '../../src/wire/platform.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';

const path = '/api/shop-member';

async function membershipOf(server: TestServer, username: string): Promise<Membership> {
  const response = await server.call('GET', path, { token: await server.login(username) });
  expect(response.status).toBe(200);
  return Membership.strict().parse(await response.json());
}

describe('GET /api/shop-member', () => {
  it('lists the four levels with exactly the benefits the pricing applies, worded from the same numbers', async () => {
    const server = await createTestServer();
    const { levels, growthRules } = await membershipOf(server, 'demo');
    expect(levels.map((level) => [level.name, level.minGrowth, level.quoteDiscountPercent, level.freeShippingFrom, level.benefits])).toEqual([
      ['普通会员', 0, 0, 19_900, ['定制订单按标准价', '定制与耗材订单满 199 元包邮（不满收运费 15 元）']],
      ['白银会员', 1000, 2, 9_900, ['定制订单商品金额 9.8 折', '定制与耗材订单满 99 元包邮（不满收运费 15 元）']],
      ['黄金会员', 5000, 5, 4_900, ['定制订单商品金额 9.5 折', '定制与耗材订单满 49 元包邮（不满收运费 15 元）']],
      ['钻石会员', 20000, 10, 0, ['定制订单商品金额 9 折', '定制与耗材订单全部包邮']],
    ]);
    expect(growthRules).toEqual([
      '订单每支付 1 元得 1 成长值（按实付金额，不足 1 元不计），订单退款时扣回',
      '首次绑定 QQ +50 成长值',
      '首次在用户中心填好手机号与邮箱 +30 成长值',
      '成长值达到下一等级门槛时自动升级，新等级的折扣与包邮门槛从下一笔订单起生效',
    ]);
  });

  it('promises nothing the shop does not do: no reviews, birthday coupons, monthly coupons, service desks or priority production', async () => {
    const server = await createTestServer();
    const { levels, growthRules } = await membershipOf(server, 'demo');
    const texts = [...levels.flatMap((level) => level.benefits), ...growthRules].join('\n');
    for (const offered of ['评价', '生日', '每月', '客服', '客户经理', '排产']) expect(texts).not.toContain(offered);
  });

  it.each([
    ['demo', '黄金会员', '钻石会员', 20000],
    ['newbie', '普通会员', '白银会员', 1000],
    ['maker', '白银会员', '黄金会员', 5000],
  ])('places %s at %s by the growth its history earned, next %s from %i', async (username, level, nextLevel, nextLevelGrowth) => {
    const server = await createTestServer();
    const membership = await membershipOf(server, username);
    expect(membership).toMatchObject({ level, nextLevel, nextLevelGrowth });
    const history = GrowthPage.parse(await (await server.call('GET', `${path}/growth?size=100`, { token: await server.login(username) })).json());
    expect(history.records.reduce((sum, entry) => sum + entry.delta, 0)).toBe(membership.growth);
  });

  it.each([
    [999, '普通会员', '白银会员'],
    [1000, '白银会员', '黄金会员'],
    [4999, '白银会员', '黄金会员'],
    [5000, '黄金会员', '钻石会员'],
    [19999, '黄金会员', '钻石会员'],
  ])('changes level exactly at the threshold: growth %i is %s', async (growth, level, nextLevel) => {
    const server = await createTestServer();
    server.db.prepare("UPDATE customers SET growth = ? WHERE username = 'newbie'").run(growth);
    expect(await membershipOf(server, 'newbie')).toMatchObject({ growth, level, nextLevel });
  });

  it('has no next level at the top', async () => {
    const server = await createTestServer();
    server.db.prepare("UPDATE customers SET growth = 20000 WHERE username = 'newbie'").run();
    expect(await membershipOf(server, 'newbie')).toMatchObject({ level: '钻石会员', nextLevel: null, nextLevelGrowth: null });
  });

  it('agrees with the member level of the session info', async () => {
    const server = await createTestServer();
    for (const username of ['demo', 'newbie', 'maker', 'e2e-coupon']) {
      const token = await server.login(username);
      const { customer } = SessionInfo.parse(await (await server.call('GET', '/api/shop-platform/users/me/session', { token })).json());
      const membership = Membership.parse(await (await server.call('GET', path, { token })).json());
      expect(membership.level, username).toBe(customer.memberLevel);
      expect(membership.growth, username).toBe(customer.growth);
    }
  });

  it('needs a login', async () => {
    const server = await createTestServer();
    const response = await server.call('GET', path);
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe('请先登录');
  });
});

describe('GET /api/shop-member/growth', () => {
  const historyOf = async (server: TestServer, token: string, query = '') => {
    const response = await server.call('GET', `${path}/growth${query}`, { token });
    expect(response.status).toBe(200);
    return GrowthPage.strict().parse(await response.json());
  };

  it('lists every change newest first, each with the running total and the level it gives', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const first = await historyOf(server, token, '?size=5');
    expect(first.records).toHaveLength(5);
    const all = await historyOf(server, token, '?size=100');
    expect(all.total).toBe(all.records.length);
    const { customer } = SessionInfo.parse(await (await server.call('GET', '/api/shop-platform/users/me/session', { token })).json());
    expect(all.records[0]?.growthAfter).toBe(customer.growth);
    let after = 0;
    for (const entry of all.records.toReversed()) {
      after += entry.delta;
      expect(entry.growthAfter).toBe(after);
    }
    expect(new Set(all.records.map((entry) => entry.kind))).toEqual(new Set(['payment', 'refund', 'qqBinding', 'profile']));
    for (const entry of all.records.filter((e) => e.kind === 'payment' || e.kind === 'refund')) expect(entry.orderNo).toMatch(/^(DZ|HC|TC)\d{8}-\d{4}$/);
  });

  it('adds the whole yuan of a payment, crossing into 白银会员 at 1,000, and the next price has the level\'s benefits', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-growth');
    expect(await membershipOf(server, 'e2e-growth')).toMatchObject({ growth: 973, level: '普通会员' });
    const pending = server.db.prepare("SELECT order_no FROM orders WHERE customer_id = 25 AND status = '待付款'").get();
    const orderNo = String(pending?.['order_no']);
    expect((await server.call('POST', `/api/shop-payment/${orderNo}/balance`, { token })).status).toBe(200);
    expect(await membershipOf(server, 'e2e-growth')).toMatchObject({ growth: 1047, level: '白银会员', nextLevel: '黄金会员' });
    const [newest] = (await historyOf(server, token)).records;
    expect(newest).toMatchObject({ kind: 'payment', delta: 74, growthAfter: 1047, levelAfter: '白银会员', orderNo, remark: '订单支付 ¥74.00' });
    // ¥138 of PLA ships free from 白银会员's ¥99 (a standard member pays ¥15 below ¥199).
    const cart = await server.call('POST', '/api/shop-consumable-order/price', { token, json: { items: [{ consumableId: 9, quantity: 2 }], couponId: null } });
    expect(await cart.json()).toMatchObject({ goods: 13_800, shipping: 0, freeShippingFrom: 9_900 });
  });

  it('gives +30 the first time the profile holds a phone number and an e-mail address, and never again', async () => {
    const server = await createTestServer();
    const token = await server.login('newbie');
    const save = (phone: string | null, email: string | null) => server.call('PUT', '/api/shop-platform/users/me/profile', { token, json: { nickname: '新用户', phone, email } });
    expect((await save('13700000002', null)).status).toBe(200);
    expect((await historyOf(server, token)).total).toBe(0);
    expect((await save('13700000002', 'newbie@example.com')).status).toBe(200);
    expect((await historyOf(server, token)).records).toEqual([expect.objectContaining({ kind: 'profile', delta: 30, growthAfter: 30 })]);
    await save(null, null);
    await save('13700000003', 'again@example.com');
    expect((await historyOf(server, token)).total).toBe(1);
    expect((await membershipOf(server, 'newbie')).growth).toBe(30);
  });

  it('answers 400 for a page out of range and needs a login', async () => {
    const server = await createTestServer();
    expect((await server.call('GET', `${path}/growth?page=0`, { token: await server.login('demo') })).status).toBe(400);
    expect((await server.call('GET', `${path}/growth`)).status).toBe(401);
  });
});
