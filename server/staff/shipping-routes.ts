import type { Hono } from 'hono';
import { z } from 'zod';
import { ShipAnswer, ShipQueue, ShipQueueQuery, ShipRequest } from '../../src/wire/staff-shipping.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { error, json, resource } from '../core/route.ts';
import { listShipQueue, shipFactoryOrder } from './shipping-store.ts';

const tags = ['员工：生产与发货'];
const OrderNoParams = z.object({ orderNo: z.string() });

/** /shipping: the factory's paid orders waiting to leave, and shipping one (管理员 and 仓储发货). */
export function shippingRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags, staff: ['warehouse'] });

  route({
    method: 'get',
    path: '/shipping',
    summary: '待发货订单（最早付款的在前）',
    description: '本工厂已付款、尚未发货的订单：定制订单「生产中」，耗材订单「待发货」。',
    query: ShipQueueQuery,
    responses: { 200: json('一页待发货订单', ShipQueue) },
  }, (c, { query }) => c.json(listShipQueue(db, c.get('staff').factoryId, query, now().getTime())));

  route({
    method: 'post',
    path: '/shipping/:orderNo',
    summary: '发货：生产中 / 待发货 → 已发货',
    description: '一个或多个包裹（最多 10 个），每个写明快递公司与运单号；订单时间线与客户的消息中心都会写明，发货后按商城规则自动确认收货。',
    params: OrderNoParams,
    json: ShipRequest,
    responses: { 200: json('已发货', ShipAnswer), 404: error('订单不存在'), 409: error('订单不在可发货的状态') },
  }, (c, { params: { orderNo }, json: { parcels } }) => c.json(shipFactoryOrder(db, c.get('staff'), orderNo, parcels, now().getTime())));

  return routes;
}
