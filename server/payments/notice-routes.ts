import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { logger as log } from '../core/log.ts';
import { error, resource } from '../core/route.ts';
import { HttpError } from '../core/errors.ts';
import { applyPaidNotice, recordUnusedNotice, runRefunds } from './online-store.ts';
import type { ProviderId } from './providers/provider.ts';

const tags = ['支付回调'];
/** A callback is small; anything larger is not one (and is not read further). */
const maxNoticeBytes = 64 * 1024;

/**
 * The providers' callbacks (支付结果通知): POST /api/payment-notify/wechat and /alipay. Verified as
 * each provider specifies (provider.verifyNotice), then applied once (online-store.ts). A callback
 * that fails verification, or names another merchant, attempt or amount, changes nothing and is
 * answered as the provider expects for a refusal; every one is kept in payment_notices.
 */
export function paymentNoticeRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags });

  route({
    method: 'post',
    path: '/:provider',
    summary: '支付渠道的支付结果通知（微信支付 APIv3、支付宝异步通知）',
    description:
      '微信支付：以平台证书（或微信支付公钥）验证 Wechatpay-Signature，再以 APIv3 密钥（AES-256-GCM）解密 resource；接受答 204，拒绝答 400 {"code":"FAIL"}。' +
      '支付宝：RSA2 验签（application/x-www-form-urlencoded）；接受答 success，拒绝答 fail。验签后核对商户号 / 应用、支付单与金额（分），同一笔付款只入账一次。',
    params: z.object({ provider: z.enum(['wechat', 'alipay']).describe('支付渠道') }),
    responses: {
      200: { description: '支付宝：success / fail', content: { 'text/plain': { schema: { type: 'string' } } } },
      204: { description: '微信支付：已接受' },
      400: { description: '微信支付：拒绝（验签失败或与支付单不符）', content: { 'application/json': { schema: { type: 'object' } } } },
      404: error('本店未开通该支付渠道'),
    },
  }, async (c, { params }) => {
    const id: ProviderId = params.provider;
    const provider = deps.online.providers.get(id);
    if (provider === undefined) throw new HttpError(404, '本店未开通该支付渠道');
    const answer = (accepted: boolean) => {
      const reply = provider.noticeAnswer(accepted);
      if (reply.status === 204 || reply.body === '') return new Response(null, { status: reply.status });
      return new Response(reply.body, { status: reply.status, headers: { 'Content-Type': reply.contentType } });
    };
    const body = await c.req.text();
    if (Buffer.byteLength(body) > maxNoticeBytes) {
      recordUnusedNotice(db, id, 'rejected', 'too large', now().getTime());
      return answer(false);
    }
    const verified = await provider.verifyNotice({ headers: c.req.raw.headers, body });
    if (verified.outcome === 'rejected') {
      log.warn({ provider: id, reason: verified.reason }, 'a payment notice failed verification');
      recordUnusedNotice(db, id, 'rejected', verified.reason, now().getTime());
      return answer(false);
    }
    if (verified.outcome === 'ignored') {
      recordUnusedNotice(db, id, 'ignored', '', now().getTime());
      return answer(true);
    }
    const outcome = applyPaidNotice(deps, id, verified.notice, 'notice');
    if (outcome === 'late') void runRefunds(deps).catch((error: unknown) => log.warn({ err: error }, 'sending a refund failed; the sweep retries'));
    return answer(outcome !== 'mismatch');
  });

  return routes;
}
