import type { Hono } from 'hono';
import { LoginRequest, TokenResponse } from '../../src/wire/platform.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { error, json, noContent, resource } from '../core/route.ts';
import { checkPassword } from './password-check.ts';
import { createSession, revokeSession } from './sessions.ts';

const wrongCredentials = '用户名或密码错误';
const tags = ['会话'];

/** POST /sessions (login) and DELETE /sessions/current (logout). */
export function sessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const { routes, route } = resource(deps, { tags });

  route({
    method: 'post',
    path: '/sessions',
    summary: '用户名密码登录',
    description: '同一用户名 15 分钟内失败 5 次后，15 分钟内的登录一律返回 429。',
    json: LoginRequest,
    responses: { 201: json('登录成功', TokenResponse), 401: error('用户名或密码错误'), 429: error('登录失败次数过多') },
  }, async (c, { json: { username, password } }) => {
    const customerId = await checkPassword(deps, c, username, password);
    if (customerId === null) throw new HttpError(401, wrongCredentials);
    const body: TokenResponse = { token: createSession(deps, customerId) };
    return c.json(body, 201);
  });

  route({
    method: 'delete',
    path: '/sessions/current',
    summary: '退出登录（注销当前令牌）',
    customer: true,
    responses: { 204: noContent('已退出') },
  }, (c) => {
    revokeSession(deps, c.get('sessionId'));
    return c.body(null, 204);
  });

  return routes;
}
