import type { Hono} from 'hono';
import { type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { OAuthCallbackQuery, QqBindingStatus, RedirectUrlResponse, TokenResponse } from '../../src/wire/platform.ts';
import { createSession } from '../auth/sessions.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { error, json, resource } from '../core/route.ts';
import {
  BROWSER_COOKIE,
  authorizeUrl,
  bindQq,
  browserCookieMaxAgeSeconds,
  browserSecretOf,
  consumeCode,
  consumeState,
  createState,
  customerForQq,
  newBrowserSecret,
  qqBindingStatus,
  stateFitsBrowser,
  stateIsLive,
  type OAuthPurpose,
} from './store.ts';

const invalidState: Record<OAuthPurpose, string> = {
  login: '授权状态无效或已过期，请重新登录',
  binding: '授权状态无效或已过期，请重新绑定',
};

const otherBrowser = '请在发起 QQ 登录的同一浏览器中完成登录，请重新点击 QQ 登录';

/** Whether the customer's browser reached the site over HTTPS (as the proxy says, when it is trusted). */
function isHttps(c: Context<AppEnv>, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https';
}

export const qqNotConfigured = {
  login: 'QQ 登录未配置，请使用账号密码登录',
  binding: 'QQ 登录未配置，暂不能绑定 QQ',
} as const;

const tags = ['QQ'];
const badCallback = error('state 或授权码无效、已过期或已使用');

/**
 * QQ login (qqlogin, qqlogin/callback) and binding (qqbinding, bind, bindBack). The only QQ the
 * reference API knows is its simulation: with simulations off, the flows say QQ login is not
 * configured (501), while the binding status still answers.
 */
export function qqRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags });
  const configured = (purpose: OAuthPurpose) => (_c: Context<AppEnv>) => {
    if (!deps.simulations) throw new HttpError(501, qqNotConfigured[purpose]);
  };

  /**
   * The openid behind a callback's code, after using up its state and code. A login's state must
   * also be this browser's (browserSecret): one from another browser is refused and left unused.
   */
  const redeem = (query: OAuthCallbackQuery, purpose: OAuthPurpose, customerId: number | null, browserSecret?: string | null) => {
    const at = now().getTime();
    if (!stateIsLive(db, query.state, purpose, customerId, at)) throw new HttpError(400, invalidState[purpose]);
    if (browserSecret !== undefined && !stateFitsBrowser(query.state, browserSecret)) throw new HttpError(400, otherBrowser);
    if (!consumeState(db, query.state, purpose, customerId, at)) throw new HttpError(400, invalidState[purpose]);
    const openid = consumeCode(db, query.code, query.state, at);
    if (openid === null) throw new HttpError(400, '授权码无效或已过期');
    return openid;
  };

  route({
    method: 'get',
    path: '/qqlogin',
    summary: '开始 QQ 登录',
    description:
      '返回（模拟）QQ 授权页地址；其中的 state 10 分钟内有效且只能使用一次，并与发起登录的浏览器绑定：' +
      `应答设置 HttpOnly、SameSite=Lax 的 Cookie ${BROWSER_COOKIE}（路径 /api/shop-platform/qqlogin，10 分钟），回调时须由同一浏览器带回。`,
    before: configured('login'),
    responses: { 200: json('授权页地址', RedirectUrlResponse), 501: error('QQ 登录未配置（模拟功能已关闭）') },
  }, (c) => {
    // One secret for every login this browser starts (two tabs), renewed with each start.
    const secret = browserSecretOf(getCookie(c, BROWSER_COOKIE)) ?? newBrowserSecret();
    setCookie(c, BROWSER_COOKIE, secret, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/shop-platform/qqlogin',
      maxAge: browserCookieMaxAgeSeconds,
      secure: isHttps(c, deps.trustProxy),
    });
    const body: RedirectUrlResponse = { url: authorizeUrl(createState(db, 'login', null, now().getTime(), secret)) };
    return c.json(body);
  });

  route({
    method: 'get',
    path: '/qqlogin/callback',
    summary: '完成 QQ 登录',
    before: configured('login'),
    query: OAuthCallbackQuery,
    responses: {
      200: json('登录成功', TokenResponse),
      400: error('state 或授权码无效、已过期或已使用，或 state 不是本浏览器发起的登录（未带回发起时的 Cookie）'),
      404: error('该 QQ 尚未绑定账号'),
      501: error('QQ 登录未配置（模拟功能已关闭）'),
    },
  }, (c, { query }) => {
    const customerId = customerForQq(db, redeem(query, 'login', null, browserSecretOf(getCookie(c, BROWSER_COOKIE))));
    if (customerId === null) throw new HttpError(404, '该 QQ 尚未绑定账号，请先用账号密码登录并在用户中心绑定 QQ');
    const body: TokenResponse = { token: createSession(deps, customerId) };
    return c.json(body);
  });

  route({
    method: 'get',
    path: '/qqbinding',
    summary: 'QQ 绑定状态',
    customer: true,
    responses: { 200: json('绑定状态', QqBindingStatus) },
  }, (c) => c.json(qqBindingStatus(db, c.get('customerId'))));

  route({
    method: 'get',
    path: '/qqbinding/bind',
    summary: '开始绑定 QQ',
    customer: true,
    before: configured('binding'),
    responses: { 200: json('授权页地址', RedirectUrlResponse), 501: error('QQ 登录未配置（模拟功能已关闭）') },
  }, (c) => {
    const body: RedirectUrlResponse = { url: authorizeUrl(createState(db, 'binding', c.get('customerId'), now().getTime())) };
    return c.json(body);
  });

  route({
    method: 'get',
    path: '/qqbinding/bindBack',
    summary: '完成绑定 QQ',
    description: '已绑定其他 QQ 的客户再次绑定时改绑为新的 QQ。',
    customer: true,
    before: configured('binding'),
    query: OAuthCallbackQuery,
    responses: {
      200: json('绑定成功', QqBindingStatus),
      400: badCallback,
      409: error('该 QQ 已绑定其他账号'),
      501: error('QQ 登录未配置（模拟功能已关闭）'),
    },
  }, (c, { query }) => {
    const customerId = c.get('customerId');
    bindQq(db, customerId, redeem(query, 'binding', customerId), now().getTime());
    return c.json(qqBindingStatus(db, customerId));
  });

  return routes;
}
