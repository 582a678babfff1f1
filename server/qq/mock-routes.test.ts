import { beforeEach, describe, expect, it } from 'vitest';
import { RedirectUrlResponse } from '../../src/wire/platform.ts';
import { intOf } from '../core/rows.ts';
import { createTestServer, formsOf, type TestServer } from '../test-support.ts';
import { isSafeRedirectPath, withQuery } from './mock-routes.ts';

const authorize = (query: Record<string, string>) =>
  `/api/mock-qq/authorize?${new URLSearchParams(query).toString()}`;
const valid = { client_id: 'shop', state: 'state-123', redirect_uri: '/homefactory' };

describe('GET /api/mock-qq/authorize (simulated QQ page)', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer();
  });

  it('is a zh-CN HTML page that says it is a local simulation', async () => {
    const response = await server.call('GET', authorize(valid));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<html lang="zh-CN">');
    expect(page).toContain('<title>QQ 授权（模拟）</title>');
    expect(page).toContain('模拟');
    expect(page).not.toContain('<script');
  });

  it('offers one button per simulated account, a new account and cancel, all posting to approve', async () => {
    const forms = formsOf(await (await server.call('GET', authorize(valid))).text());
    expect(forms.map((form) => form.button)).toEqual(['演示QQ用户', '使用新的 QQ 账号授权', '取消']);
    for (const form of forms) {
      expect(form.action).toBe('/api/mock-qq/approve');
      expect(form.fields).toMatchObject({ state: 'state-123', redirect_uri: '/homefactory' });
    }
    expect(forms[0]?.fields['openid']).toBe('qq-openid-demo');
    expect(forms[1]?.fields).toMatchObject({ new: '1', nickname: expect.stringMatching(/^QQ用户\d{4}$/) });
    expect(forms[2]?.fields['cancel']).toBe('1');
  });

  it('escapes every value it echoes', async () => {
    const state = '"><script>alert(1)</script>';
    const response = await server.call('GET', authorize({ ...valid, state, redirect_uri: '/homefactory?a="x"&b=<i>' }));
    const page = await response.text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
    expect(formsOf(page)[0]?.fields).toMatchObject({ state, redirect_uri: '/homefactory?a="x"&b=<i>' });
  });

  it('sends a restrictive CSP with the page that still lets its forms post here', async () => {
    const csp = (await server.call('GET', authorize(valid))).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
  });

  it.each([
    ['another site', 'https://evil.example/homefactory'],
    ['a protocol-relative address', '//evil.example/homefactory'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'homefactory'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a control character', '/home\nfactory'],
  ])('refuses %s as redirect_uri with a 400 page', async (_label, redirectUri) => {
    const response = await server.call('GET', authorize({ ...valid, redirect_uri: redirectUri }));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('redirect_uri 必须是本站以 / 开头的路径');
    expect(formsOf(page)).toEqual([]);
  });

  it.each([
    ['an unknown client_id', { ...valid, client_id: 'other' }, '未知的应用'],
    ['no state', { client_id: 'shop', redirect_uri: '/homefactory' }, '缺少登录状态参数'],
    ['an empty state', { ...valid, state: '' }, '登录状态参数缺失，请重新发起 QQ 登录'],
  ])('refuses %s with a 400 page', async (_label, query, text) => {
    const response = await server.call('GET', authorize(query));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(text);
  });
});

