import type { Hono } from 'hono';
import { MaterialPage, MaterialQuery, ProcessPage } from '../../src/wire/catalogue.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { error, json, resource } from '../core/route.ts';
import { customerScope, usingFactoryOf } from '../users/customers.ts';
import { listMaterials, listProcesses } from './store.ts';

const tags = ['报价'];
const noFactory = error('请先选择常用工厂');

/** GET /shop-process and GET /shop-material: the catalogue of the customer's using factory. */
export function processRoutes(deps: AppDeps): Hono<AppEnv> {
  const { routes, route } = resource(deps, { tags, customer: true });
  route({
    method: 'get',
    path: '/',
    summary: '当前使用工厂的全部工艺（不分页）',
    responses: { 200: json('工艺列表', ProcessPage), 409: noFactory },
  }, (c) => c.json(listProcesses(deps.db, usingFactoryOf(customerScope(deps.db, c.get('customerId'))))));
  return routes;
}

export function materialRoutes(deps: AppDeps): Hono<AppEnv> {
  const { routes, route } = resource(deps, { tags, customer: true });
  route({
    method: 'get',
    path: '/',
    summary: '当前使用工厂的全部材料（可按工艺筛选，不分页）',
    description:
      '按工艺顺序、同一工艺内按单价从低到高排列。pricing.model 为该材料的成本模型（打印按材料与机时，CNC 按坯料、切削与装夹，真空复模按母版、硅胶模与树脂），' +
      '单价、起步价与交期为当前工厂的价目（工厂可在工作台「目录」中设置本厂的价目，未设置时为共享目录的价目）；工厂下架的材料不列出。' +
      '有 model 时 pricePerCm3 为模型所用的单价（打印、真空复模为零件体积的材料或树脂单价，CNC 为坯料单价），minPrice 为每件或每个文件（minimumPer）的起步价。各模型的公式、系数及其来源见仓库中的 docs/pricing.md。',
    query: MaterialQuery,
    responses: { 200: json('材料列表', MaterialPage), 404: error('当前工厂不提供该工艺'), 409: noFactory },
  }, (c, { query: { processId } }) => {
    const factoryId = usingFactoryOf(customerScope(deps.db, c.get('customerId')));
    return c.json(listMaterials(deps.db, factoryId, processId));
  });
  return routes;
}
