import type { Hono } from 'hono';
import { AmountFlowPage, AmountFlowQuery } from '../../src/wire/amount-flow.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { error, json, resource } from '../core/route.ts';
import { listAmountFlow } from './store.ts';

/** GET /shop-amount-flow: the balance ledger, filtered and paged. */
export function amountFlowRoutes(deps: AppDeps): Hono<AppEnv> {
  const { routes, route } = resource(deps, { tags: ['余额流水'], customer: true });
  route({
    method: 'get',
    path: '/',
    summary: '分页列出余额流水',
    description:
      '按时间倒序（同一时刻按编号倒序）。type 按类型筛选；from（含）与 to（不含）为带时区的 ISO 时间，须 from 早于 to。' +
      'balanceAfter 为该条记录之后的余额（按时间顺序对该客户全部流水的累计和，与筛选无关）；' +
      'income 与 spending 为筛选范围内全部记录（不止本页）的收入与支出合计，spending 为正数；balance 为当前余额。',
    query: AmountFlowQuery,
    responses: { 200: json('一页流水与合计', AmountFlowPage), 400: error('类型、时间格式、时间范围或分页参数无效') },
  }, (c, { query }) => c.json(listAmountFlow(deps.db, c.get('customerId'), query)));
  return routes;
}
