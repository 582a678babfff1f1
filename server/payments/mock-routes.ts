import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { htmlPage, resource } from '../core/route.ts';
import { sendPage } from '../core/simulated-page.ts';
import { validate } from '../core/validation.ts';
import { renderPayErrorPage, renderPayPage, resultPath } from './mock-page.ts';
import { findRechargeAttempt, settleRechargeAttempt } from '../recharges/store.ts';
import { findAttempt, paymentMessages, settleAttempt } from './store.ts';

/** The gateway's form: which of its three buttons the customer pressed. */
export const MockPayForm = z.object({ outcome: z.enum(['pay', 'fail', 'cancel'], '未知的支付操作') });

/** Any id reaches the page, which says an unknown one is not found; only this form can be one. */
const PaymentId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const PaymentIdParam = z.object({ paymentId: z.string().describe('在线支付单编号（随机）') });

const tags = ['模拟支付'];

/**
 * The simulated online payment gateway, for orders and balance top-ups alike: GET shows the
 * attempt, POST settles it and sends the browser (303, so a reload does not post again) to the
 * result page of the order or top-up. The random
 * attempt id is the only key, as with a real gateway's cashier URL.
 */
export function mockPayRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags });

  route({
    method: 'get',
    path: '/:paymentId',
    summary: '模拟支付网关页面（HTML）',
    description: '显示订单号（充值时为充值单号）与金额，以及「确认支付」「模拟支付失败」「取消支付」三个按钮；已结束的支付单只显示结果。',
    params: PaymentIdParam,
    responses: { 200: htmlPage('网关页面'), 404: htmlPage('支付单不存在') },
  }, (c, { params: { paymentId } }) => {
    const attempt = validate(PaymentId, paymentId).ok ? (findAttempt(db, paymentId) ?? findRechargeAttempt(db, paymentId)) : null;
    if (attempt === null) return sendPage(c, 404, renderPayErrorPage(paymentMessages.attemptNotFound));
    return sendPage(c, 200, renderPayPage(attempt));
  });

  route({
    method: 'post',
    path: '/:paymentId',
    summary: '网关页面的表单提交：结束支付单',
    description:
      'outcome=pay：订单仍为待付款时改为已支付（不动用余额）；若订单已被支付或已取消，支付单记为失败（「订单已支付，本次未扣款」）且不扣款。' +
      '充值单：outcome=pay 时充值单仍为待支付则入账（余额增加、写入一条「充值」余额流水，备注含交易号），已支付的不再入账（「充值单已支付，本次未扣款」）。' +
      'outcome=fail / cancel：记为失败 / 已取消，不改变订单、充值单或余额。已结束的支付单不再改变，只重新跳转。',
    params: PaymentIdParam,
    form: MockPayForm,
    invalid: (c, message) => sendPage(c, 400, renderPayErrorPage(message)),
    responses: {
      303: { description: '回到支付结果页', headers: { Location: { schema: { type: 'string' }, description: '/order/paymentResult/index?orderNo=…（充值：?rechargeNo=…）' } } },
      400: htmlPage('表单无效'),
      404: htmlPage('支付单不存在'),
    },
  }, (c, { params: { paymentId }, form }) => {
    if (!validate(PaymentId, paymentId).ok) return sendPage(c, 404, renderPayErrorPage(paymentMessages.attemptNotFound));
    const orderNo = settleAttempt(db, paymentId, form.outcome, now().getTime());
    if (orderNo !== null) return c.redirect(resultPath('order', orderNo), 303);
    const rechargeNo = settleRechargeAttempt(db, paymentId, form.outcome, now().getTime());
    if (rechargeNo !== null) return c.redirect(resultPath('recharge', rechargeNo), 303);
    return sendPage(c, 404, renderPayErrorPage(paymentMessages.attemptNotFound));
  });

  return routes;
}
