import { Hono } from 'hono';
import { z } from 'zod';
import { CouponListQuery } from '../../src/api/schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { claimCoupon, countCoupons, listCoupons } from './store.ts';
import { parseOrThrow, readQuery } from '../core/validation.ts';

/** Path parameter of the claim: digits only, so `abc` or `1.5` is a 400 rather than a 404. */
export const CouponIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, '优惠券编号无效')
    .transform(Number),
});

/** GET /shop-coupon (list by status), GET /shop-coupon/counts and POST /shop-coupon/{id} (claim). */
export function couponRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));

  routes.get('/', (c) => {
    const query = readQuery(c, CouponListQuery);
    return c.json(listCoupons(db, c.get('customerId'), query, now()));
  });

  routes.get('/counts', (c) => c.json(countCoupons(db, c.get('customerId'), now())));

  routes.post('/:id', (c) => {
    const { id } = parseOrThrow(CouponIdParam, c.req.param());
    return c.json(claimCoupon(db, c.get('customerId'), id, now()), 201);
  });

  return routes;
}
