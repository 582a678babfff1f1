import type { Hono} from 'hono';
import { type Context } from 'hono';
import { OAuthCallbackQuery, QqBindingStatus, RedirectUrlResponse, TokenResponse } from '../../src/wire/platform.ts';
import { createSession } from '../auth/sessions.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { error, json, resource } from '../core/route.ts';
import { authorizeUrl, bindQq, consumeCode, consumeState, createState, customerForQq, qqBindingStatus, type OAuthPurpose } from './store.ts';

const invalidState: Record<OAuthPurpose, string> = {
  login: '授权状态无效或已过期，请重新登录',
  binding: '授权状态无效或已过期，请重新绑定',
};

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

  /** The openid behind a callback's code, after using up its state and code. */
  const redeem = (query: OAuthCallbackQuery, purpose: OAuthPurpose, customerId: number | null) => {
    const at = now().getTime();
    if (!consumeState(db, query.state, purpose, customerId, at)) throw new HttpError(400, invalidState[purpose]);
    const openid = consumeCode(db, query.code, query.state, at);
    if (openid === null) throw new HttpError(400, '授权码无效或已过期');
    return openid;
  };

  route({
    method: 'get',
    path: '/qqlogin',
    summary: '开始 QQ 登录',
    description: '返回（模拟）QQ 授权页地址；其中的 state 10 分钟内有效且只能使用一次。',
    before: configured('login'),
    responses: { 200: json('授权页地址', RedirectUrlResponse), 501: error('QQ 登录未配置（模拟功能已关闭）') },
  }, (c) => {
    const body: RedirectUrlResponse = { url: authorizeUrl(createState(db, 'login', null, now().getTime())) };
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
      400: badCallback,
      404: error('该 QQ 尚未绑定账号'),
      501: error('QQ 登录未配置（模拟功能已关闭）'),
    },
  }, (c, { query }) => {
    const customerId = customerForQq(db, redeem(query, 'login', null));
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
