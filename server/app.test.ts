import { afterEach, describe, expect, it, vi } from 'vitest';
import { Writable } from 'node:stream';
import { createTestServer, messageOf } from './test-support.ts';
import { createLogger } from './core/log.ts';

describe('the app', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['GET', '/api/unknown'],
    ['GET', '/api'],
    ['POST', '/api/shop-platform/nothing'],
    ['GET', '/api/shop-platform/sessions'],
    ['PATCH', '/api/shop-coupon'],
  ])('answers %s %s with 404 接口不存在', async (method, path) => {
    const server = await createTestServer();
    const response = await server.call(method, path, { token: await server.login('demo') });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('接口不存在');
  });

  it('answers an unexpected failure with 500 服务异常, logs it and leaks no stack', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const server = await createTestServer({ logger: createLogger({ level: 'info', destination }) });
    const token = await server.login('demo');
    server.db.close();
    const response = await server.call('GET', '/api/shop-platform/users/me/session', { token });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: '服务异常' });
    expect(text).not.toMatch(/at |Error/);
    const failures = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line['msg'] === 'request failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 50, reqId: response.headers.get('x-request-id'), err: { message: expect.any(String) } });
  });

  it('answers JSON with no-store caching and nosniff', async () => {
    const server = await createTestServer();
    const response = await server.call('GET', '/api/shop-platform/qqlogin');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('limits request bodies of every API path to 1 MB', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const response = await server.call('PUT', '/api/shop-platform/users/me/profile', {
      token,
      json: { nickname: 'x'.repeat(1024 * 1024), phone: null, email: null },
    });
    expect(response.status).toBe(413);
    expect(await messageOf(response)).toBe('请求体过大（最大 1 MB）');
  });
});
