import type { Hono } from 'hono';
import { PageQuery } from '../../src/wire/common.ts';
import { FactoryPage } from '../../src/wire/factories.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { json, resource } from '../core/route.ts';
import { listFactories } from './factory-store.ts';

/** GET /shop-factory: the factories the customer may switch to, paged. */
export function factoryRoutes(deps: AppDeps): Hono<AppEnv> {
  const { routes, route } = resource(deps, { tags: ['工厂'], customer: true });
  route({
    method: 'get',
    path: '/',
    summary: '分页列出当前客户可使用的工厂',
    description: 'PUT /api/shop-platform/users/me/usingFactory 只接受这里列出的工厂。',
    query: PageQuery,
    responses: { 200: json('一页工厂', FactoryPage) },
  }, (c, { query }) => c.json(listFactories(deps.db, c.get('customerId'), query)));
  return routes;
}
