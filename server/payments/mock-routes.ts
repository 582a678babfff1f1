import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { htmlPage, resource } from '../core/route.ts';
import { sendPage } from '../core/simulated-page.ts';
import { validate } from '../core/validation.ts';
import { renderPayErrorPage, renderPayPage, resultPath } from './mock-page.ts';
import { findAttempt, paymentMessages, settleAttempt } from './store.ts';

/** The gateway's form: which of its three buttons the customer pressed. */
export const MockPayForm = z.object({ outcome: z.enum(['pay', 'fail', 'cancel'], '未知的支付操作') });

/** Any id reaches the page, which says an unknown one is not found; only this form can be one. */
const PaymentId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const PaymentIdParam = z.object({ paymentId: z.string().describe('在线支付单编号（随机）') });

const tags = ['模拟支付'];

/**
 * The simulated online payment gateway: GET shows the attempt, POST settles it and sends the
 * browser (303, so a reload does not post again) to the result page of the order. The random
 * attempt id is the only key, as with a real gateway's cashier URL.
 */
export function mockPayRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags });

  route({
    method: 'get',
    path: '/:paymentId',
    summary: '模拟支付网关页面（HTML）',
    description: '显示订单号与金额，以及「确认支付」「模拟支付失败」「取消支付」三个按钮；已结束的支付单只显示结果。',
    params: PaymentIdParam,
    responses: { 200: htmlPage('网关页面'), 404: htmlPage('支付单不存在') },
  }, (c, { params: { paymentId } }) => {
    const attempt = validate(PaymentId, paymentId).ok ? findAttempt(db, paymentId) : null;
    if (attempt === null) return sendPage(c, 404, renderPayErrorPage(paymentMessages.attemptNotFound));
    return sendPage(c, 200, renderPayPage(attempt));
  });

  route({
    method: 'post',
    path: '/:paymentId',
    summary: '网关页面的表单提交：结束支付单',
    description:
      'outcome=pay：订单仍为待付款时改为已支付（不动用余额）；若订单已被支付或已取消，支付单记为失败（「订单已支付，本次未扣款」）且不扣款。' +
      'outcome=fail / cancel：记为失败 / 已取消。已结束的支付单不再改变，只重新跳转。',
    params: PaymentIdParam,
    form: MockPayForm,
    invalid: (c, message) => sendPage(c, 400, renderPayErrorPage(message)),
    responses: {
      303: { description: '回到支付结果页', headers: { Location: { schema: { type: 'string' }, description: '/order/paymentResult/index?orderNo=…' } } },
      400: htmlPage('表单无效'),
      404: htmlPage('支付单不存在'),
    },
  }, (c, { params: { paymentId }, form }) => {
    const orderNo = validate(PaymentId, paymentId).ok ? settleAttempt(db, paymentId, form.outcome, now().getTime()) : null;
    if (orderNo === null) return sendPage(c, 404, renderPayErrorPage(paymentMessages.attemptNotFound));
    return c.redirect(resultPath(orderNo), 303);
  });

  return routes;
}
