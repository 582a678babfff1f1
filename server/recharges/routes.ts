import type { Hono } from 'hono';
import { z } from 'zod';
import { OnlinePayment } from '../../src/wire/payments.ts';
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
  // Top-ups are paid online only; without a gateway there is no way to pay one.
  const requireGateway = () => {
    if (!deps.simulations) throw new HttpError(501, rechargeMessages.notConfigured);
  };

  route({
    method: 'post',
    path: '/',
    summary: '创建充值单（待支付）',
    description: `${limits}同一 idempotencyKey 再次提交返回第一次创建的充值单（200），不会重复创建。创建后用 POST /{rechargeNo}/online 去支付。`,
    before: requireGateway,
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

  route({
    method: 'get',
    path: '/:rechargeNo',
    summary: '一个充值单及其支付结果（支付结果页使用，只依据服务器数据）',
    description: 'status 为待支付或已支付；tradeNo 为入账那次支付的网关交易号（也写在对应「充值」余额流水的备注中）；lastAttempt 为最近一次网关支付的结果。',
    params: RechargeNoParam,
    responses: { 200: json('充值单', Recharge), 404: notFound },
  }, (c, { params }) => c.json(findRecharge(db, c.get('customerId'), params.rechargeNo)));

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
