import { describe, expect, it } from 'vitest';
import { Membership, SessionInfo } from '../../src/api/schema.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';

const path = '/api/shop-member';

async function membershipOf(server: TestServer, username: string): Promise<Membership> {
  const response = await server.call('GET', path, { token: await server.login(username) });
  expect(response.status).toBe(200);
  return Membership.strict().parse(await response.json());
}

describe('GET /api/shop-member', () => {
  it('lists the four levels from the lowest with the growth each starts at and 3–5 benefits', async () => {
    const server = await createTestServer();
    const { levels, growthRules } = await membershipOf(server, 'demo');
    expect(levels.map((level) => [level.name, level.minGrowth])).toEqual([
      ['普通会员', 0],
      ['白银会员', 1000],
      ['黄金会员', 5000],
      ['钻石会员', 20000],
    ]);
    for (const level of levels) {
      expect(level.benefits.length, level.name).toBeGreaterThanOrEqual(3);
      expect(level.benefits.length, level.name).toBeLessThanOrEqual(5);
      for (const benefit of level.benefits) expect(benefit).toMatch(/\p{Script=Han}/u);
    }
    expect(growthRules.length).toBeGreaterThanOrEqual(3);
    expect(growthRules[0]).toContain('每消费 1 元得 1 成长值');
  });

  it.each([
    ['demo', 1260, '白银会员', '黄金会员', 5000],
    ['newbie', 0, '普通会员', '白银会员', 1000],
    ['maker', 5600, '黄金会员', '钻石会员', 20000],
  ])('places %s (growth %i) at %s, next %s from %i', async (username, growth, level, nextLevel, nextLevelGrowth) => {
    const server = await createTestServer();
    expect(await membershipOf(server, username)).toMatchObject({ growth, level, nextLevel, nextLevelGrowth });
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
