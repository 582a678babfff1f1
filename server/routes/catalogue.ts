import { Hono } from 'hono';
import { MaterialQuery } from '../../src/wire/catalogue.ts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireCustomer } from '../auth.ts';
import { listMaterials, listProcesses } from '../catalogue-store.ts';
import { customerScope, usingFactoryOf } from '../customers.ts';
import { readQuery } from '../validation.ts';

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
