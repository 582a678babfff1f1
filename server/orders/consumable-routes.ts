import type { Hono } from 'hono';
import { z } from 'zod';
import { ConsumablePriceChanged, CreateConsumableOrder, OutOfStock } from '../../src/wire/consumable-orders.ts';
import { OrderDetail } from '../../src/wire/orders.ts';
import { ErrorBody } from '../../src/wire/common.ts';
import { PAYMENT_HOLD_MS } from '../../src/lib/orders/order-deadlines.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { error, json, resource } from '../core/route.ts';
import { customerScope } from '../users/customers.ts';
import { createConsumableOrder } from './consumable-store.ts';
import { holdRulesText } from './hold-limits.ts';
import { findOrderDetail } from './detail.ts';

/** POST /shop-order/consumable: creates a consumable order in 待付款 and reserves its stock. */
export function consumableOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  const { routes, route } = resource(deps, { tags: ['耗材订单'], customer: true });
  route({
    method: 'post',
    path: '/consumable',
    summary: '提交耗材订单（待付款，预留库存）',
    description:
      '在一个事务中：同一 idempotencyKey 再次提交返回 200 与同一订单；重新计价，与 expectedPayable 不同返回 409 ConsumablePriceChanged；任一行数量超过库存返回 409 OutOfStock；' +
      `超出以下保留限制返回 409（{ message }，一句中文说明限制）：${holdRulesText}。409 时不创建订单、不占用库存和优惠券。成功时扣减库存、核销优惠券，订单号形如 HC20261121-0001；` +
      `订单为客户保留库存与优惠券 ${PAYMENT_HOLD_MS.consumable / 60_000} 分钟（payBy），届时仍未支付由服务器自动取消并退回。`,
    json: CreateConsumableOrder,
    responses: {
      201: json('已创建的订单', OrderDetail),
      200: json('同一 idempotencyKey 已创建的订单', OrderDetail),
      400: error('参数无效、同一耗材重复、优惠券不可用、不在适用范围或未达门槛'),
      404: error('耗材 #id 不存在 或 「名称」已下架'),
      409: json(
        '价格已变化（ConsumablePriceChanged）、库存不足（OutOfStock），或超出保留限制（未付款订单数、取消后的等待时间、库存的一半、紧缺耗材的最后几件）、该 idempotencyKey 已用于其他类型的订单（{ message }）',
        z.union([ConsumablePriceChanged, OutOfStock, ErrorBody]),
      ),
    },
  }, (c, { json: body }) => {
    const customerId = c.get('customerId');
    const creation = createConsumableOrder(deps, customerScope(deps.db, customerId), body);
    if (creation.kind === 'refused') return c.json(creation.refusal, 409);
    return c.json(findOrderDetail(deps.db, customerId, creation.ref), creation.kind === 'created' ? 201 : 200);
  });
  return routes;
}
