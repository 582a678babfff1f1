import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireCustomer } from '../auth.ts';
import { HttpError, messages } from '../http-errors.ts';
import { membershipFor } from '../member-levels.ts';
import { intOf } from '../rows.ts';

/** GET /shop-member: the customer's level, progress, every level's benefits and the growth rules. */
export function memberRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));
  routes.get('/', (c) => {
    const row = deps.db.prepare('SELECT growth FROM customers WHERE id = ?').get(c.get('customerId'));
    // The session outlived its customer: treat it like any other dead login.
    if (row === undefined) throw new HttpError(401, messages.sessionExpired);
    return c.json(membershipFor(intOf(row, 'growth')));
  });
  return routes;
}
