import type { Hono } from 'hono';
import { OrderCounts, OrderCountsQuery, OrderDetail, OrderListQuery, OrderPage, Reorder } from '../../src/wire/orders.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { error, json, resource } from '../core/route.ts';
import { cancelOrder, confirmReceipt, countOrders, listOrders, reorderOf } from './center-store.ts';
import { findOrderDetail } from './detail.ts';
import { OrderNoParam } from './schema.ts';

const tags = ['订单中心'];
const notFound = error('订单不存在（或属于其他客户）');

/**
 * The order center under /shop-order: the list, the tab counts, one order, and the customer's
 * moves on it. `/counts` comes before `/{orderNo}` so that it is never read as an order number.
 */
export function orderCenterRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const { routes, route } = resource(deps, { tags, customer: true });

  route({
    method: 'get',
    path: '/',
    summary: '本人的订单（分页，新的在前）',
    description: '不带 kind 时两种订单都列出。orderNo 为订单号的一部分（不区分大小写，% 与 _ 按字面匹配）；from（含）与 to（不含）为 ISO 时刻，按下单时间筛选。',
    query: OrderListQuery,
    responses: { 200: json('一页订单', OrderPage) },
  }, (c, { query }) => c.json(listOrders(db, c.get('customerId'), query)));

  route({
    method: 'get',
    path: '/counts',
    summary: '某类订单的标签页计数：全部与该类订单的每个状态',
    description: '与列表相同的 orderNo、from、to 筛选；该类订单的每个状态都会给出（没有时为 0）。',
    query: OrderCountsQuery,
    responses: { 200: json('计数', OrderCounts) },
  }, (c, { query }) => c.json(countOrders(db, c.get('customerId'), query)));

  route({
    method: 'get',
    path: '/:orderNo',
    summary: '本人的一个订单（任意类型，含明细、金额、地址与时间线）',
    params: OrderNoParam,
    responses: { 200: json('订单', OrderDetail), 404: notFound },
  }, (c, { params }) => c.json(findOrderDetail(db, c.get('customerId'), params.orderNo)));

  route({
    method: 'post',
    path: '/:orderNo/cancel',
    summary: '取消订单（仅待报价、待付款）',
    description: '所用优惠券恢复为未使用，耗材预留的库存退回，时间线记录取消。',
    params: OrderNoParam,
    responses: { 200: json('取消后的订单', OrderDetail), 404: notFound, 409: error('当前状态不能取消，如「订单已付款，不能取消」') },
  }, (c, { params }) => c.json(cancelOrder(db, c.get('customerId'), params.orderNo, deps.now().getTime())));

  route({
    method: 'post',
    path: '/:orderNo/confirm-receipt',
    summary: '确认收货（已发货 → 已完成）',
    params: OrderNoParam,
    responses: { 200: json('已完成的订单', OrderDetail), 404: notFound, 409: error('当前状态不能确认收货，如「订单尚未发货，不能确认收货」') },
  }, (c, { params }) => c.json(confirmReceipt(db, c.get('customerId'), params.orderNo, deps.now().getTime())));

  route({
    method: 'get',
    path: '/:orderNo/reorder',
    summary: '再来一单：已完成或已取消订单中今天仍可下单的内容',
    description: '定制订单：材料与店铺中仍存在的设计文件及数量，带 2D 图纸或加工要求的行带回 drawing（仍存在时）与 callouts；耗材订单：仍在售的耗材及数量。不再可用的按名称列在 missing 中。客户端需重新报价。',
    params: OrderNoParam,
    responses: { 200: json('可再次下单的内容', Reorder), 404: notFound, 409: error('订单尚未完成，暂不能再来一单') },
  }, (c, { params }) => c.json(reorderOf(db, c.get('customerId'), params.orderNo)));

  return routes;
}
