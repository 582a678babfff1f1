import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { seedPassword } from '../users/seed.ts';
import { createTestServer } from '../test-support.ts';
import { createLogger, logLevel } from './log.ts';

/** A logger at info whose lines the test reads. */
function capturedLogger() {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ level: 'info', destination });
  const text = () => chunks.join('');
  const lines = () => text().split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, text, lines };
}

describe('the server log', () => {
  it('writes one JSON line per request with its id, the route pattern and the status, echoing the id', async () => {
    const log = capturedLogger();
    const server = await createTestServer({ logger: log.logger });
    const token = await server.login('demo');
    const order = server.db.prepare('SELECT order_no FROM orders WHERE customer_id = 1 LIMIT 1').get();
    const response = await server.call('GET', `/api/shop-order/${String(order?.['order_no'])}?token=query-secret-value`, { token });
    expect(response.status).toBe(200);
    const reqId = response.headers.get('x-request-id');
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const line = log.lines().find((entry) => entry['reqId'] === reqId);
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', route: '/api/shop-order/:orderNo', status: 200 });
    expect(line?.['ms']).toEqual(expect.any(Number));
    expect(line?.['time']).toEqual(expect.any(String));
    expect(log.text()).not.toContain('query-secret-value');
    expect(log.lines().filter((entry) => entry['reqId'] === reqId)).toHaveLength(1);
  });

  it('keeps a valid incoming X-Request-Id and replaces one that is not', async () => {
    const log = capturedLogger();
    const server = await createTestServer({ logger: log.logger });
    const kept = await server.call('GET', '/api/shop-process', { headers: { 'X-Request-Id': 'proxy-42.a' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-42.a');
    const replaced = await server.call('GET', '/api/shop-process', { headers: { 'X-Request-Id': `spaced id ${'x'.repeat(80)}` } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.lines().map((entry) => entry['reqId'])).toEqual(['proxy-42.a', replaced.headers.get('x-request-id')]);
  });

  it('never writes a bearer token, a login password or the token a login answers', async () => {
    const log = capturedLogger();
    const server = await createTestServer({ logger: log.logger });
    const login = await server.call('POST', '/api/shop-platform/sessions', { json: { username: 'demo', password: seedPassword } });
    const { token } = (await login.json()) as { token: string };
    await server.call('GET', '/api/shop-platform/users/me/session', { headers: { Authorization: 'Bearer secret-bearer-token-123' } });
    await server.call('POST', '/api/shop-platform/sessions', { json: { username: 'demo', password: 'Wrong-password-987' } });
    await server.call('GET', '/api/shop-platform/users/me/session', { token });
    expect(log.lines().map((entry) => [entry['route'], entry['status']])).toEqual([
      ['/api/shop-platform/sessions', 201],
      ['/api/shop-platform/users/me/session', 401],
      ['/api/shop-platform/sessions', 401],
      ['/api/shop-platform/users/me/session', 200],
    ]);
    for (const secret of [seedPassword, 'Wrong-password-987', 'secret-bearer-token-123', token]) expect(log.text()).not.toContain(secret);
  });

  it('logs a failed request (500) with its error under the request id', async () => {
    const log = capturedLogger();
    const server = await createTestServer({ logger: log.logger });
    server.db.close();
    const response = await server.call('POST', '/api/shop-platform/sessions', { json: { username: 'demo', password: seedPassword } });
    expect(response.status).toBe(500);
    const reqId = response.headers.get('x-request-id');
    const lines = log.lines().filter((entry) => entry['reqId'] === reqId);
    expect(lines.map((entry) => [entry['level'], entry['msg']])).toEqual([[50, 'request failed'], [50, 'request']]);
    expect(lines[0]?.['err']).toMatchObject({ message: expect.any(String), stack: expect.any(String) });
    expect(lines[0]?.['route']).toBe('/api/shop-platform/sessions');
    expect(log.text()).not.toContain(seedPassword);
  });

  it('censors credentials in whatever object is logged', () => {
    const log = capturedLogger();
    log.logger.info({ password: 'p1', headers: { authorization: 'Bearer t1', cookie: 'c1', 'set-cookie': 's1' }, body: { token: 't2', nested: { secret: 's2', key: 'k1' } }, kept: 'visible' }, 'x');
    const text = log.text();
    for (const secret of ['p1', 't1', 'c1', 's1', 't2', 's2', 'k1']) expect(text).not.toContain(`"${secret}"`);
    expect(text).toContain('visible');
    expect(text).toContain('[redacted]');
  });

  it('takes its level from LOG_LEVEL, info by default', () => {
    expect(logLevel({})).toBe('info');
    expect(logLevel({ LOG_LEVEL: 'WARN' })).toBe('warn');
    expect(logLevel({ LOG_LEVEL: 'silent' })).toBe('silent');
    expect(logLevel({ LOG_LEVEL: 'loud' })).toBe('info');
  });
});