describe('POST /api/mock-qq/approve', () => {
  let server: TestServer;
  /** A state the shop really issued (for QQ login), as the authorization page carries it. */
  let s1: string;
  /** The login cookie the start set, which the browser brings back to the callback. */
  let browser: string;
  beforeEach(async () => {
    server = await createTestServer();
    const started = await server.call('GET', '/api/shop-platform/qqlogin');
    browser = (started.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const { url } = RedirectUrlResponse.parse(await started.json());
    s1 = new URL(url, 'http://x').searchParams.get('state') ?? '';
  });
  const approve = (fields: Record<string, string>) =>
    server.call('POST', '/api/mock-qq/approve', { body: new URLSearchParams(fields) });
  const rows = (table: string) => intOf(server.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() ?? {}, 'n');
  const locationOf = (response: Response) => new URL(response.headers.get('Location') ?? '', 'http://x');

  it('redirects to redirect_uri with a fresh code and the state for an existing account', async () => {
    const response = await approve({ state: s1, redirect_uri: '/homefactory', openid: 'qq-openid-demo' });
    expect(response.status).toBe(302);
    const location = locationOf(response);
    expect(location.pathname).toBe('/homefactory');
    expect(location.searchParams.get('state')).toBe(s1);
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    expect(response.headers.get('Location')).toMatch(/^\/homefactory\?/);
  });

  it('creates a new QQ account for new=1 and lists it on the page afterwards', async () => {
    const response = await approve({ state: s1, redirect_uri: '/homefactory', new: '1', nickname: 'QQ用户4321' });
    expect(response.status).toBe(302);
    const page = await (await server.call('GET', authorize(valid))).text();
    expect(formsOf(page).map((form) => form.button)).toContain('QQ用户4321');
  });

  it('gives a new account a generated nickname when the posted one is not in QQ style', async () => {
    await approve({ state: s1, redirect_uri: '/homefactory', new: '1', nickname: '演示QQ用户' });
    const buttons = formsOf(await (await server.call('GET', authorize(valid))).text()).map((form) => form.button);
    expect(buttons.filter((name) => name === '演示QQ用户')).toHaveLength(1);
    expect(buttons.some((name) => /^QQ用户\d{4}$/.test(name))).toBe(true);
  });

  it('redirects with error=access_denied on cancel', async () => {
    const response = await approve({ state: s1, redirect_uri: '/homefactory', cancel: '1' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/homefactory?error=access_denied&state=${s1}`);
  });

  it('keeps the query that redirect_uri already has', async () => {
    const response = await approve({ state: s1, redirect_uri: '/homefactory?from=qq', openid: 'qq-openid-demo' });
    const location = locationOf(response);
    expect(location.searchParams.get('from')).toBe('qq');
    expect(location.searchParams.get('state')).toBe(s1);
  });

  it.each([
    ['made up', 'state-made-up-123'],
    ['already used at the callback', 'used'],
    ['expired', 'expired'],
  ])('answers a 400 page for a state that is %s, creating no QQ account and no code', async (_label, which) => {
    let state = which;
    if (which === 'used') {
      const first = new URL((await approve({ state: s1, redirect_uri: '/homefactory', openid: 'qq-openid-demo' })).headers.get('Location') ?? '/', 'http://x');
      const callback = await server.call('GET', `/api/shop-platform/qqlogin/callback?${first.searchParams.toString()}`, { headers: { Cookie: browser } });
      expect(callback.status).toBe(200);
      state = s1;
    }
    if (which === 'expired') {
      server.advance(11 * 60 * 1000);
      state = s1;
    }
    const accounts = rows('qq_accounts');
    const codes = rows('oauth_codes');
    for (const fields of [{ openid: 'qq-openid-demo' }, { new: '1', nickname: 'QQ用户1234' }]) {
      const response = await approve({ state, redirect_uri: '/homefactory', ...fields });
      expect(response.status).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
      expect(await response.text()).toContain('授权请求无效或已过期');
    }
    expect([rows('qq_accounts'), rows('oauth_codes')]).toEqual([accounts, codes]);
  });

  it.each([
    ['an unknown openid', { redirect_uri: '/homefactory', openid: 'qq-openid-nobody' }, '请选择要授权的 QQ 账号'],
    ['no account choice', { redirect_uri: '/homefactory' }, '请选择要授权的 QQ 账号'],
    ['a foreign redirect_uri', { redirect_uri: '//evil.example', openid: 'qq-openid-demo' }, 'redirect_uri'],
    ['no state', { redirect_uri: '/homefactory', openid: 'qq-openid-demo', state: undefined }, '缺少登录状态参数'],
  ])('answers a 400 page for %s', async (_label, fields, text) => {
    // The shop's live state unless the case leaves it out.
    const body: Record<string, string> = { state: s1 };
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) delete body[name];
      else body[name] = value;
    }
    const response = await approve(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('Location')).toBeNull();
    expect(await response.text()).toContain(text);
  });
});

describe('POST /api/mock-qq/approve with a body that is not a form', () => {
  it('answers a 400 page (not 500) and issues no code', async () => {
    const server = await createTestServer();
    for (const type of ['multipart/form-data; boundary=abc', 'multipart/form-data', 'application/json']) {
      const typed = await server.app.request('/api/mock-qq/approve', { method: 'POST', headers: { 'Content-Type': type }, body: 'state=x&openid=qq-openid-demo' });
      expect(typed.status, type).toBe(400);
      expect(await typed.text()).toContain('表单内容无效');
    }
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM oauth_codes').get()).toEqual({ n: 0 });
  });
});

describe('redirect helpers', () => {
  it.each(['/homefactory', '/a/b?c=d#e', '/'])('accepts the same-site path %s', (path) => {
    expect(isSafeRedirectPath(path)).toBe(true);
  });

  it.each(['', 'homefactory', '//x.example', '/\\x.example', 'https://x.example/', '/a\tb', ' /a'])(
    'refuses %j',
    (path) => {
      expect(isSafeRedirectPath(path)).toBe(false);
    },
  );

  it('adds parameters to a path that has a query and a fragment', () => {
    expect(withQuery('/a?x=1#top', { code: 'c d' })).toBe('/a?x=1&code=c+d#top');
  });
});
