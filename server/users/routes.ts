import { Hono } from 'hono';
import {
  PasswordChangeRequest,
  ProfileUpdateRequest,
  UsingFactoryRequest,
  type SessionInfo,
} from '../../src/api/schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer, revokeAllSessions } from '../auth/sessions.ts';
import { findCustomer } from './customers.ts';
import { inTransaction } from '../core/db.ts';
import { addOnceGrowth } from '../ledger/growth-store.ts';
import { HttpError, messages } from '../core/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { changesOf, textOf } from '../core/rows.ts';

import { readJson } from '../core/validation.ts';
import { checkPassword } from '../auth/password-check.ts';

/** GET /users/me/session and the PUT /users/me/{action} family. */
export function userRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('/users/*', requireCustomer(deps));

  const sessionInfo = (customerId: number): SessionInfo => {
    const customer = findCustomer(db, customerId);
    // The session outlived its customer: treat it like any other dead login.
    if (customer === null) throw new HttpError(401, messages.sessionExpired);
    return { customer };
  };

  routes.get('/users/me/session', (c) => c.json(sessionInfo(c.get('customerId'))));

  routes.put('/users/me/password', async (c) => {
    const { currentPassword, password } = await readJson(c, PasswordChangeRequest);
    const customerId = c.get('customerId');
    const username = db.prepare('SELECT username FROM customers WHERE id = ?').get(customerId);
    if (username === undefined) throw new HttpError(401, messages.sessionExpired);
    // Counted by the login throttle like a login, so a stolen token cannot guess the password either.
    if ((await checkPassword(deps, c, textOf(username, 'username'), currentPassword)) !== customerId) {
      throw new HttpError(400, '当前密码不正确');
    }
    const hash = await hashPassword(password, deps.passwordCost);
    inTransaction(db, () => {
      db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?').run(hash, customerId);
      // Every device logs in again with the new password, this one included.
      revokeAllSessions(deps, customerId);
    });
    return c.body(null, 204);
  });

  routes.put('/users/me/profile', async (c) => {
    const { nickname, phone, email } = await readJson(c, ProfileUpdateRequest);
    const customerId = c.get('customerId');
    inTransaction(db, () => {
      db.prepare('UPDATE customers SET nickname = ?, phone = ?, email = ? WHERE id = ?').run(nickname, phone, email, customerId);
      if (phone !== null && email !== null) addOnceGrowth(db, customerId, 'profile', deps.now().getTime());
    });
    return c.json(sessionInfo(customerId));
  });

  routes.put('/users/me/usingFactory', async (c) => {
    const { factoryId } = await readJson(c, UsingFactoryRequest);
    const customerId = c.get('customerId');
    const result = db
      .prepare(
        `UPDATE customers SET using_factory_id = ?
         WHERE id = ? AND EXISTS (
           SELECT 1 FROM customer_factories WHERE customer_id = ? AND factory_id = ?)`,
      )
      .run(factoryId, customerId, customerId, factoryId);
    if (changesOf(result) === 0) throw new HttpError(404, '工厂不存在或不可用');
    return c.json(sessionInfo(customerId));
  });

  routes.put('/users/me/:action', () => {
    throw new HttpError(404, '不支持的操作');
  });

  return routes;
}
