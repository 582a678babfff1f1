import type { Hono } from 'hono';
import { HealthAnswer } from '../../src/wire/health.ts';
import type { AppEnv } from '../core/app-env.ts';
import { json, route } from '../core/route.ts';
import type { AppDeps } from '../app-deps.ts';
import { runHealth } from './checks.ts';

/**
 * GET /api/health, public like the document (a monitor has no login): 200 when every part is
 * fine, 503 otherwise, with the same body either way. Never cached (the /api/* default).
 */
export function healthRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  route(app, deps, {
    method: 'get',
    path: '/api/health',
    tags: ['运行状态'],
    summary: '服务器运行状态',
    description: '数据库、上传文件目录、剩余磁盘空间、订单期限巡检与备份（开启时）各自是否正常；全部正常时 200，否则 503（degraded：仍可服务但有任务滞后；down：无法正常服务）。无需登录，不含服务器路径。',
    responses: {
      200: json('全部正常', HealthAnswer),
      503: json('有部分不正常', HealthAnswer),
    },
  }, (c) => {
    const answer = runHealth(deps);
    return c.json(answer, answer.status === 'ok' ? 200 : 503);
  });
}
