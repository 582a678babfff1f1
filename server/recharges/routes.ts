import type { Hono } from 'hono';
import { z } from 'zod';
import { OnlinePayment, OnlinePaymentRequest, PaymentMethods } from '../../src/wire/payments.ts';
import { clientAddress } from '../core/client-address.ts';
import { intOf } from '../core/rows.ts';
import { checkOnReturn, openProviderRecharge } from '../payments/online-store.ts';
import { onlineMethodsOf } from '../payments/providers/provider.ts';
import { CreateRecharge, Recharge, RechargePage } from '../../src/wire/recharges.ts';
import { PageQuery } from '../../src/wire/common.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { RECHARGE_MAX, RECHARGE_MIN, RECHARGE_PRESETS } from '../../src/lib/forms/recharge-rules.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { answerComponent, requestComponent } from '../core/openapi-components.ts';
import { error, json, resource } from '../core/route.ts';
import { createRecharge, findRecharge, listRecharges, openRechargePayment, rechargeMessages } from './store.ts';

answerComponent('Recharge', Recharge);
answerComponent('RechargePage', RechargePage);
requestComponent('CreateRecharge', CreateRecharge);

const RechargeNoParam = z.object({ rechargeNo: z.string().describe('充值单号，如 CZ20261121-0001') });

const notFound = error('充值单不存在（或属于其他客户）');
const notConfigured = error('在线支付未开通，暂不能充值（模拟功能已关闭）');
const limits = `金额为整数分，${formatFen(RECHARGE_MIN)} 至 ${formatFen(RECHARGE_MAX)}；页面预设 ${RECHARGE_PRESETS.map(formatFen).join('、')}，也可输入其他金额。`;

/** /shop-recharge: balance top-ups paid through the simulated gateway. */
export function rechargeRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags: ['余额充值'], customer: true });
  // Top-ups are paid online only: through WeChat Pay or Alipay, or the simulated gateway of a demo.
  const requireSomeWay = () => {
    if (!deps.simulations && deps.online.providers.size === 0) throw new HttpError(501, rechargeMessages.notConfigured);
  };
  const requireGateway = () => {
    if (!deps.simulations) throw new HttpError(501, rechargeMessages.notConfigured);
  };

  route({
    method: 'post',
    path: '/',
    summary: '创建充值单（待支付）',
    description: `${limits}同一 idempotencyKey 再次提交返回第一次创建的充值单（200），不会重复创建。创建后用 POST /{rechargeNo}/provider（微信支付、支付宝）或 /{rechargeNo}/online（模拟网关）去支付。`,
    before: requireSomeWay,
    json: CreateRecharge,
    responses: {
      201: json('新的充值单', Recharge),
      200: json('该 idempotencyKey 已创建的充值单', Recharge),
      400: error(`充值金额须在 ${formatFen(RECHARGE_MIN)} 至 ${formatFen(RECHARGE_MAX)} 之间；充值金额须精确到分`),
      501: notConfigured,
    },
  }, (c, { json: body }) => {
    const customerId = c.get('customerId');
    const { kind, ref } = createRecharge(db, customerId, body, now().getTime());
    return c.json(findRecharge(db, customerId, ref), kind === 'created' ? 201 : 200);
  });

  route({
    method: 'get',
    path: '/',
    summary: '本人的充值单（分页，新的在前）',
    query: PageQuery,
    responses: { 200: json('一页充值单', RechargePage), 400: error('分页参数无效') },
  }, (c, { query }) => c.json(listRecharges(db, c.get('customerId'), query)));

  // Before /:rechargeNo, which would take 'methods' for a number.
  route({
    method: 'get',
    path: '/methods',
    summary: '充值可用的支付方式',
    description: '在线支付渠道（配置了商户参数才有）与模拟网关（仅演示与测试）；充值不能用余额或对公转账。',
    responses: { 200: json('可用的支付方式', PaymentMethods) },
  }, (c) => c.json({ balance: false, simulated: deps.simulations, online: onlineMethodsOf(deps.online), bankTransfer: false }));

  route({
    method: 'get',
    path: '/:rechargeNo',
    summary: '一个充值单及其支付结果（支付结果页使用，只依据服务器数据）',
    description: 'status 为待支付或已支付；tradeNo 为入账那次支付的网关交易号（也写在对应「充值」余额流水的备注中）；lastAttempt 为最近一次网关支付的结果。',
    params: RechargeNoParam,
    responses: { 200: json('充值单', Recharge), 404: notFound },
  }, async (c, { params }) => {
    const recharge = findRecharge(db, c.get('customerId'), params.rechargeNo);
    if (recharge.status !== '待支付') return c.json(recharge);
    // A callback that never came: ask the provider once on the way (as the order's result page does).
    const row = db.prepare('SELECT id FROM recharges WHERE recharge_no = ?').get(params.rechargeNo);
    if (row !== undefined) await checkOnReturn(deps, { rechargeId: intOf(row, 'id') });
    return c.json(findRecharge(db, c.get('customerId'), params.rechargeNo));
  });

  route({
    method: 'post',
    path: '/:rechargeNo/provider',
    summary: '用微信支付或支付宝支付充值单',
    description:
      '与订单的在线支付相同：答复二维码（微信 Native）或本站跳转地址 /api/shop-payment/go/{paymentId}（微信 H5、支付宝），回调验签后只入账一次（余额增加、写入一条「充值」余额流水，备注含渠道与交易号）。已由另一次支付入账的充值单再收到的款项自动原路退回。',
    params: RechargeNoParam,
    json: OnlinePaymentRequest,
    responses: {
      201: json('支付单：二维码或跳转地址', OnlinePayment),
      404: notFound,
      409: error('本店未开通微信支付 / 支付宝；或 充值单已支付，无需重复支付'),
      429: error('发起支付过于频繁，请稍后再试'),
      502: error('支付渠道暂时无法下单，未扣款'),
    },
  }, async (c, { params, json: body }) =>
    c.json(
      await openProviderRecharge(deps, { customerId: c.get('customerId'), rechargeNo: params.rechargeNo, provider: body.provider, channel: body.channel, clientIp: clientAddress(c, deps.trustProxy) || '127.0.0.1' }),
      201,
    ),
  );


  route({
    method: 'post',
    path: '/:rechargeNo/online',
    summary: '支付充值单（模拟支付网关）',
    description:
      'payUrl 为本站路径 /api/mock-pay/{paymentId}，与订单的在线支付是同一个网关；确认、失败或取消后都会 303 回到 /order/paymentResult/index?rechargeNo=…。' +
      '确认支付时在一个事务中：余额增加、写入一条「充值」余额流水（备注含充值单号与交易号）、充值单改为已支付；同一充值单无论支付几次只入账一次，失败或取消不改变任何数据。',
    before: requireGateway,
    params: RechargeNoParam,
    responses: { 201: json('支付单与网关地址', OnlinePayment), 404: notFound, 409: error('充值单已支付，无需重复支付'), 501: notConfigured },
  }, (c, { params }) => c.json(openRechargePayment(db, c.get('customerId'), params.rechargeNo, now().getTime()), 201));

  return routes;
}
