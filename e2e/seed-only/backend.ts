/**
 * A second backend, for the browser tests only: a shop-platform that promises exactly what the
 * seed specification does and nothing more. It answers the calls the seed specification lists with their
 * minimal shapes (a token, a customer with `shop.storageSize` and `usingFactory.id` or none,
 * `{ url }` from the QQ start calls, `{ message }` on failure), `{}` with 200 to every other
 * `/api` call, and serves the built site the way a plain static host does: a file, `name.html`
 * or `name/index.html`, else `404.html` with status 404; no rewrites, no `_redirects`.
 *
 * Test hooks (outside /api, so no site call can reach them):
 * - `POST /__seed/next-answer {method?, path, status, body?, token?, times?}`: the next matching
 *   call (of that bearer token only, when given) gets this status and body instead;
 * - `POST /__seed/reset`: forgets sessions, bindings, forced answers and changed passwords.
 *
 * Run: `PORT=4610 DIST_DIR=dist node e2e/seed-only/backend.ts`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

interface Account {
  password: string;
  customer: Record<string, unknown>;
}

/**
 * The customers, each only with fields the seed names or shows in its example: one with a
 * factory (numeric ids), one without (no nickname, no factory field at all), and one whose
 * backend uses string ids.
 */
const ACCOUNTS: Readonly<Record<string, Account>> = {
  demo: {
    password: 'Demo1234',
    customer: { id: 1, username: 'demo', nickname: '演示用户', shop: { id: 11, name: '演示店铺', storageSize: 1024 }, usingFactory: { id: 7, name: '一号工厂' } },
  },
  newbie: { password: 'Demo1234', customer: { id: 2, username: 'newbie', shop: { id: 11, storageSize: 0 } } },
  maker: {
    password: 'Demo1234',
    customer: { id: 'c-3', username: 'maker', nickname: '创客小王', shop: { id: 'S-11', storageSize: 2048 }, usingFactory: { id: 'F-7' } },
  },
  // Changes its password in the browser tests; no other test logs in as it.
  changer: {
    password: 'Demo1234',
    customer: { id: 4, username: 'changer', nickname: '改密用户', shop: { id: 11, storageSize: 0 }, usingFactory: { id: 7, name: '一号工厂' } },
  },
};
/** The QQ account the simulated authorization signs in as. */
const QQ_ACCOUNT = 'demo';

interface Forced {
  method: string | null;
  path: string;
  status: number;
  body: unknown;
  token: string | null;
  times: number;
}

interface OAuthCode {
  kind: 'login' | 'bind';
  state: string;
  username: string | null;
}

const state = {
  sessions: new Map<string, string>(),
  codes: new Map<string, OAuthCode>(),
  bound: new Set<string>(),
  passwords: new Map<string, string>(),
  forced: [] as Forced[],
};

const token = () => randomBytes(18).toString('base64url');

