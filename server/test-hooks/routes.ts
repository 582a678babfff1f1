import type { Hono } from 'hono';
import { z } from 'zod';
import { DesignStatusHook } from '../../src/wire/design-requests.ts';
import { OrderStatusHook } from '../../src/wire/orders.ts';
import { ShipOrderRequest } from '../../src/wire/shipments.ts';
import { IssueInvoiceRequest } from '../../src/wire/invoices.ts';
import { issueInvoice } from '../invoices/request-store.ts';
import { expireAllSessions } from '../auth/sessions.ts';
import { setMaterialPrice } from '../catalogue/store.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { requestComponent } from '../core/openapi-components.ts';
import { error, json, noContent, resource } from '../core/route.ts';
import { moveDesignOrderAsDesigners } from '../design/deliveries.ts';
import { runDeadlineSweep, runMaintenance } from '../maintenance.ts';
import { makeOrderDue } from './order-status.ts';
import { reseed } from '../seed.ts';
import { findCustomerIdByUsername } from '../users/customers.ts';
import { shipOrder } from '../shipments/store.ts';
import { FailNextRequest, type PendingFailures } from './fail-next.ts';
import { moveOrderAsFactory } from './order-status.ts';

/** Body of POST /api/__test__/material-price: reprices one material, as the factory would. */
export const MaterialPriceRequest = requestComponent(
  'MaterialPriceRequest',
  z.object({
    materialId: z.number().int().positive('materialId 须为正整数'),
    pricePerCm3: z.number().int().positive('pricePerCm3 须为正整数').optional(),
    minPrice: z.number().int().nonnegative('minPrice 不能为负').optional(),
  }),
);

export const ExpireSessionsRequest = requestComponent(
  'ExpireSessionsRequest',
  z.object({
    username: z.string().trim().min(1, '请输入用户名').max(64, '用户名最多 64 个字符'),
  }),
);

const MaintenanceResult = z.object({ files: z.number().int(), sessions: z.number().int() });
const SweepAnswer = z.object({ cancelled: z.number().int(), confirmed: z.number().int(), holds: z.number().int() });

export const OrderDueRequest = requestComponent('OrderDueRequest', z.object({ orderNo: z.string().trim().min(1, '请输入订单号').max(40, '订单号最多 40 个字符') }));

export const testHookTags = ['测试钩子（仅 SHOP_TEST_HOOKS=1 时存在）'];

/**
 * Hooks for browser tests, mounted only when the server runs with test hooks on: a clean seeded
 * state per test, a token that expired, failures of the next matching requests, and the
 * factory's and designers' side of an order (error states and every status through the real
 * server).
 */
