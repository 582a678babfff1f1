import { Hono } from 'hono';
import { LoginRequest, type TokenResponse } from '../../src/api/schema.ts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { createSession, requireCustomer, revokeSession } from '../auth.ts';
import { HttpError } from '../http-errors.ts';
import {
  clearFailedLogins,
  lockedUntil,
  recordFailedLogin,
  throttleKey,
} from '../login-throttle.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { intOf, textOf } from '../rows.ts';
import { readJson } from '../validation.ts';

const wrongCredentials = '用户名或密码错误';
const tooManyFailures = '登录失败次数过多，请 15 分钟后再试';

/** A hash nobody's password matches, so unknown usernames cost as much time as known ones. */
const decoyHashes = new Map<number, Promise<string>>();
function decoyHash(cost: number): Promise<string> {
  let hash = decoyHashes.get(cost);
  if (hash === undefined) {
    hash = hashPassword('decoy-password-never-matches', cost);
    decoyHashes.set(cost, hash);
  }
  return hash;
}

/** POST /sessions (login) and DELETE /sessions/current (logout). */
export function sessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const routes = new Hono<AppEnv>();

  routes.post('/sessions', async (c) => {
    const { username, password } = await readJson(c, LoginRequest);
    const key = throttleKey(username);
    const started = now().getTime();
    const until = lockedUntil(db, key, started);
    if (until !== null) {
      const retryAfter = String(Math.ceil((until - started) / 1000));
      throw new HttpError(429, tooManyFailures, { 'Retry-After': retryAfter });
    }
    const row = db.prepare('SELECT id, password_hash FROM customers WHERE username = ?').get(username);
    const stored = row === undefined ? await decoyHash(deps.passwordCost) : textOf(row, 'password_hash');
    const matches = await verifyPassword(password, stored);
    if (row === undefined || !matches) {
      recordFailedLogin(db, key, now().getTime());
      throw new HttpError(401, wrongCredentials);
    }
    clearFailedLogins(db, key);
    const body: TokenResponse = { token: createSession(deps, intOf(row, 'id')) };
    return c.json(body, 201);
  });

  routes.delete('/sessions/current', requireCustomer(deps), (c) => {
    revokeSession(deps, c.get('sessionId'));
    return c.body(null, 204);
  });

  return routes;
}
