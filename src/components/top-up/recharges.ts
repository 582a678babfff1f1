import type { OnlinePayment, OnlinePaymentRequest, PaymentMethods } from '../../wire/payments.ts';
import type { Recharge, RechargePage } from '../../wire/recharges.ts';
import { reportApiError } from '../../core/shell/error-bus.ts';
import { ApiError } from '../../core/errors.ts';
import { api } from '../../core/http.ts';
import { has, isPageOf } from '../../core/shapes.ts';

/*
 * Balance top-ups (余额充值), our API's extension: a backend without /api/shop-recharge
 * (404/501) does not offer them, and the pages leave the button out.
 */

const isRecharge = has({ rechargeNo: 'string', amount: 'number', status: 'string' });
const rechargePath = (rechargeNo: string) => `/api/shop-recharge/${encodeURIComponent(rechargeNo)}`;

/**
 * GET /api/shop-recharge (one row): whether the backend offers top-ups at all. Quiet: a backend
 * that does not, or cannot be reached, simply shows no top-up.
 */
export const fetchRechargeOffer = (signal?: AbortSignal) =>
  api<RechargePage>('/api/shop-recharge', { query: { page: 1, size: 1 }, feature: true, quiet: true, ...(signal ? { signal } : {}), expect: isPageOf({ rechargeNo: 'string' }) });

/**
 * The dialog shows the server's refusals (400 limits, 501 not offered) next to its button; only
 * other failures go to the notifier, so a message is never shown twice.
 */
async function inline<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && (error.status === null || error.status >= 500) && error.status !== 501) reportApiError(error);
    throw error;
  }
}

/** POST /api/shop-recharge: a 待支付 top-up; the same key again answers the same top-up. */
export const createRecharge = (amount: number, idempotencyKey: string) =>
  inline(api<Recharge>('/api/shop-recharge', { method: 'POST', body: { amount, idempotencyKey }, quiet: true, expect: isRecharge }));

/** POST /api/shop-recharge/{rechargeNo}/online: a payment of the top-up at the gateway orders use. */
export const payRecharge = (rechargeNo: string) =>
  inline(api<OnlinePayment>(`${rechargePath(rechargeNo)}/online`, { method: 'POST', quiet: true, expect: has({ payUrl: 'string' }) }));

/**
 * GET /api/shop-recharge/methods: the ways a top-up can be paid here (WeChat Pay, Alipay, the
 * demo's simulated gateway); null from a backend without the call, which then offers the gateway only.
 */
export async function fetchRechargeMethods(signal?: AbortSignal): Promise<PaymentMethods | null> {
  try {
    return await api<PaymentMethods>('/api/shop-recharge/methods', { quiet: true, ...(signal ? { signal } : {}), expect: has({ simulated: 'boolean', online: 'array' }) });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
    return null;
  }
}

/** POST /api/shop-recharge/{rechargeNo}/provider: a payment of the top-up at WeChat Pay or Alipay (a QR code, or a hop to the provider). */
export const payRechargeWithProvider = (rechargeNo: string, request: OnlinePaymentRequest) =>
  inline(api<OnlinePayment>(`${rechargePath(rechargeNo)}/provider`, { method: 'POST', body: { ...request }, quiet: true, expect: has({ paymentId: 'string', payUrl: 'string' }) }));

/** GET /api/shop-recharge/{rechargeNo}: the top-up and its last payment, for the result page (404: not this customer's). */
export async function fetchRecharge(rechargeNo: string, signal?: AbortSignal): Promise<Recharge> {
  try {
    return await api<Recharge>(rechargePath(rechargeNo), { quiet: true, ...(signal ? { signal } : {}), expect: isRecharge });
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && error.status !== 404) reportApiError(error);
    throw error;
  }
}
