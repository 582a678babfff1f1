import type { Hono } from 'hono';
import { z } from 'zod';
import { CreatePackageOrder, DesignPackageList, PackageOrderPage, PackageOrderQuery } from '../../src/wire/design-packages.ts';
import { CreateDesignOrder, DesignOrder, DesignOrderPage, DesignOrderQuery, MyDesignPage, ReviseDesignOrder } from '../../src/wire/design-requests.ts';
import { OrderDetail } from '../../src/wire/orders.ts';
import { PageQuery } from '../../src/wire/common.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { error, json, resource } from '../core/route.ts';
import { findOrderDetail } from '../orders/detail.ts';
import { customerScope } from '../users/customers.ts';
import { confirmDesignOrder, createDesignOrder, findDesignOrder, listDesignOrders, reviseDesignOrder } from './design-order-store.ts';
import { listMyDesign } from './my-design-store.ts';
import { createPackageOrder, listPackageOrders, listPackages } from './package-order-store.ts';

const tags = ['设计服务'];
const RequestNoParam = z.object({ requestNo: z.string().describe('设计需求编号，如 SJ20261121-0001') });
const requestNotFound = error('设计需求不存在（或属于其他客户）');

/** GET /shop-design-package: the packages on sale, for everyone (the marketing pages link here logged out). */
export function designPackageRoutes(deps: AppDeps): Hono<AppEnv> {
  const { routes, route } = resource(deps, { tags });
  route({
    method: 'get',
    path: '/',
    summary: '在售的设计套餐（无需登录，价格从低到高）',
    description: '套餐数据与营销页面同源（src/content/design-service/packages.ts）。',
    responses: { 200: json('设计套餐', DesignPackageList) },
  }, (c) => {
    const body: DesignPackageList = { records: listPackages(deps.db) };
    return c.json(body);
  });
  return routes;
}

/**
 * /shop-design-package-order: buy a package (then pay it through /shop-payment) and list those
 * bought, or the page holding one of them (`?orderNo=`).
 */
export function packageOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const { routes, route } = resource(deps, { tags, customer: true });

  route({
    method: 'post',
    path: '/',
    summary: '购买设计套餐：创建待付款的套餐订单（订单号 TC…）',
    description:
      '返回 kind 为 package 的订单详情（一行：套餐名称，规格为套餐简介；无运费、无优惠券），随后通过 /api/shop-payment/{orderNo}/balance 或 /online 付款，付款后订单为已完成（套餐生效）；待付款时可在订单中心取消。' +
      '同一 idempotencyKey 再次提交返回 200 与同一订单。需要客户资料中有手机号（设计师据此联系客户）。',
    json: CreatePackageOrder,
    responses: {
      201: json('新的套餐订单', OrderDetail),
      200: json('该 idempotencyKey 已创建的套餐订单', OrderDetail),
      404: error('设计套餐不存在或已下架'),
      409: error('该提交编号已用于另一个订单；或 请先在个人资料中填写手机号'),
    },
  }, (c, { json: body }) => {
    const customerId = c.get('customerId');
    const creation = createPackageOrder(db, customerScope(db, customerId), body, deps.now().getTime());
    return c.json(findOrderDetail(db, customerId, creation.orderNo), creation.kind === 'created' ? 201 : 200);
  });

  route({
    method: 'get',
    path: '/',
    summary: '本人的套餐订单（分页，新的在前），含已用与剩余的设计需求次数',
    description:
      'requestsUsed 为用该套餐提交的设计需求数；requestsRemaining 仅在已付款（已完成）时大于 0。' +
      '带 orderNo 时返回该套餐订单所在的那一页（忽略 page），供指向某个订单的链接使用；本人没有该套餐订单时返回 page 指定的页。响应中的 page 为实际返回的页码。',
    query: PackageOrderQuery,
    responses: { 200: json('一页套餐订单', PackageOrderPage) },
  }, (c, { query }) => c.json(listPackageOrders(db, c.get('customerId'), query)));

  return routes;
}

