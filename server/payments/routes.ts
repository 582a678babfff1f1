import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { HttpError } from '../core/errors.ts';
import { openOnlinePayment, paymentStatusOf, payWithBalance } from './store.ts';

export const onlinePaymentNotConfigured = '在线支付未开通，请使用余额支付';

/** /shop-payment: pay an order from the balance, open an online payment, read the outcome. */
export function paymentRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));

  routes.post('/:orderNo/balance', (c) => c.json(payWithBalance(db, c.get('customerId'), c.req.param('orderNo'), deps.now().getTime())));
  routes.post('/:orderNo/online', (c) => {
    // The simulated gateway is the reference API's only online payment.
    if (!deps.simulations) throw new HttpError(501, onlinePaymentNotConfigured);
    return c.json(openOnlinePayment(db, c.get('customerId'), c.req.param('orderNo'), deps.now().getTime()), 201);
  });
  routes.get('/:orderNo', (c) => c.json(paymentStatusOf(db, c.get('customerId'), c.req.param('orderNo'))));

  return routes;
}
