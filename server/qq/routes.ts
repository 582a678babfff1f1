import { Hono, type MiddlewareHandler } from 'hono';
import {
  OAuthCallbackQuery,
  type RedirectUrlResponse,
  type TokenResponse,
} from '../../src/api/schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { createSession, requireCustomer } from '../auth/sessions.ts';
import { HttpError } from '../core/errors.ts';
import {
  authorizeUrl,
  bindQq,
  consumeCode,
  consumeState,
  createState,
  customerForQq,
  qqBindingStatus,
  type OAuthPurpose,
} from './store.ts';
import { readQuery } from '../core/validation.ts';

const invalidState: Record<OAuthPurpose, string> = {
  login: '授权状态无效或已过期，请重新登录',
  binding: '授权状态无效或已过期，请重新绑定',
};

export const qqNotConfigured = {
  login: 'QQ 登录未配置，请使用账号密码登录',
  binding: 'QQ 登录未配置，暂不能绑定 QQ',
} as const;

/**
 * QQ login (qqlogin, qqlogin/callback) and binding (qqbinding, bind, bindBack). The only QQ the
 * reference API knows is its simulation: with simulations off, the flows say QQ login is not
 * configured (501), while the binding status still answers.
 */
export function qqRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const routes = new Hono<AppEnv>();
  const configured = (purpose: OAuthPurpose): MiddlewareHandler<AppEnv> => async (_c, next) => {
    if (!deps.simulations) throw new HttpError(501, qqNotConfigured[purpose]);
    await next();
  };
  routes.use('/qqlogin/*', configured('login'));

  /** The openid behind a callback's code, after using up its state and code. */
  const redeem = (query: OAuthCallbackQuery, purpose: OAuthPurpose, customerId: number | null) => {
    const at = now().getTime();
    if (!consumeState(db, query.state, purpose, customerId, at)) {
      throw new HttpError(400, invalidState[purpose]);
    }
    const openid = consumeCode(db, query.code, query.state, at);
    if (openid === null) throw new HttpError(400, '授权码无效或已过期');
    return openid;
  };

  routes.get('/qqlogin', (c) => {
    const body: RedirectUrlResponse = { url: authorizeUrl(createState(db, 'login', null, now().getTime())) };
    return c.json(body);
  });

  routes.get('/qqlogin/callback', (c) => {
    const openid = redeem(readQuery(c, OAuthCallbackQuery), 'login', null);
    const customerId = customerForQq(db, openid);
    if (customerId === null) {
      throw new HttpError(404, '该 QQ 尚未绑定账号，请先用账号密码登录并在用户中心绑定 QQ');
    }
    const body: TokenResponse = { token: createSession(deps, customerId) };
    return c.json(body);
  });

  // Also covers /qqbinding itself: Hono's `/x/*` matches `/x`.
  routes.use('/qqbinding/*', requireCustomer(deps));
  routes.use('/qqbinding/bind', configured('binding'));
  routes.use('/qqbinding/bindBack', configured('binding'));

  routes.get('/qqbinding', (c) => c.json(qqBindingStatus(db, c.get('customerId'))));

  routes.get('/qqbinding/bind', (c) => {
    const state = createState(db, 'binding', c.get('customerId'), now().getTime());
    const body: RedirectUrlResponse = { url: authorizeUrl(state) };
    return c.json(body);
  });

  routes.get('/qqbinding/bindBack', (c) => {
    const customerId = c.get('customerId');
    const openid = redeem(readQuery(c, OAuthCallbackQuery), 'binding', customerId);
    bindQq(db, customerId, openid, now().getTime());
    return c.json(qqBindingStatus(db, customerId));
  });

  return routes;
}
