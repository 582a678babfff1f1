import type { Hono } from 'hono';
import { z } from 'zod';
import { ConfirmQuoteRequest, DeclineQuoteRequest, QuoteDecision, QuoteQueue, StaffQuoteDetail } from '../../src/wire/staff.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { error, json, resource } from '../core/route.ts';
import { FileIdParam } from '../files/routes.ts';
import { downloadAnswer, fileDownload } from '../files/download.ts';
import { confirmQuote, declineQuote, findQuote, listQuotes, orderFileOf } from './quote-store.ts';

const tags = ['员工：报价'];
const OrderNoParams = z.object({ orderNo: z.string() });

/** /quotes: the factory's 待报价 orders and the engineer's decisions on them (管理员 and 报价工程师). */
export function quoteRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now, uploads } = deps;
  const { routes, route } = resource(deps, { tags, staff: ['engineer'] });

  route({
    method: 'get',
    path: '/quotes',
    summary: '待报价订单（最早到期的在前）',
    description: '本工厂的定制订单（报价单与专业订单）中等待报价的，每单自提交起 1 个工作日内到期。',
    responses: { 200: json('待报价订单', QuoteQueue) },
  }, (c) => c.json(listQuotes(db, c.get('staff').factoryId, now().getTime())));

  route({
    method: 'get',
    path: '/quotes/:orderNo',
    summary: '报价所需的订单详情',
    description: '本工厂的任一定制订单（任何状态）；其他工厂的订单与不存在的一样答 404。',
    params: OrderNoParams,
    responses: { 200: json('订单及每一行', StaffQuoteDetail), 404: error('订单不存在') },
  }, (c, { params: { orderNo } }) => c.json(findQuote(db, c.get('staff').factoryId, orderNo, now().getTime())));

  route({
    method: 'get',
    path: '/quotes/:orderNo/files/:id',
    summary: '下载订单用到的文件（零件模型、2D 图纸、专业订单图纸的任一版本）',
    description: 'Content-Disposition 为 attachment；该订单没有的文件答 404。',
    params: OrderNoParams.extend(FileIdParam.shape),
    responses: { 200: downloadAnswer, 400: error('文件编号无效'), 404: error('订单或文件不存在'), 503: error('文件存储暂不可用'), 507: error('服务器存储空间不足') },
  }, (c, { params: { orderNo, id } }) => {
    const { file, storedName } = orderFileOf(db, c.get('staff').factoryId, orderNo, id);
    return fileDownload(c, uploads, file, storedName);
  });

  route({
    method: 'post',
    path: '/quotes/:orderNo/confirm',
    summary: '确认报价：待报价 → 待付款',
    description:
      '每一行都须给出单价（分，> 0）和交期（1–90 个工作日）。会员优惠、优惠券（确认后的商品金额不再满足门槛时退回给客户）、运费和应付金额按商城的同一规则重新计算；客户须在 24 小时内付款。',
    params: OrderNoParams,
    json: ConfirmQuoteRequest,
    responses: {
      200: json('已确认的订单', QuoteDecision),
      404: error('订单不存在'),
      409: error('该订单已由其他同事报价或已取消'),
    },
  }, (c, { params: { orderNo }, json: body }) => {
    const staff = c.get('staff');
    const at = now().getTime();
    const { couponReturned } = confirmQuote(db, staff, orderNo, body, at);
    const answer: QuoteDecision = { order: findQuote(db, staff.factoryId, orderNo, at), couponReturned };
    return c.json(answer);
  });

  route({
    method: 'post',
    path: '/quotes/:orderNo/decline',
    summary: '不予报价：待报价 → 已取消',
    description: '原因写入订单时间线，优惠券退回给客户。',
    params: OrderNoParams,
    json: DeclineQuoteRequest,
    responses: {
      200: json('已取消的订单', QuoteDecision),
      404: error('订单不存在'),
      409: error('该订单已由其他同事报价或已取消'),
    },
  }, (c, { params: { orderNo }, json: body }) => {
    const staff = c.get('staff');
    const at = now().getTime();
    const { couponReturned } = declineQuote(db, staff, orderNo, body, at);
    const answer: QuoteDecision = { order: findQuote(db, staff.factoryId, orderNo, at), couponReturned };
    return c.json(answer);
  });

  return routes;
}
