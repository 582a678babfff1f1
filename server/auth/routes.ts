import { Hono } from 'hono';
import { LoginRequest, type TokenResponse } from '../../src/api/schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { createSession, requireCustomer, revokeSession } from './sessions.ts';
import { HttpError } from '../core/errors.ts';
import { checkPassword } from './password-check.ts';
import { readJson } from '../core/validation.ts';

const wrongCredentials = '用户名或密码错误';

/** POST /sessions (login) and DELETE /sessions/current (logout). */
export function sessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/sessions', async (c) => {
    const { username, password } = await readJson(c, LoginRequest);
    const customerId = await checkPassword(deps, c, username, password);
    if (customerId === null) throw new HttpError(401, wrongCredentials);
    const body: TokenResponse = { token: createSession(deps, customerId) };
    return c.json(body, 201);
  });

  routes.delete('/sessions/current', requireCustomer(deps), (c) => {
    revokeSession(deps, c.get('sessionId'));
    return c.body(null, 204);
  });

  return routes;
}