export function testHookRoutes(deps: AppDeps, failures: PendingFailures): Hono<AppEnv> {
  const { routes, route } = resource(deps, { tags: testHookTags });

  route({ method: 'post', path: '/reset', summary: '清空数据并重新写入演示数据', responses: { 204: noContent('已重置') } }, async (c) => {
    await reseed(deps.db, { now: deps.now(), passwordCost: deps.passwordCost, uploads: deps.uploads });
    failures.clear();
    return c.body(null, 204);
  });

  route({
    method: 'post',
    path: '/fail-next',
    summary: '让接下来匹配的请求返回指定错误',
    description: '之后 times 次方法与路径（不含查询串，须完全相同）都匹配的请求，在到达路由之前直接返回 status 与 { message }。重置数据时一并清除。',
    json: FailNextRequest,
    responses: { 204: noContent('已登记') },
  }, (c, { json: failure }) => {
    failures.add(failure);
    return c.body(null, 204);
  });

  // Lets a browser test change a price between the quote and the order, honestly through the data.
  route({
    method: 'post',
    path: '/material-price',
    summary: '修改一种材料的单价或起步价（模拟报价后价格变动）',
    json: MaterialPriceRequest,
    responses: { 204: noContent('已修改'), 404: error('材料不存在') },
  }, (c, { json: { materialId, ...price } }) => {
    if (!setMaterialPrice(deps.db, materialId, price)) throw new HttpError(404, '材料不存在');
    return c.body(null, 204);
  });

  route({
    method: 'post',
    path: '/order-status',
    summary: '像工厂一样把订单改为某个状态（如已发货），并记入时间线',
    json: OrderStatusHook,
    responses: { 204: noContent('已修改'), 404: error('订单不存在'), 409: error('订单不能改为该状态') },
  }, (c, { json: { orderNo, status } }) => {
    moveOrderAsFactory(deps.db, orderNo, status, deps.now().getTime());
    return c.body(null, 204);
  });

  route({
    method: 'post',
    path: '/ship-order',
    summary: '像工厂一样发货：已付款未发货（生产中、待发货）的订单改为已发货，记下快递公司与运单号',
    description:
      'carrier 为 SF 顺丰速运、JD 京东物流、ZTO 中通快递、YTO 圆通速递、YD 韵达快递、STO 申通快递、EMS、DBL 德邦快递；运单号去掉空格并转为大写后须为 8–30 位字母或数字。' +
      '时间线的「已发货」记录写明快递公司与运单号，订单详情的 shipment 给出查询链接（快递100）。',
    json: ShipOrderRequest,
    responses: { 204: noContent('已发货'), 404: error('订单不存在'), 409: error('订单当前为「…」，只有已付款未发货的订单可以发货') },
  }, (c, { json: { orderNo, carrier, trackingNo } }) => {
    shipOrder(deps.db, orderNo, [{ carrier, trackingNo }], deps.now().getTime());
    return c.body(null, 204);
  });

  route({
    method: 'post',
    path: '/issue-invoice',
    summary: '像平台一样开具发票：待开票的申请改为已开票，附发票号码与 PDF 文件',
    description: 'invoiceNo 为 8 位或 20 位数字；不给时生成一个 20 位的数电票号码。之后申请人可下载发票 PDF（由发票数据生成的模拟发票）。',
    json: IssueInvoiceRequest,
    responses: { 204: noContent('已开具'), 404: error('发票申请不存在'), 409: error('发票申请当前为「…」，只有待开票的申请可以开具') },
  }, (c, { json: { requestNo, invoiceNo } }) => {
    issueInvoice(deps.db, requestNo, invoiceNo, deps.now().getTime());
    return c.body(null, 204);
  });

  route({
    method: 'post',
    path: '/design-order-status',
    summary: '像设计师一样把设计需求改为某个状态，并记入时间线',
    description: '改为待确认时交付下一版设计稿：一个生成的 STL 文件（属于客户的店铺，计入存储空间）。',
    json: DesignStatusHook,
    responses: { 204: noContent('已修改'), 404: error('设计需求不存在'), 409: error('设计需求不能改为该状态') },
  }, (c, { json: { requestNo, status } }) => {
    moveDesignOrderAsDesigners(deps.db, deps.uploads, requestNo, status, deps.now().getTime());
    return c.body(null, 204);
  });

  // Runs the hourly clean-up now (on the test clock), so tests see unused uploads expire.
  route({
    method: 'post',
    path: '/maintenance',
    summary: '立即按服务器时钟执行每小时一次的清理：删除超过保留期且未被使用的上传文件，以及过期会话',
    responses: { 200: json('删除的文件数与会话数', MaintenanceResult) },
  }, (c) => c.json(runMaintenance(deps)));

  // Browser tests cannot wait 30 minutes: an order's deadline is brought to now, then swept.
  route({
    method: 'post',
    path: '/order-due',
    summary: '把一个订单的期限提前到现在：待付款订单的支付截止时间，或已发货订单的自动确认收货时间',
    description: '之后的一次截止检查（/sweep，或服务器每分钟一次的检查）会取消该待付款订单或确认收货该已发货订单。',
    json: OrderDueRequest,
    responses: { 204: noContent('已提前'), 404: error('订单不存在'), 409: error('订单不是待付款或已发货，没有期限') },
  }, (c, { json: { orderNo } }) => {
    makeOrderDue(deps.db, orderNo, deps.now().getTime());
    return c.body(null, 204);
  });

  route({
    method: 'post',
    path: '/sweep',
    summary: '立即按服务器时钟执行截止检查：取消超时未支付的订单、确认收货到期的已发货订单、清除过期的价格保证',
    responses: { 200: json('取消、确认的订单数与清除的价格保证数', SweepAnswer) },
  }, (c) => c.json(runDeadlineSweep(deps)));

  route({
    method: 'post',
    path: '/expire-sessions',
    summary: '让某个客户的全部会话过期',
    json: ExpireSessionsRequest,
    responses: { 204: noContent('已过期'), 404: error('用户不存在') },
  }, (c, { json: { username } }) => {
    const customerId = findCustomerIdByUsername(deps.db, username);
    if (customerId === null) throw new HttpError(404, '用户不存在');
    expireAllSessions(deps, customerId);
    return c.body(null, 204);
  });

  return routes;
}
