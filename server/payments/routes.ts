import type { Hono } from 'hono';
import { OrderDetail } from '../../src/wire/orders.ts';
import { OnlinePayment, PaymentStatus } from '../../src/wire/payments.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { error, json, resource } from '../core/route.ts';
import { OrderNoParam } from '../orders/schema.ts';
import { openOnlinePayment, paymentStatusOf, payWithBalance } from './store.ts';

export const onlinePaymentNotConfigured = '在线支付未开通，请使用余额支付';

const tags = ['支付'];
const notFound = error('订单不存在（或属于其他客户）');
const unpayable = '订单已支付，无需重复付款；订单已取消，不能付款；订单尚未报价，暂不能付款';

/** /shop-payment: pay an order from the balance, open an online payment, read the outcome. */
export function paymentRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const { routes, route } = resource(deps, { tags, customer: true });

  route({
    method: 'post',
    path: '/:orderNo/balance',
    summary: '余额支付待付款订单',
    description:
      '在一个事务中：确认订单为待付款、余额不少于应付金额、扣减余额、写入「支付」余额流水（带订单号），并将订单改为生产中（定制）或待发货（耗材）。' +
      '任何拒绝都不改变任何数据；同一订单无论重复提交多少次只扣款一次。',
    params: OrderNoParam,
    responses: { 200: json('已支付的订单', OrderDetail), 404: notFound, 409: error(`余额不足：当前余额 ¥x.xx，需支付 ¥y.yy；或 ${unpayable}`) },
  }, (c, { params }) => c.json(payWithBalance(db, c.get('customerId'), params.orderNo, deps.now().getTime())));

  route({
    method: 'post',
    path: '/:orderNo/online',
    summary: '发起在线支付（模拟支付网关）',
    description: 'payUrl 为本站路径 /api/mock-pay/{paymentId}。网关页面上确认、失败或取消后都会 303 回到 /order/paymentResult/index?orderNo=…。',
    params: OrderNoParam,
    responses: { 201: json('支付单与网关地址', OnlinePayment), 404: notFound, 409: error(unpayable), 501: error('在线支付未开通（模拟功能已关闭）') },
  }, (c, { params }) => {
    // The simulated gateway is the reference API's only online payment.
    if (!deps.simulations) throw new HttpError(501, onlinePaymentNotConfigured);
    return c.json(openOnlinePayment(db, c.get('customerId'), params.orderNo, deps.now().getTime()), 201);
  });

  route({
    method: 'get',
    path: '/:orderNo',
    summary: '订单的支付结果（支付结果页使用，只依据服务器数据）',
    params: OrderNoParam,
    responses: { 200: json('支付状态', PaymentStatus), 404: notFound },
  }, (c, { params }) => c.json(paymentStatusOf(db, c.get('customerId'), params.orderNo)));

  return routes;
}