/**
 * /shop-design-order: design requests. `/mine` comes before `/{requestNo}` so that it is never
 * read as a request number.
 */
export function designOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const { routes, route } = resource(deps, { tags, customer: true });

  route({
    method: 'post',
    path: '/',
    summary: '用已付款的套餐提交设计需求（编号 SJ…，状态待接单）',
    description:
      '参考文件先通过 /api/shop-file 上传（带 draftId），再按编号传入（0–20 个，须为本店铺的文件，重复的只计一次）。同一 idempotencyKey 再次提交返回 200 与同一设计需求；任何拒绝都不创建任何数据。',
    json: CreateDesignOrder,
    responses: {
      201: json('新的设计需求', DesignOrder),
      200: json('该 idempotencyKey 已创建的设计需求', DesignOrder),
      404: error('设计套餐订单不存在；或 参考文件不存在（编号 n）'),
      409: error('设计套餐尚未付款，付款后才能提交设计需求；设计套餐订单已取消，不能提交设计需求；该设计套餐的设计需求次数已用完'),
    },
  }, (c, { json: body }) => {
    const customerId = c.get('customerId');
    const creation = createDesignOrder(db, customerScope(db, customerId), body, deps.now().getTime());
    return c.json(findDesignOrder(db, customerId, creation.ref), creation.kind === 'created' ? 201 : 200);
  });

  route({
    method: 'get',
    path: '/',
    summary: '本人的设计需求（分页，新的在前，可按状态筛选）',
    query: DesignOrderQuery,
    responses: { 200: json('一页设计需求', DesignOrderPage) },
  }, (c, { query }) => c.json(listDesignOrders(db, c.get('customerId'), query)));

  route({
    method: 'get',
    path: '/mine',
    summary: '我的设计订单：套餐订单与设计需求合在一起（分页，新的在前）',
    query: PageQuery,
    responses: { 200: json('一页设计订单', MyDesignPage) },
  }, (c, { query }) => c.json(listMyDesign(db, c.get('customerId'), query)));

  route({
    method: 'get',
    path: '/:requestNo',
    summary: '本人的一个设计需求（含参考文件、各版交付与时间线）',
    description: '交付文件与参考文件都可通过 /api/shop-file/{id}/content 下载。',
    params: RequestNoParam,
    responses: { 200: json('设计需求', DesignOrder), 404: requestNotFound },
  }, (c, { params }) => c.json(findDesignOrder(db, c.get('customerId'), params.requestNo)));

  route({
    method: 'post',
    path: '/:requestNo/confirm',
    summary: '确认设计稿（待确认 → 已完成）',
    params: RequestNoParam,
    responses: {
      200: json('已完成的设计需求', DesignOrder),
      404: requestNotFound,
      409: error('设计需求已完成，请勿重复确认；设计稿尚未交付，暂不能确认；设计师尚未接单，暂不能确认'),
    },
  }, (c, { params }) => c.json(confirmDesignOrder(db, c.get('customerId'), params.requestNo, deps.now().getTime())));

  route({
    method: 'post',
    path: '/:requestNo/revise',
    summary: '申请修改（待确认 → 设计中，使用一次修改机会）',
    description: '修改意见记入时间线。修改次数用完、或不在待确认状态时返回 409 与原因。',
    params: RequestNoParam,
    json: ReviseDesignOrder,
    responses: {
      200: json('修改中的设计需求', DesignOrder),
      404: requestNotFound,
      409: error('修改次数已用完（共 n 次），不能再申请修改；设计需求已完成，不能再申请修改；设计师正在设计中，交付后才能申请修改'),
    },
  }, (c, { params, json: { note } }) => c.json(reviseDesignOrder(db, c.get('customerId'), params.requestNo, note, deps.now().getTime())));

  return routes;
}
