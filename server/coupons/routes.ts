import type { Hono } from 'hono';
import { z } from 'zod';
import { CouponCounts, CouponListQuery, CouponPage, Coupon } from '../../src/wire/coupons.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { error, json, resource } from '../core/route.ts';
import { claimCoupon, countCoupons, listCoupons } from './store.ts';

/** Path parameter of the claim: digits only, so `abc` or `1.5` is a 400 rather than a 404. */
export const CouponIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, '优惠券编号无效')
    .transform(Number),
});

const tags = ['优惠券'];

/** GET /shop-coupon (list by status), GET /shop-coupon/counts and POST /shop-coupon/{id} (claim). */
export function couponRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags, customer: true });

  route({
    method: 'get',
    path: '/',
    summary: '按状态分页列出优惠券',
    query: CouponListQuery,
    responses: { 200: json('一页优惠券', CouponPage) },
  }, (c, { query }) => c.json(listCoupons(db, c.get('customerId'), query, now())));

  route({
    method: 'get',
    path: '/counts',
    summary: '各状态的优惠券数量',
    description: '与按状态列出时的 total 相同：可领取、未使用、已使用、已过期。',
    responses: { 200: json('各状态数量', CouponCounts) },
  }, (c) => c.json(countCoupons(db, c.get('customerId'), now())));

  route({
    method: 'post',
    path: '/:id',
    summary: '领取优惠券',
    params: CouponIdParam,
    responses: {
      201: json('已领取（未使用）', Coupon),
      400: error('编号无效或不在领取时间内'),
      404: error('优惠券不存在'),
      409: error('已领取过或已领完'),
    },
  }, (c, { params }) => c.json(claimCoupon(db, c.get('customerId'), params.id, now()), 201));

  return routes;
}
