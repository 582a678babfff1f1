import { Hono } from 'hono';
import { OrderCountsQuery, OrderListQuery } from '../../src/api/order-schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { cancelOrder, confirmReceipt, countOrders, listOrders, reorderOf } from './center-store.ts';
import { findOrderDetail } from './detail.ts';
import { readQuery } from '../core/validation.ts';

/**
 * The order center under /shop-order: the list, the tab counts, one order, and the customer's
 * moves on it. `/counts` comes before `/{orderNo}` so that it is never read as an order number.
 */
export function orderCenterRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));

  routes.get('/', (c) => c.json(listOrders(db, c.get('customerId'), readQuery(c, OrderListQuery))));
  routes.get('/counts', (c) => c.json(countOrders(db, c.get('customerId'), readQuery(c, OrderCountsQuery))));
  routes.get('/:orderNo', (c) => c.json(findOrderDetail(db, c.get('customerId'), c.req.param('orderNo'))));
  routes.post('/:orderNo/cancel', (c) => c.json(cancelOrder(db, c.get('customerId'), c.req.param('orderNo'), deps.now().getTime())));
  routes.post('/:orderNo/confirm-receipt', (c) =>
    c.json(confirmReceipt(db, c.get('customerId'), c.req.param('orderNo'), deps.now().getTime())),
  );
  routes.get('/:orderNo/reorder', (c) => c.json(reorderOf(db, c.get('customerId'), c.req.param('orderNo'))));

  return routes;
}
