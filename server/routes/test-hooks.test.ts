import { describe, expect, it } from 'vitest';
import { createTestServer, messageOf } from '../test-support.ts';

describe('test hooks', () => {
  it.each(['/api/__test__/reset', '/api/__test__/expire-sessions'])('do not exist by default: %s is 404', async (path) => {
    const server = await createTestServer();
    const response = await server.call('POST', path, { json: { username: 'demo' } });
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
    [{}, 400, '缺少参数 username'],
  ])('expire-sessions answers %j with %i', async (json, status, message) => {
    const server = await createTestServer({ testHooks: true });
    const response = await server.call('POST', '/api/__test__/expire-sessions', { json });
    expect(response.status).toBe(status);
    expect(await messageOf(response)).toBe(message);
  });
});
