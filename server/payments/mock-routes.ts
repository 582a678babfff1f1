import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { renderPayErrorPage, renderPayPage, resultPath } from './mock-page.ts';
import { findAttempt, paymentMessages, settleAttempt } from './store.ts';
import { malformedForm, readForm, validate } from '../core/validation.ts';

/** The gateway's form: which of its three buttons the customer pressed. */
export const MockPayForm = z.object({ outcome: z.enum(['pay', 'fail', 'cancel'], '未知的支付操作') });

const PaymentId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

function page(c: Context, status: 200 | 400 | 404, body: string): Response {
  c.header('Cache-Control', 'no-store');
  c.header(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
  return c.html(body, status);
}

/**
 * The simulated online payment gateway: GET shows the attempt, POST settles it and sends the
 * browser (303, so a reload does not post again) to the result page of the order. The random
 * attempt id is the only key, as with a real gateway's cashier URL.
 */
export function mockPayRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/:paymentId', (c) => {
    const id = c.req.param('paymentId');
    const attempt = validate(PaymentId, id).ok ? findAttempt(db, id) : null;
    if (attempt === null) return page(c, 404, renderPayErrorPage(paymentMessages.attemptNotFound));
    return page(c, 200, renderPayPage(attempt));
  });

  routes.post('/:paymentId', async (c) => {
    const id = c.req.param('paymentId');
    const body = await readForm(c);
    const form = body === null ? { ok: false as const, message: malformedForm } : validate(MockPayForm, body);
    if (!form.ok) return page(c, 400, renderPayErrorPage(form.message));
    const orderNo = validate(PaymentId, id).ok ? settleAttempt(db, id, form.data.outcome, now().getTime()) : null;
    if (orderNo === null) return page(c, 404, renderPayErrorPage(paymentMessages.attemptNotFound));
    return c.redirect(resultPath(orderNo), 303);
  });

  return routes;
}