function send(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  try {
    const value: unknown = JSON.parse(text || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
  } catch {
    return {};
  }
}

const bearerOf = (request: IncomingMessage) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
const userOf = (request: IncomingMessage) => {
  const presented = bearerOf(request);
  return presented === null ? null : (state.sessions.get(presented) ?? null);
};

function takeForced(method: string, path: string, presented: string | null): Forced | null {
  const index = state.forced.findIndex((entry) => entry.path === path && (entry.method === null || entry.method === method) && (entry.token === null || entry.token === presented));
  const entry = state.forced[index];
  if (entry === undefined) return null;
  entry.times -= 1;
  if (entry.times <= 0) state.forced.splice(index, 1);
  return entry;
}

const LOGIN_FIRST = { message: '请先登录' };

/** The calls the seed specification lists, with its shapes; `{}` for everything else under /api. */
async function api(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const method = request.method ?? 'GET';
  const path = url.pathname;
  const forced = takeForced(method, path, bearerOf(request));
  if (forced) return send(response, forced.status, forced.body);
  const user = userOf(request);
  const route = `${method} ${path}`;

  if (route === 'POST /api/shop-platform/sessions') {
    const { username, password } = await readJson(request);
    if (typeof username !== 'string' || typeof password !== 'string' || !username || !password) return send(response, 400, { message: '请输入用户名和密码' });
    const account = ACCOUNTS[username];
    if (!account || (state.passwords.get(username) ?? account.password) !== password) return send(response, 401, { message: '用户名或密码错误' });
    const issued = token();
    state.sessions.set(issued, username);
    return send(response, 200, { token: issued });
  }
  if (route === 'GET /api/shop-platform/qqlogin') return send(response, 200, { url: authorize('login', null) });
  if (route === 'GET /api/shop-platform/qqlogin/callback') {
    const code = redeem(url, 'login');
    if (!code) return send(response, 401, { message: 'QQ 授权已失效，请重新登录' });
    const issued = token();
    state.sessions.set(issued, QQ_ACCOUNT);
    return send(response, 200, { token: issued });
  }

  if (path.startsWith('/api/shop-platform/') && user === null) return send(response, 401, LOGIN_FIRST);
  if (route === 'GET /api/shop-platform/users/me/session') return send(response, 200, { customer: ACCOUNTS[user ?? '']?.customer });
  if (route === 'PUT /api/shop-platform/users/me/password') {
    const { password, confirmPassword } = await readJson(request);
    if (typeof password !== 'string' || password.length < 8 || password !== confirmPassword) return send(response, 400, { message: '两次输入的密码不一致' });
    state.passwords.set(user ?? '', password);
    for (const [issued, owner] of state.sessions) if (owner === user) state.sessions.delete(issued);
    return send(response, 204);
  }
  if (route === 'GET /api/shop-platform/qqbinding/bind') return send(response, 200, { url: authorize('bind', user) });
  if (route === 'GET /api/shop-platform/qqbinding') return send(response, 200, { bound: state.bound.has(user ?? '') });
  if (route === 'GET /api/shop-platform/qqbinding/bindBack') {
    const code = redeem(url, 'bind');
    if (!code || code.username !== user) return send(response, 400, { message: 'QQ 授权已失效，请重新绑定' });
    state.bound.add(user ?? '');
    return send(response, 200, {});
  }
  if (method === 'PUT' && path.startsWith('/api/shop-platform/users/me/')) return send(response, 200, {});
  if (route === 'GET /api/shop-coupon') return send(response, 200, { records: [], total: 0 });
  if (method === 'POST' && /^\/api\/shop-coupon\/[^/]+$/.test(path)) return send(response, 404, { message: '优惠券不存在' });
  return send(response, 200, {});
}

/** The simulated authorization page answers at once: straight back to /homefactory with a code. */
function authorize(kind: OAuthCode['kind'], username: string | null): string {
  const code = token();
  const issuedState = token();
  state.codes.set(code, { kind, state: issuedState, username });
  return `/homefactory?${new URLSearchParams({ code, state: issuedState }).toString()}`;
}

function redeem(url: URL, kind: OAuthCode['kind']): OAuthCode | null {
  const code = url.searchParams.get('code') ?? '';
  const entry = state.codes.get(code);
  state.codes.delete(code);
  return entry && entry.kind === kind && entry.state === url.searchParams.get('state') ? entry : null;
}

async function hook(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  if (path === '/__seed/reset') {
    state.sessions.clear();
    state.codes.clear();
    state.bound.clear();
    state.passwords.clear();
    state.forced.length = 0;
    return send(response, 204);
  }
  if (path === '/__seed/next-answer') {
    const body = await readJson(request);
    if (typeof body['path'] !== 'string' || typeof body['status'] !== 'number') return send(response, 400, { message: 'path and status are needed' });
    state.forced.push({
      method: typeof body['method'] === 'string' ? body['method'] : null,
      path: body['path'],
      status: body['status'],
      body: body['body'],
      token: typeof body['token'] === 'string' ? body['token'] : null,
      times: typeof body['times'] === 'number' ? body['times'] : 1,
    });
    return send(response, 204);
  }
  return send(response, 404, { message: 'unknown hook' });
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.ico': 'image/x-icon',
};

async function fileAt(root: string, relative: string): Promise<string | null> {
  const absolute = resolve(root, `.${relative}`);
  if (absolute !== root && !absolute.startsWith(root + sep)) return null;
  try {
    return (await stat(absolute)).isFile() ? absolute : null;
  } catch {
    return null;
  }
}

/** A plain static host: the file, `name.html` or `name/index.html`; otherwise 404.html with 404. */
async function staticFile(root: string, response: ServerResponse, url: URL): Promise<void> {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return send(response, 400, { message: 'bad path' });
  }
  const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`];
  for (const candidate of candidates) {
    const file = await fileAt(root, candidate);
    if (file) {
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(await readFile(file));
      return;
    }
  }
  response.writeHead(404, { 'Content-Type': TYPES['.html'] ?? 'text/html' });
  response.end(await readFile(join(root, '404.html')).catch(() => 'Not found'));
}

const root = resolve(process.env['DIST_DIR'] ?? 'dist');
const port = Number(process.env['PORT'] ?? 4610);

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://seed.invalid');
  const work = url.pathname.startsWith('/__seed/')
    ? hook(request, response, url.pathname)
    : url.pathname === '/api' || url.pathname.startsWith('/api/')
      ? api(request, response, url)
      : staticFile(root, response, url);
  work.catch(() => send(response, 500, { message: '服务异常' }));
});
// Node closes an idle kept-alive connection after 5 s by default; a client (Playwright's request
// context) sending on it at that moment gets ECONNRESET instead of an answer. Idle connections stay
// open longer than any pause between a test's calls.
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`seed-only backend on http://127.0.0.1:${port}/ serving ${root}`));
