import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createApiClient } from './client.ts';
import type { ApiError } from './errors.ts';
import { answerJson, failure, listenLocally, readRequestBody } from './test-support.ts';

/** A real local HTTP server; each path answers one way and every request is recorded. */
let server: Server;
let baseURL = '';
const seen: { method: string; url: string; authorization: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body: await readRequestBody(request) });
    const json = (status: number, body: unknown) => answerJson(response, status, body);
    switch (new URL(request.url ?? '/', 'http://x').pathname) {
      case '/ok':
        return json(200, { echo: 'fine' });
      case '/created':
        return json(201, { token: 'new-token' });
      case '/no-content':
        response.writeHead(204);
        return response.end();
      case '/unauthorized':
        return json(401, { message: '登录已过期，请重新登录' });
      case '/conflict':
        return json(409, { message: '您已领取过该优惠券' });
      case '/bare-500':
        response.writeHead(500, { 'Content-Type': 'text/html' });
        return response.end('<h1>Internal</h1>');
      case '/empty-message':
        return json(502, { message: '' });
      case '/not-implemented':
        return json(501, { message: '未实现' });
      case '/slow':
        setTimeout(() => json(200, { late: true }), 1500);
        return;
      default:
        return json(404, { message: '接口不存在' });
    }
  });
  baseURL = await listenLocally(server);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

function client(token = '', timeout?: number) {
  const reported: ApiError[] = [];
  const request = createApiClient({ baseURL, getToken: () => token, onError: (error) => reported.push(error), ...(timeout ? { timeout } : {}) });
  return { request, reported };
}


describe('the API client against a real HTTP server', () => {
  test('sends the bearer token when one exists', async () => {
    const { request } = client('secret-token');
    await expect(request('/ok')).resolves.toEqual({ echo: 'fine' });
    expect(seen[0]?.authorization).toBe('Bearer secret-token');
  });

  test('sends no Authorization header without a token', async () => {
    await client('').request('/ok');
    expect(seen[0]?.authorization).toBeUndefined();
  });

  test('posts JSON bodies and query strings', async () => {
    const { request } = client();
    await expect(request('/created', { method: 'POST', body: { username: 'demo', password: 'x' }, query: { page: 2 } })).resolves.toEqual({ token: 'new-token' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/created?page=2', body: '{"username":"demo","password":"x"}' });
  });

  test('answers undefined for 204', async () => {
    await expect(client().request('/no-content', { method: 'PUT' })).resolves.toBeUndefined();
  });

  test('a 401 is an http error with status 401 that knows it was authenticated', async () => {
    const { request, reported } = client('stale');
    const error = await failure(request('/unauthorized'));
    expect(error).toMatchObject({ kind: 'http', status: 401, authenticated: true, message: '登录已过期，请重新登录' });
    expect(reported).toEqual([error]);
  });

  test('a failed call names the path it called, without its query', async () => {
    const error = await failure(client().request('/unauthorized', { query: { page: 1 } }));
    expect(error).toMatchObject({ status: 401, authenticated: false, path: '/unauthorized' });
  });

  test("shows the body's message", async () => {
    const error = await failure(client().request('/conflict', { method: 'POST' }));
    expect(error).toMatchObject({ kind: 'http', status: 409, message: '您已领取过该优惠券', authenticated: false });
  });

  test('falls back to 服务异常 when the body has no message', async () => {
    expect((await failure(client().request('/bare-500'))).message).toBe('服务异常');
    expect((await failure(client().request('/empty-message'))).message).toBe('服务异常');
  });

  test('does not retry a failed GET', async () => {
    await failure(client().request('/bare-500'));
    expect(seen.filter((entry) => entry.url === '/bare-500')).toHaveLength(1);
  });

  test('gives up after the timeout with its own message', async () => {
    const { request, reported } = client('', 200);
    const error = await failure(request('/slow'));
    expect(error).toMatchObject({ kind: 'timeout', status: null, message: '请求超时，请检查网络后重试' });
    expect(reported).toHaveLength(1);
  });

  test('reports an unreachable server as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const request = createApiClient({ baseURL: `http://127.0.0.1:${port}`, getToken: () => '' });
    expect(await failure(request('/ok'))).toMatchObject({ kind: 'network', status: null, message: '网络连接失败，请检查网络后重试' });
  });

  test('a quiet call fails without telling the listeners', async () => {
    const { request, reported } = client('t');
    await failure(request('/unauthorized', { quiet: true }));
    expect(reported).toHaveLength(0);
  });

  test('an aborted call fails without telling the listeners', async () => {
    const { request, reported } = client();
    const controller = new AbortController();
    const pending = failure(request('/slow', { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(reported).toHaveLength(0);
  });

  test('gives up after the timeout even when the caller passed a signal of its own', async () => {
    const { request } = client('', 200);
    const error = await failure(request('/slow', { signal: new AbortController().signal }));
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时，请检查网络后重试' });
  });

  test('reads the token when the call is made, not when the client is built', async () => {
    let token = '';
    const request = createApiClient({ baseURL, getToken: () => token });
    await request('/ok');
    token = 'later-token';
    await request('/ok');
    expect(seen.map((entry) => entry.authorization)).toEqual([undefined, 'Bearer later-token']);
  });

  test('an answer in a shape the caller cannot read is a shape error, told to the listeners', async () => {
    const { request, reported } = client('t');
    const error = await failure(request('/ok', { expect: (body) => typeof body === 'object' && body !== null && 'records' in body }));
    expect(error).toMatchObject({ kind: 'shape', status: null, message: '服务返回的数据无法识别', notOffered: false });
    expect(reported).toEqual([error]);
  });

  test('an answer in the expected shape passes', async () => {
    await expect(client().request('/ok', { expect: (body) => typeof body === 'object' && body !== null && 'echo' in body })).resolves.toEqual({ echo: 'fine' });
  });

  test("a feature's list call answered 404 or 501 means the feature is not offered, and is not an error message", async () => {
    const { request, reported } = client('t');
    expect(await failure(request('/missing', { feature: true }))).toMatchObject({ status: 404, notOffered: true });
    expect(await failure(request('/not-implemented', { feature: true }))).toMatchObject({ status: 501, notOffered: true });
    expect(reported).toHaveLength(0);
  });

  test('a 404 of an ordinary call, or a 500 of a feature call, stays an error', async () => {
    const { request, reported } = client('t');
    expect(await failure(request('/missing'))).toMatchObject({ status: 404, notOffered: false });
    expect(await failure(request('/bare-500', { feature: true }))).toMatchObject({ status: 500, notOffered: false });
    expect(reported).toHaveLength(2);
  });
});
