import { describe, expect, it } from 'vitest';
import { createTestServer, days, messageOf } from './test-support.ts';

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
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
    ['a token of the wrong length', 'Bearer abc'],
    ['another scheme', 'Basic ZGVtbzpEZW1vMTIzNA=='],
    ['the scheme alone', 'Bearer'],
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

  it('keeps a session for 7 days and no longer', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    server.advance(days(7) - 1000);
    expect((await server.call('GET', sessionPath, { token })).status).toBe(200);
    server.advance(1000);
    const expired = await server.call('GET', sessionPath, { token });
    expect(expired.status).toBe(401);
    expect(await messageOf(expired)).toBe('登录已过期，请重新登录');
  });
});
