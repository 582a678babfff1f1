import type { Hono } from 'hono';
import { OrderDetail } from '../../src/wire/orders.ts';
import { z } from 'zod';
import { OnlinePayment, OnlinePaymentRequest, PaymentMethods, PaymentStatus } from '../../src/wire/payments.ts';
import { clientAddress } from '../core/client-address.ts';
import { validate } from '../core/validation.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { error, json, resource } from '../core/route.ts';
import { OrderNoParam } from '../orders/schema.ts';
import { orderRefOf } from '../orders/transitions.ts';
import { checkOnReturn, gatewayTarget, openProviderPayment } from './online-store.ts';
import { openOnlinePayment, paymentMethodsOf, paymentStatusOf, payWithBalance } from './store.ts';

export const onlinePaymentNotConfigured = '在线支付未开通，请使用余额支付';

const tags = ['支付'];
const PaymentIdShape = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
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

  // Before /:orderNo/…: a hop, not an order.
  route({
    method: 'get',
    path: '/go/:paymentId',
    summary: '前往支付渠道的收银台（跳转）',
    description:
      '浏览器只跟随本站地址：本跳转把待支付的支付单送往其支付渠道（微信支付 H5、支付宝）的收银台，地址须属于该渠道；已结束或未知的支付单回到订单的支付结果页。支付单号随机，是唯一的凭据（与收银台地址相同）。',
    params: z.object({ paymentId: z.string().describe('支付单编号（随机）') }),
    responses: {
      302: { description: '前往收银台或支付结果页', headers: { Location: { schema: { type: 'string' }, description: '渠道收银台地址，或 /order/paymentResult/index?orderNo=…' } } },
      404: notFound,
    },
    customer: false,
  }, (c, { params }) => {
    const target = validate(PaymentIdShape, params.paymentId).ok ? gatewayTarget(deps, params.paymentId) : null;
    if (target === null) throw new HttpError(404, '支付单不存在或已失效');
    return c.redirect(target.url, 302);
  });

  route({
    method: 'get',
    path: '/:orderNo/methods',
    summary: '本订单可用的支付方式',
    description: '余额、在线支付渠道（微信支付 Native / H5、支付宝电脑网站 / 手机网站，配置了商户参数才有）、模拟网关（仅演示与测试）与对公转账（订单所属工厂设置了收款账户才有）。付款面板据此只显示开通的方式。',
    params: OrderNoParam,
    responses: { 200: json('可用的支付方式', PaymentMethods), 404: notFound },
  }, (c, { params }) => c.json(paymentMethodsOf(deps, c.get('customerId'), params.orderNo)));

  route({
    method: 'post',
    path: '/:orderNo/provider',
    summary: '发起微信支付或支付宝支付',
    description:
      '在支付渠道下单（金额为订单应付金额，支付期限不超过订单的付款期限），答复二维码（微信 Native：页面显示二维码，并查询订单直到已支付）或本站跳转地址 /api/shop-payment/go/{paymentId}（微信 H5、支付宝）。' +
      '渠道的回调经验签后只入账一次；回调丢失时，客户回到支付结果页或定时任务查询渠道。订单已取消后才到账的款项自动原路退回并通知客户。',
    params: OrderNoParam,
    json: OnlinePaymentRequest,
    responses: {
      201: json('支付单：二维码或跳转地址', OnlinePayment),
      404: notFound,
      409: error(`本店未开通微信支付 / 支付宝，请选择其他支付方式；或 ${unpayable}`),
      429: error('发起支付过于频繁，请稍后再试'),
      502: error('支付渠道暂时无法下单，未扣款'),
    },
  }, async (c, { params, json: body }) =>
    c.json(
      await openProviderPayment(deps, { customerId: c.get('customerId'), orderNo: params.orderNo, provider: body.provider, channel: body.channel, clientIp: clientAddress(c, deps.trustProxy) || '127.0.0.1' }),
      201,
    ),
  );

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
    description: '订单仍待付款且有未结束的微信 / 支付宝支付单时，先向支付渠道查询一次（同一支付单每 3 秒至多一次），回调丢失的付款也能及时入账。',
    responses: { 200: json('支付状态', PaymentStatus), 404: notFound },
  }, async (c, { params }) => {
    const order = orderRefOf(db, c.get('customerId'), params.orderNo);
    if (order.status === '待付款') await checkOnReturn(deps, { orderId: order.id });
    return c.json(paymentStatusOf(db, c.get('customerId'), params.orderNo));
  });

  return routes;
}
