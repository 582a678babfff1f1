import { Hono } from 'hono';
import { MaterialQuery } from '../../src/api/quotation-schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { listMaterials, listProcesses } from './store.ts';
import { customerScope, usingFactoryOf } from '../users/customers.ts';
import { readQuery } from '../core/validation.ts';

/** GET /shop-process and GET /shop-material: the catalogue of the customer's using factory. */
export function processRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));
  routes.get('/', (c) => c.json(listProcesses(deps.db, usingFactoryOf(customerScope(deps.db, c.get('customerId'))))));
  return routes;
}

export function materialRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));
  routes.get('/', (c) => {
    const { processId } = readQuery(c, MaterialQuery);
    const factoryId = usingFactoryOf(customerScope(deps.db, c.get('customerId')));
    return c.json(listMaterials(deps.db, factoryId, processId));
  });
  return routes;
}
