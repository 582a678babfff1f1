import type { Hono } from 'hono';
import { z } from 'zod';
import { ErrorBody } from '../../src/wire/common.ts';
import { CONFIRMATION_WORKING_DAYS } from '../../src/lib/orders/callout-limits.ts';
import { CreateCustomizedOrder, CustomizedOrder } from '../../src/wire/orders.ts';
import { PriceChanged } from '../../src/wire/quotes.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { error, json, resource } from '../core/route.ts';
import { customerScope } from '../users/customers.ts';
import { createQuotedOrder } from './customized-store.ts';
import { OrderNoParam } from './schema.ts';
import { findCustomizedOrder } from './store.ts';

const tags = ['定制订单'];

/** POST /shop-order/customized (create from a quotation) and GET /shop-order/customized/{orderNo}. */
export function customizedOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  const { routes, route } = resource(deps, { tags, customer: true });

  route({
    method: 'post',
    path: '/customized',
    summary: '按报价创建定制订单',
    description:
      '服务器重新计算价格：与 expectedPayable 不同则返回 409 { message: "价格已更新，请确认新的金额", quote }，不创建任何内容。' +
      `含人工报价文件或带图纸与加工要求（needsConfirmation）的行的订单为「待报价」（工厂在 ${CONFIRMATION_WORKING_DAYS} 个工作日内确认，确认前不能付款、不收取任何费用），否则为「待付款」；各行保存图纸与加工要求；所选优惠券标记为已使用。` +
      '同一客户以相同 idempotencyKey 再次提交（包括并发提交）返回 200 与第一次创建的订单。',
    json: CreateCustomizedOrder,
    responses: {
      201: json('已创建的订单', CustomizedOrder),
      200: json('此前以相同 idempotencyKey 创建的订单', CustomizedOrder),
      400: error('参数无效、同一文件重复、优惠券不可用、不在适用范围或不满足使用条件'),
      404: error('材料不存在或当前工厂不提供；「材料」已下架（工厂在目录中下架，不接受新的报价和订单）；文件不存在；图纸文件不存在'),
      409: json('价格已更新（PriceChanged）；或 idempotencyKey 已用于另一个订单、请先选择常用工厂（ErrorBody）', z.union([PriceChanged, ErrorBody])),
    },
  }, (c, { json: body }) => {
    const customerId = c.get('customerId');
    const creation = createQuotedOrder(deps, customerScope(deps.db, customerId), body);
    if (creation.kind === 'refused') return c.json(creation.refusal, 409);
    return c.json(findCustomizedOrder(deps.db, customerId, creation.ref), creation.kind === 'created' ? 201 : 200);
  });

  route({
    method: 'get',
    path: '/customized/:orderNo',
    summary: '本人的一个定制订单（含明细与时间线）',
    params: OrderNoParam,
    responses: { 200: json('订单', CustomizedOrder), 404: error('订单不存在') },
  }, (c, { params }) => c.json(findCustomizedOrder(deps.db, c.get('customerId'), params.orderNo)));

  return routes;
}
