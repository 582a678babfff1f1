import type { Hono } from 'hono';
import { PageQuery } from '../../src/wire/common.ts';
import { GrowthPage, Membership } from '../../src/wire/members.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError, messages } from '../core/errors.ts';
import { json, resource } from '../core/route.ts';
import { listGrowth } from '../ledger/growth-store.ts';
import { growthOf } from './customers.ts';
import { membershipFor } from './member-levels.ts';

const tags = ['会员'];

/** GET /shop-member (level, progress, every level's benefits, growth rules) and GET /shop-member/growth (the growth history). */
export function memberRoutes(deps: AppDeps): Hono<AppEnv> {
  const { routes, route } = resource(deps, { tags, customer: true });

  route({
    method: 'get',
    path: '/',
    summary: '会员等级、成长值进度、各等级权益与成长值规则',
    description: '各等级的 quoteDiscountPercent 与 freeShippingFrom 就是报价与耗材计价所用的数值，benefits 是同一数值的文字说明。',
    responses: { 200: json('会员信息', Membership) },
  }, (c) => {
    const growth = growthOf(deps.db, c.get('customerId'));
    // The session outlived its customer: treat it like any other dead login.
    if (growth === null) throw new HttpError(401, messages.sessionExpired);
    return c.json(membershipFor(growth));
  });

  route({
    method: 'get',
    path: '/growth',
    summary: '分页列出成长值变动记录',
    description: '按时间倒序。growthAfter 为该条之后的成长值（全部记录的累计和），levelAfter 为该成长值对应的等级，与上一条不同即为等级变化。',
    query: PageQuery,
    responses: { 200: json('一页成长值记录', GrowthPage) },
  }, (c, { query: { page, size } }) => c.json(listGrowth(deps.db, c.get('customerId'), page, size)));

  return routes;
}
