import { Hono } from 'hono';
import { PageQuery } from '../../src/api/schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { listFactories } from './factory-store.ts';
import { readQuery } from '../core/validation.ts';

/** GET /shop-factory: the factories the customer may switch to, paged. */
export function factoryRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));
  routes.get('/', (c) => c.json(listFactories(deps.db, c.get('customerId'), readQuery(c, PageQuery))));
  return routes;
}
