import { describe, expect, it } from 'vitest';
import { createTestServer, days, messageOf } from '../test-support.ts';

const sessionPath = '/api/shop-platform/users/me/session';

describe('bearer authentication', () => {
  it('answers 401 请先登录 with a Bearer challenge when no token is sent', async () => {
    const server = await createTestServer();
    const response = await server.call('GET', sessionPath);
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(await messageOf(response)).toBe('请先登录');
  });

  it.each([
    ['another scheme', 'Basic ZGVtbzpEZW1vMTIzNA=='],
    ['the scheme alone', 'Bearer'],
    ['the scheme and spaces', 'Bearer    '],
    ['a bare token', 'A'.repeat(43)],
    ['a digest scheme', 'Digest username="demo"'],
  ])('answers 401 请先登录 for %s: it carries no bearer token', async (_label, header) => {
    const server = await createTestServer();
    const response = await server.app.request(sessionPath, { headers: { Authorization: header } });
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(await messageOf(response)).toBe('请先登录');
  });

  it.each([
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
    ['a token of the wrong length', 'Bearer abc'],
  ])('answers 401 登录已过期 for %s', async (_label, header) => {
    const server = await createTestServer();
    const response = await server.app.request(sessionPath, { headers: { Authorization: header } });
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe('登录已过期，请重新登录');
  });

  it('accepts the scheme in any case', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const response = await server.app.request(sessionPath, { headers: { Authorization: `bearer ${token}` } });
    expect(response.status).toBe(200);
  });

  it('keeps a session in use for 7 days and no longer', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    for (let day = 1; day < 7; day += 1) {
      server.advance(days(1));
      expect((await server.call('GET', sessionPath, { token })).status, `day ${day}`).toBe(200);
    }
    server.advance(days(1) - 1000);
    expect((await server.call('GET', sessionPath, { token })).status).toBe(200);
    server.advance(1000);
    const expired = await server.call('GET', sessionPath, { token });
    expect(expired.status).toBe(401);
    expect(await messageOf(expired)).toBe('登录已过期，请重新登录');
  });

  it('ends a session nobody used for 3 days, before its 7 days are up', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const kept = await server.login('demo');
    server.advance(days(2));
    expect((await server.call('GET', sessionPath, { token: kept })).status).toBe(200);
    server.advance(days(1));
    const idle = await server.call('GET', sessionPath, { token });
    expect(idle.status).toBe(401);
    expect(await messageOf(idle)).toBe('登录已过期，请重新登录');
    expect((await server.call('GET', sessionPath, { token: kept })).status).toBe(200);
  });

  it('keeps at most 20 live sessions per customer, ending the oldest first', async () => {
    const server = await createTestServer();
    const tokens: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      tokens.push(await server.login('demo'));
      server.advance(1000);
    }
    const statuses = await Promise.all(tokens.map(async (token) => (await server.call('GET', sessionPath, { token })).status));
    expect(statuses).toEqual([...new Array<number>(5).fill(401), ...new Array<number>(20).fill(200)]);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE customer_id = 1').get()).toEqual({ n: 20 });
    expect((await server.call('GET', sessionPath, { token: await server.login('maker') })).status).toBe(200);
  });
});
