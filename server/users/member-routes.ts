import { Hono } from 'hono';
import { PageQuery } from '../../src/api/schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { listGrowth } from '../ledger/growth-store.ts';
import { HttpError, messages } from '../core/errors.ts';
import { membershipFor } from './member-levels.ts';
import { intOf } from '../core/rows.ts';
import { readQuery } from '../core/validation.ts';

/** GET /shop-member (level, progress, every level's benefits, growth rules) and GET /shop-member/growth (the growth history). */
export function memberRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));
  routes.get('/', (c) => {
    const row = deps.db.prepare('SELECT growth FROM customers WHERE id = ?').get(c.get('customerId'));
    // The session outlived its customer: treat it like any other dead login.
    if (row === undefined) throw new HttpError(401, messages.sessionExpired);
    return c.json(membershipFor(intOf(row, 'growth')));
  });
  routes.get('/growth', (c) => {
    const { page, size } = readQuery(c, PageQuery);
    return c.json(listGrowth(deps.db, c.get('customerId'), page, size));
  });
  return routes;
}
