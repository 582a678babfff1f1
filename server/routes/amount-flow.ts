import { Hono } from 'hono';
import { AmountFlowQuery } from '../../src/wire/amount-flow.ts';
import { listAmountFlow } from '../amount-flow-store.ts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireCustomer } from '../auth.ts';
import { readQuery } from '../validation.ts';

/** GET /shop-amount-flow: the balance ledger, filtered and paged. */
export function amountFlowRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));
  routes.get('/', (c) => c.json(listAmountFlow(deps.db, c.get('customerId'), readQuery(c, AmountFlowQuery))));
  return routes;
}
