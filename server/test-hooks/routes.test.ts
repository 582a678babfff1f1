import { describe, expect, it } from 'vitest';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';

describe('test hooks', () => {
  it.each(['/api/__test__/reset', '/api/__test__/expire-sessions', '/api/__test__/fail-next'])('do not exist by default: %s is 404', async (path) => {
    const server = await createTestServer();
    const response = await server.call('POST', path, { json: { username: 'demo', method: 'GET', path: '/api/shop-member', status: 500 } });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('接口不存在');
  });

  it('reset restores the seeded state and ends every session', async () => {
    const server = await createTestServer({ testHooks: true });
    const token = await server.login('demo');
    expect((await server.call('POST', '/api/shop-coupon/3', { token })).status).toBe(201);
    await server.call('PUT', '/api/shop-platform/users/me/profile', { token, json: { nickname: '改过的', phone: null, email: null } });

    const response = await server.call('POST', '/api/__test__/reset');
    expect(response.status).toBe(204);

    expect((await server.call('GET', '/api/shop-platform/users/me/session', { token })).status).toBe(401);
    const fresh = await server.login('demo');
    const session = await (await server.call('GET', '/api/shop-platform/users/me/session', { token: fresh })).json();
    expect(session).toMatchObject({ customer: { nickname: '演示用户', phone: '13800138000' } });
    expect((await server.call('POST', '/api/shop-coupon/3', { token: fresh })).status).toBe(201);
  });

  it('reset also lifts a login lock', async () => {
    const server = await createTestServer({ testHooks: true });
    for (let i = 0; i < 5; i += 1) {
      await server.call('POST', '/api/shop-platform/sessions', { json: { username: 'demo', password: 'nope' } });
    }
    await server.call('POST', '/api/__test__/reset');
    await expect(server.login('demo')).resolves.toBeTruthy();
  });

  it('expire-sessions turns the valid tokens of one customer into expired ones', async () => {
    const server = await createTestServer({ testHooks: true });
    const demo = await server.login('demo');
    const maker = await server.login('maker');
    const response = await server.call('POST', '/api/__test__/expire-sessions', { json: { username: 'demo' } });
    expect(response.status).toBe(204);
    const after = await server.call('GET', '/api/shop-platform/users/me/session', { token: demo });
    expect(after.status).toBe(401);
    expect(await messageOf(after)).toBe('登录已过期，请重新登录');
    expect((await server.call('GET', '/api/shop-platform/users/me/session', { token: maker })).status).toBe(200);
  });

  it.each([
    [{ username: 'nobody' }, 404, '用户不存在'],
    [{ username: '' }, 400, '请输入用户名'],
    [{}, 400, '缺少用户名'],
  ])('expire-sessions answers %j with %i', async (json, status, message) => {
    const server = await createTestServer({ testHooks: true });
    const response = await server.call('POST', '/api/__test__/expire-sessions', { json });
    expect(response.status).toBe(status);
    expect(await messageOf(response)).toBe(message);
  });

  it('material-price reprices a material for later quotes', async () => {
    const server = await createTestServer({ testHooks: true });
    const token = await server.login('demo');
    const before = await (await server.call('GET', '/api/shop-material', { token })).json();
    const white = before.records.find((material: { id: number }) => material.id === 1);
    expect((await server.call('POST', '/api/__test__/material-price', { json: { materialId: 1, minPrice: white.minPrice + 500 } })).status).toBe(204);
    const after = await (await server.call('GET', '/api/shop-material', { token })).json();
    expect(after.records.find((material: { id: number }) => material.id === 1)).toMatchObject({ minPrice: white.minPrice + 500, pricePerCm3: white.pricePerCm3 });
    expect((await server.call('POST', '/api/__test__/material-price', { json: { materialId: 999, minPrice: 1 } })).status).toBe(404);
    expect((await server.call('POST', '/api/__test__/material-price', { json: { materialId: 1, minPrice: -1 } })).status).toBe(400);
  });

  describe('fail-next', () => {
    const failNext = (server: TestServer, json: unknown) => server.call('POST', '/api/__test__/fail-next', { json });
    const member = (server: TestServer, token?: string) =>
      server.call('GET', '/api/shop-member', token === undefined ? {} : { token });

    it('makes the next matching request answer the status and message, then lets requests through', async () => {
      const server = await createTestServer({ testHooks: true });
      const token = await server.login('demo');
      const registered = await failNext(server, { method: 'GET', path: '/api/shop-member', status: 503, message: '维护中' });
      expect(registered.status).toBe(204);
      const failed = await member(server, token);
      expect(failed.status).toBe(503);
      expect(await messageOf(failed)).toBe('维护中');
      expect(failed.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(failed.headers.get('Cache-Control')).toBe('no-store');
      expect((await member(server, token)).status).toBe(200);
    });

    it('answers 服务异常 by default and fails as many times as asked', async () => {
      const server = await createTestServer({ testHooks: true });
      const token = await server.login('demo');
      await failNext(server, { method: 'GET', path: '/api/shop-member', status: 500, times: 3 });
      for (let i = 0; i < 3; i += 1) {
        const response = await member(server, token);
        expect(response.status).toBe(500);
        expect(await messageOf(response)).toBe('服务异常');
      }
      expect((await member(server, token)).status).toBe(200);
    });

    it('answers before the route and its login check', async () => {
      const server = await createTestServer({ testHooks: true });
      await failNext(server, { method: 'GET', path: '/api/shop-member', status: 502 });
      expect((await member(server)).status).toBe(502);
      expect((await member(server)).status).toBe(401);
    });

    it('matches the method and the exact path, ignoring the query string', async () => {
      const server = await createTestServer({ testHooks: true });
      const token = await server.login('demo');
      await failNext(server, { method: 'GET', path: '/api/shop-amount-flow', status: 500 });
      expect((await server.call('GET', '/api/shop-amount-flow/', { token })).status).not.toBe(500);
      expect((await server.call('POST', '/api/shop-amount-flow', { token })).status).toBe(404);
      expect((await member(server, token)).status).toBe(200);
      expect((await server.call('GET', '/api/shop-amount-flow?page=2&type=refund', { token })).status).toBe(500);
      expect((await server.call('GET', '/api/shop-amount-flow', { token })).status).toBe(200);
    });

    it('uses up failures for the same request in the order they were asked for', async () => {
      const server = await createTestServer({ testHooks: true });
      const token = await server.login('demo');
      await failNext(server, { method: 'POST', path: '/api/shop-coupon/3', status: 409, message: '第一次' });
      await failNext(server, { method: 'POST', path: '/api/shop-coupon/3', status: 400, message: '第二次' });
      expect(await messageOf(await server.call('POST', '/api/shop-coupon/3', { token }))).toBe('第一次');
      expect(await messageOf(await server.call('POST', '/api/shop-coupon/3', { token }))).toBe('第二次');
      expect((await server.call('POST', '/api/shop-coupon/3', { token })).status).toBe(201);
    });

    it('with a token, fails only requests of that session', async () => {
      const server = await createTestServer({ testHooks: true });
      const mine = await server.login('demo');
      const theirs = await server.login('maker');
      await failNext(server, { method: 'GET', path: '/api/shop-member', status: 500, message: '只针对我', token: mine });
      expect((await member(server, theirs)).status).toBe(200);
      expect((await member(server)).status).toBe(401);
      const failed = await member(server, mine);
      expect(failed.status).toBe(500);
      expect(await messageOf(failed)).toBe('只针对我');
      expect((await member(server, mine)).status).toBe(200);
    });

    it('is cleared by reset', async () => {
      const server = await createTestServer({ testHooks: true });
      await failNext(server, { method: 'GET', path: '/api/shop-member', status: 500, times: 10 });
      await server.call('POST', '/api/__test__/reset');
      expect((await member(server, await server.login('demo'))).status).toBe(200);
    });

    it.each([
      [{ method: 'PATCH', path: '/api/shop-member', status: 500 }, 'method 须为 GET、POST、PUT 或 DELETE'],
      [{ method: 'get', path: '/api/shop-member', status: 500 }, 'method 须为 GET、POST、PUT 或 DELETE'],
      [{ method: 'GET', path: '/me/coupon', status: 500 }, 'path 须为 /api/ 开头且不带查询串的路径'],
      [{ method: 'GET', path: '/api/shop-coupon?status=used', status: 500 }, 'path 须为 /api/ 开头且不带查询串的路径'],
      [{ method: 'GET', path: '/api/__test__/reset', status: 500 }, 'path 不能是测试钩子本身'],
      [{ method: 'GET', path: '/api/shop-member', status: 399 }, 'status 须在 400–599 之间'],
      [{ method: 'GET', path: '/api/shop-member', status: 600 }, 'status 须在 400–599 之间'],
      [{ method: 'GET', path: '/api/shop-member', status: 500.5 }, 'status 须为整数'],
      [{ method: 'GET', path: '/api/shop-member', status: 500, times: 0 }, 'times 须在 1–10 之间'],
      [{ method: 'GET', path: '/api/shop-member', status: 500, times: 11 }, 'times 须在 1–10 之间'],
      [{ method: 'GET', path: '/api/shop-member', status: 500, message: ' ' }, 'message 不能为空'],
      [{ method: 'GET', path: '/api/shop-member' }, '缺少状态'],
    ])('rejects %j with 400 %s and registers nothing', async (json, message) => {
      const server = await createTestServer({ testHooks: true });
      const response = await failNext(server, json);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
      expect((await member(server, await server.login('demo'))).status).toBe(200);
    });

    it('rejects a body that is not JSON', async () => {
      const server = await createTestServer({ testHooks: true });
      const response = await server.call('POST', '/api/__test__/fail-next', { body: 'GET /api/shop-member' });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('请求内容格式不正确，无法读取');
    });
  });
});
