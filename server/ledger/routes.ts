import { Hono } from 'hono';
import { AmountFlowQuery } from '../../src/api/schema.ts';
import { listAmountFlow } from './store.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { readQuery } from '../core/validation.ts';

/** GET /shop-amount-flow: the balance ledger, filtered and paged. */
export function amountFlowRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));
  routes.get('/', (c) => c.json(listAmountFlow(deps.db, c.get('customerId'), readQuery(c, AmountFlowQuery))));
  return routes;
}
