import { Hono } from 'hono';
import {
  CreateDesignOrder,
  CreatePackageOrder,
  DesignOrderQuery,
  DesignStatusHook,
  PackageOrderQuery,
  ReviseDesignOrder,
  type DesignPackageList,
} from '../../src/api/design-schema.ts';
import { PageQuery } from '../../src/api/schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { customerScope } from '../users/customers.ts';
import { moveDesignOrderAsDesigners } from './deliveries.ts';
import { confirmDesignOrder, createDesignOrder, findDesignOrder, listDesignOrders, reviseDesignOrder } from './design-order-store.ts';
import { listMyDesign } from './my-design-store.ts';
import { findOrderDetail } from '../orders/detail.ts';
import { createPackageOrder, listPackageOrders, listPackages } from './package-order-store.ts';
import { readJson, readQuery } from '../core/validation.ts';

/** GET /shop-design-package: the packages on sale, for everyone (the marketing pages link here logged out). */
export function designPackageRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', (c) => {
    const body: DesignPackageList = { records: listPackages(deps.db) };
    return c.json(body);
  });
  return routes;
}

/**
 * /shop-design-package-order: buy a package (then pay it through /shop-payment) and list those
 * bought, or the page holding one of them (`?orderNo=`).
 */
export function packageOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));
  routes.post('/', async (c) => {
    const body = await readJson(c, CreatePackageOrder);
    const customerId = c.get('customerId');
    const creation = createPackageOrder(db, customerScope(db, customerId), body, deps.now().getTime());
    return c.json(findOrderDetail(db, customerId, creation.orderNo), creation.kind === 'created' ? 201 : 200);
  });
  routes.get('/', (c) => c.json(listPackageOrders(db, c.get('customerId'), readQuery(c, PackageOrderQuery))));
  return routes;
}

/**
 * /shop-design-order: design requests. `/mine` comes before `/{requestNo}` so that it is never
 * read as a request number.
 */
export function designOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));
  routes.post('/', async (c) => {
    const body = await readJson(c, CreateDesignOrder);
    const customerId = c.get('customerId');
    const creation = createDesignOrder(db, customerScope(db, customerId), body, deps.now().getTime());
    return c.json(findDesignOrder(db, customerId, creation.requestNo), creation.kind === 'created' ? 201 : 200);
  });
  routes.get('/', (c) => c.json(listDesignOrders(db, c.get('customerId'), readQuery(c, DesignOrderQuery))));
  routes.get('/mine', (c) => c.json(listMyDesign(db, c.get('customerId'), readQuery(c, PageQuery))));
  routes.get('/:requestNo', (c) => c.json(findDesignOrder(db, c.get('customerId'), c.req.param('requestNo'))));
  routes.post('/:requestNo/confirm', (c) => c.json(confirmDesignOrder(db, c.get('customerId'), c.req.param('requestNo'), deps.now().getTime())));
  routes.post('/:requestNo/revise', async (c) => {
    const { note } = await readJson(c, ReviseDesignOrder);
    return c.json(reviseDesignOrder(db, c.get('customerId'), c.req.param('requestNo'), note, deps.now().getTime()));
  });
  return routes;
}

/** POST /__test__/design-order-status: the designers' side for browser tests (mounted with test hooks only). */
export function designTestHookRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/design-order-status', async (c) => {
    const { requestNo, status } = await readJson(c, DesignStatusHook);
    moveDesignOrderAsDesigners(deps.db, deps.uploads, requestNo, status, deps.now().getTime());
    return c.body(null, 204);
  });
  return routes;
}
