import { beforeEach, describe, expect, it } from 'vitest';
import { GrowthPage } from '../../src/wire/members.ts';
import { QqBindingStatus, RedirectUrlResponse, SessionInfo, TokenResponse } from '../../src/wire/platform.ts';
import { createTestServer, formsOf, messageOf, minutes, type TestServer } from '../test-support.ts';
import { BROWSER_COOKIE } from './store.ts';

const platform = '/api/shop-platform';

describe('QQ login and binding through the simulated QQ page', () => {
  let server: TestServer;
  /** The login cookie of the one browser these tests are, as a browser keeps it ('' until set). */
  let browser = '';
  beforeEach(async () => {
    server = await createTestServer();
    browser = '';
  });

  /** The `name=value` a Set-Cookie header of the answer sets, or ''. */
  const cookieSet = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`${BROWSER_COOKIE}=`)) ?? '';

  /** Starts a flow (from this browser, with its cookie) and answers its authorization page address. */
  const start = async (path: string, token?: string) => {
    const headers = browser === '' ? {} : { Cookie: browser };
    const response = await server.call('GET', `${platform}${path}`, token === undefined ? { headers } : { token, headers });
    expect(response.status).toBe(200);
    const set = cookieSet(response);
    if (set !== '') browser = set.split(';')[0] ?? '';
    return RedirectUrlResponse.strict().parse(await response.json()).url;
  };

  /** Opens the page, clicks the named button and answers the query it sends back to /homefactory. */
  const clickOnQqPage = async (pageUrl: string, button: string) => {
    const page = await (await server.call('GET', pageUrl)).text();
    const form = formsOf(page).find((candidate) => candidate.button === button);
    if (form === undefined) throw new Error(`no button ${button}`);
    const response = await server.call('POST', form.action, { body: new URLSearchParams(form.fields) });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location') ?? '', 'http://shop.test');
    expect(location.pathname).toBe('/homefactory');
    return location.searchParams;
  };

  const callback = (query: URLSearchParams | string, cookie = browser) =>
    server.call('GET', `${platform}/qqlogin/callback?${query.toString()}`, cookie === '' ? {} : { headers: { Cookie: cookie } });
  const bindBack = (query: URLSearchParams | string, token: string) =>
    server.call('GET', `${platform}/qqbinding/bindBack?${query.toString()}`, { token });
  const usernameOf = async (token: string) => {
    const response = await server.call('GET', `${platform}/users/me/session`, { token });
    return SessionInfo.parse(await response.json()).customer.username;
  };

  describe('GET /qqlogin', () => {
    it('answers a same-origin address of the simulated page returning to /homefactory', async () => {
      const url = new URL(await start('/qqlogin'), 'http://shop.test');
      expect(url.origin).toBe('http://shop.test');
      expect(url.pathname).toBe('/api/mock-qq/authorize');
      expect(url.searchParams.get('client_id')).toBe('shop');
      expect(url.searchParams.get('redirect_uri')).toBe('/homefactory');
      expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    });

    it('uses a new state every time', async () => {
      expect(await start('/qqlogin')).not.toBe(await start('/qqlogin'));
    });
  });

  describe('GET /qqlogin/callback', () => {
    it('logs in the customer bound to the chosen QQ', async () => {
      const query = await clickOnQqPage(await start('/qqlogin'), '演示QQ用户');
      const response = await callback(query);
      expect(response.status).toBe(200);
      const { token } = TokenResponse.strict().parse(await response.json());
      expect(await usernameOf(token)).toBe('demo');
    });

    it('answers 404 for a QQ not bound to any customer', async () => {
      const query = await clickOnQqPage(await start('/qqlogin'), '使用新的 QQ 账号授权');
      const response = await callback(query);
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('该 QQ 尚未绑定账号，请先用账号密码登录并在用户中心绑定 QQ');
    });

    it('uses a state only once', async () => {
      const query = await clickOnQqPage(await start('/qqlogin'), '演示QQ用户');
      expect((await callback(query)).status).toBe(200);
      const again = await callback(query);
      expect(again.status).toBe(400);
      expect(await messageOf(again)).toBe('授权状态无效或已过期，请重新登录');
    });

    it('refuses a state older than 10 minutes', async () => {
      const query = await clickOnQqPage(await start('/qqlogin'), '演示QQ用户');
      server.advance(minutes(10));
      const response = await callback(query);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('授权状态无效或已过期，请重新登录');
    });

    it('refuses a state it never issued and a binding state', async () => {
      const query = await clickOnQqPage(await start('/qqlogin'), '演示QQ用户');
      query.set('state', 'forged-state');
      expect(await messageOf(await callback(query))).toBe('授权状态无效或已过期，请重新登录');
      const binding = await clickOnQqPage(await start('/qqbinding/bind', await server.login('maker')), '演示QQ用户');
      expect(await messageOf(await callback(binding))).toBe('授权状态无效或已过期，请重新登录');
    });

    it('refuses a code older than 5 minutes', async () => {
      const pageUrl = await start('/qqlogin');
      const query = await clickOnQqPage(pageUrl, '演示QQ用户');
      server.advance(minutes(5));
      const response = await callback(query);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('授权码无效或已过期');
    });

    it('refuses a forged code and a code issued for another state', async () => {
      const query = await clickOnQqPage(await start('/qqlogin'), '演示QQ用户');
      const other = await clickOnQqPage(await start('/qqlogin'), '演示QQ用户');
      query.set('code', other.get('code') ?? '');
      expect(await messageOf(await callback(query))).toBe('授权码无效或已过期');
      other.set('code', 'forged-code');
      expect(await messageOf(await callback(other))).toBe('授权码无效或已过期');
    });

    it('sets an HttpOnly, SameSite=Lax cookie for the login paths only, kept as long as a state', async () => {
      const response = await server.call('GET', `${platform}/qqlogin`);
      const set = cookieSet(response);
      expect(set).toMatch(new RegExp(`^${BROWSER_COOKIE}=[\\w-]{32}; Max-Age=600; Path=/api/shop-platform/qqlogin; HttpOnly; SameSite=Lax$`));
      // Behind a proxy the operator trusts, an HTTPS visit gets a Secure cookie.
      const proxied = await createTestServer({ trustProxy: true });
      const secure = cookieSet(await proxied.call('GET', `${platform}/qqlogin`, { headers: { 'X-Forwarded-Proto': 'https' } }));
      expect(secure).toContain('; Secure');
    });

    it('refuses the callback in a browser that did not start the login (a login CSRF), leaving the state for its own browser', async () => {
      // Someone starts a login with their own QQ and sends the callback address to a victim.
      const query = await clickOnQqPage(await start('/qqlogin'), '演示QQ用户');
      const attacker = browser;
      // The victim's browser has no login cookie, or one of its own.
      for (const victim of ['', `${BROWSER_COOKIE}=${'v'.repeat(32)}`, `${BROWSER_COOKIE}=forged`]) {
        const refused = await callback(query, victim);
        expect(refused.status).toBe(400);
        expect(await messageOf(refused)).toBe('请在发起 QQ 登录的同一浏览器中完成登录，请重新点击 QQ 登录');
      }
      // A browser that started a login of its own holds another secret.
      browser = '';
      await start('/qqlogin');
      expect(browser).not.toBe(attacker);
      expect((await callback(query)).status).toBe(400);
      // Its own browser still completes it.
      expect((await callback(query, attacker)).status).toBe(200);
    });

    it('lets two tabs of one browser log in, each with its own state, in either order and at the same time', async () => {
      const first = await start('/qqlogin');
      const cookie = browser;
      const second = await start('/qqlogin');
      expect(browser).toBe(cookie);
      expect(second).not.toBe(first);
      const [a, b] = [await clickOnQqPage(first, '演示QQ用户'), await clickOnQqPage(second, '演示QQ用户')];
      const answers = await Promise.all([callback(b), callback(a), callback(a)]);
      expect(answers[0]?.status).toBe(200);
      expect(answers.slice(1).map((r) => r.status).toSorted()).toEqual([200, 400]);
    });

    it.each([
      ['code=abc', '缺少登录状态参数'],
      ['state=abc', '缺少授权码'],
      ['code=&state=abc', '缺少授权码'],
      ['code=abc&state=', '登录状态参数缺失，请重新发起 QQ 登录'],
    ])('answers 400 for the query %s', async (query, message) => {
      const response = await callback(query);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    });
  });

  describe('binding', () => {
    let maker: string;
    beforeEach(async () => {
      maker = await server.login('maker');
    });
    const status = async (token: string) => {
      const response = await server.call('GET', `${platform}/qqbinding`, { token });
      expect(response.status).toBe(200);
      return QqBindingStatus.strict().parse(await response.json());
    };

    it('reports the binding status: demo bound with a nickname, maker not bound', async () => {
      expect(await status(await server.login('demo'))).toEqual({ bound: true, nickname: '演示QQ用户' });
      expect(await status(maker)).toEqual({ bound: false });
    });

    it('binds a new QQ, after which that QQ logs in as the customer', async () => {
      const query = await clickOnQqPage(await start('/qqbinding/bind', maker), '使用新的 QQ 账号授权');
      const response = await bindBack(query, maker);
      expect(response.status).toBe(200);
      const bound = QqBindingStatus.parse(await response.json());
      expect(bound.bound).toBe(true);
      expect(bound.nickname).toMatch(/^QQ用户\d{4}$/);
      const session = SessionInfo.parse(await (await server.call('GET', `${platform}/users/me/session`, { token: maker })).json());
      expect(session.customer.qqBound).toBe(true);

      const login = await clickOnQqPage(await start('/qqlogin'), bound.nickname ?? '');
      const { token } = TokenResponse.parse(await (await callback(login)).json());
      expect(await usernameOf(token)).toBe('maker');
    });

    it('gives +50 growth for the first binding, recorded in the history, and nothing for binding again', async () => {
      const growth = async () => SessionInfo.parse(await (await server.call('GET', `${platform}/users/me/session`, { token: maker })).json()).customer.growth;
      const before = await growth();
      expect((await bindBack(await clickOnQqPage(await start('/qqbinding/bind', maker), '使用新的 QQ 账号授权'), maker)).status).toBe(200);
      expect(await growth()).toBe(before + 50);
      const history = GrowthPage.parse(await (await server.call('GET', '/api/shop-member/growth', { token: maker })).json());
      expect(history.records[0]).toMatchObject({ kind: 'qqBinding', delta: 50, growthAfter: before + 50, remark: '首次绑定 QQ' });
      // Switching to another QQ is a binding too, but not the first.
      expect((await bindBack(await clickOnQqPage(await start('/qqbinding/bind', maker), '使用新的 QQ 账号授权'), maker)).status).toBe(200);
      expect(await growth()).toBe(before + 50);
    });

    it('gives nothing to a customer whose QQ was bound before (demo)', async () => {
      const demo = await server.login('demo');
      const growthOf = async () => SessionInfo.parse(await (await server.call('GET', `${platform}/users/me/session`, { token: demo })).json()).customer.growth;
      const before = await growthOf();
      expect((await bindBack(await clickOnQqPage(await start('/qqbinding/bind', demo), '使用新的 QQ 账号授权'), demo)).status).toBe(200);
      expect(await growthOf()).toBe(before);
    });

    it('answers 409 for a QQ bound to another customer', async () => {
      const query = await clickOnQqPage(await start('/qqbinding/bind', maker), '演示QQ用户');
      const response = await bindBack(query, maker);
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe('该 QQ 已绑定其他账号');
      expect(await status(maker)).toEqual({ bound: false });
    });

    it('replaces the QQ of a customer who binds another one', async () => {
      const demo = await server.login('demo');
      const query = await clickOnQqPage(await start('/qqbinding/bind', demo), '使用新的 QQ 账号授权');
      expect((await bindBack(query, demo)).status).toBe(200);
      expect((await status(demo)).nickname).not.toBe('演示QQ用户');
      const oldQq = await clickOnQqPage(await start('/qqlogin'), '演示QQ用户');
      expect((await callback(oldQq)).status).toBe(404);
    });

    it('binding the same QQ again is harmless', async () => {
      const demo = await server.login('demo');
      const query = await clickOnQqPage(await start('/qqbinding/bind', demo), '演示QQ用户');
      expect(await (await bindBack(query, demo)).json()).toEqual({ bound: true, nickname: '演示QQ用户' });
    });

    it("refuses another customer's binding state, a login state and a used one", async () => {
      const demoState = await clickOnQqPage(await start('/qqbinding/bind', await server.login('demo')), '使用新的 QQ 账号授权');
      const response = await bindBack(demoState, maker);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('授权状态无效或已过期，请重新绑定');

      const loginState = await clickOnQqPage(await start('/qqlogin'), '使用新的 QQ 账号授权');
      expect((await bindBack(loginState, maker)).status).toBe(400);

      const own = await clickOnQqPage(await start('/qqbinding/bind', maker), '使用新的 QQ 账号授权');
      expect((await bindBack(own, maker)).status).toBe(200);
      expect((await bindBack(own, maker)).status).toBe(400);
    });

    it('refuses a forged code', async () => {
      const query = await clickOnQqPage(await start('/qqbinding/bind', maker), '使用新的 QQ 账号授权');
      query.set('code', 'forged');
      const response = await bindBack(query, maker);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('授权码无效或已过期');
    });

    it.each(['/qqbinding', '/qqbinding/bind', '/qqbinding/bindBack?code=a&state=b'])('needs a login for %s', async (path) => {
      const response = await server.call('GET', `${platform}${path}`);
      expect(response.status).toBe(401);
      expect(await messageOf(response)).toBe('请先登录');
    });

    it('answers 400 for a bindBack without code', async () => {
      expect((await bindBack('state=abc', maker)).status).toBe(400);
    });
  });
});
