import type { Hono } from 'hono';
import { z } from 'zod';
import { PasswordChangeRequest, ProfileUpdateRequest, SessionInfo, UsingFactoryRequest } from '../../src/wire/platform.ts';
import { checkPassword } from '../auth/password-check.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { inTransaction } from '../core/transaction.ts';
import { HttpError, messages } from '../core/errors.ts';
import { error, json, noContent, resource } from '../core/route.ts';
import { addOnceGrowth } from '../ledger/growth-store.ts';
import { findCustomer, setPasswordHash, switchFactory, updateContact, usernameOf } from './customers.ts';

const tags = ['用户'];

/** GET /users/me/session and the PUT /users/me/{action} family. */
export function userRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const { routes, route } = resource(deps, { tags, customer: true });

  const sessionInfo = (customerId: number): SessionInfo => {
    const customer = findCustomer(db, customerId);
    // The session outlived its customer: treat it like any other dead login.
    if (customer === null) throw new HttpError(401, messages.sessionExpired);
    return { customer };
  };

  route({
    method: 'get',
    path: '/users/me/session',
    summary: '当前用户信息',
    responses: { 200: json('当前客户', SessionInfo) },
  }, (c) => c.json(sessionInfo(c.get('customerId'))));

  route({
    method: 'put',
    path: '/users/me/password',
    summary: '修改密码',
    description: '成功后该客户的所有会话（包括当前会话）都会失效，需要重新登录。',
    json: PasswordChangeRequest,
    responses: { 204: noContent('已修改'), 429: error('当前密码错误次数过多') },
  }, async (c, { json: { currentPassword, password } }) => {
    const customerId = c.get('customerId');
    const username = usernameOf(db, customerId);
    if (username === null) throw new HttpError(401, messages.sessionExpired);
    // Counted by the login throttle like a login, so a stolen token cannot guess the password either.
    if ((await checkPassword(deps, c, username, currentPassword)) !== customerId) throw new HttpError(400, '当前密码不正确');
    const hash = await hashPassword(password, deps.passwordCost);
    inTransaction(db, () => {
      setPasswordHash(db, customerId, hash);
      // Every device logs in again with the new password, this one included.
      revokeAllSessions(deps, customerId);
    });
    return c.body(null, 204);
  });

  route({
    method: 'put',
    path: '/users/me/profile',
    summary: '修改个人资料',
    json: ProfileUpdateRequest,
    responses: { 200: json('更新后的用户信息', SessionInfo) },
  }, (c, { json: contact }) => {
    const customerId = c.get('customerId');
    inTransaction(db, () => {
      updateContact(db, customerId, contact);
      if (contact.phone !== null && contact.email !== null) addOnceGrowth(db, customerId, 'profile', deps.now().getTime());
    });
    return c.json(sessionInfo(customerId));
  });

  route({
    method: 'put',
    path: '/users/me/usingFactory',
    summary: '切换当前使用的工厂',
    json: UsingFactoryRequest,
    responses: { 200: json('更新后的用户信息', SessionInfo), 404: error('工厂不存在或不可用') },
  }, (c, { json: { factoryId } }) => {
    const customerId = c.get('customerId');
    if (!switchFactory(db, customerId, factoryId)) throw new HttpError(404, '工厂不存在或不可用');
    return c.json(sessionInfo(customerId));
  });

  route({
    method: 'put',
    path: '/users/me/:action',
    summary: '其他子操作',
    description: '除 password、profile、usingFactory 以外的 action 均不支持。',
    params: z.object({ action: z.string() }),
    responses: { 404: error('不支持的操作') },
  }, () => {
    throw new HttpError(404, '不支持的操作');
  });

  return routes;
}
