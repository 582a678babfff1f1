import { reportApiError } from '../../core/shell/error-bus.ts';
import { ApiError } from '../../core/errors.ts';
import { api } from '../../core/http.ts';
import { has } from '../../core/shapes.ts';
import type { OrderDetail } from '../../wire/orders.ts';
import type { OnlinePayment, OnlinePaymentRequest, PaymentChannel, PaymentMethods, PaymentProviderId, PaymentStatus } from '../../wire/payments.ts';

const paymentPath = (orderNo: string) => `/api/shop-payment/${encodeURIComponent(orderNo)}`;

/**
 * Runs a payment call whose 409 (余额不足, 订单已支付, not payable) the panel shows inline next to
 * the button: only other failures go to the notifier, so the message is never shown twice.
 */
async function withInlineConflict<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && error.status !== 409) reportApiError(error);
    throw error;
  }
}

/** POST /api/shop-payment/{orderNo}/balance: pays from the balance; answers the paid order. */
export const payWithBalance = (orderNo: string) =>
  withInlineConflict(api<OrderDetail>(`${paymentPath(orderNo)}/balance`, { method: 'POST', quiet: true, expect: has({ orderNo: 'string', status: 'string' }) }));

/** POST /api/shop-payment/{orderNo}/online: opens a payment at the (simulated) gateway. */
export const payOnline = (orderNo: string) => withInlineConflict(api<OnlinePayment>(`${paymentPath(orderNo)}/online`, { method: 'POST', quiet: true, expect: has({ payUrl: 'string' }) }));

/** POST /api/shop-payment/{orderNo}/provider: opens a WeChat Pay or Alipay payment (a QR code, or a hop to the provider). */
export const payWithProvider = (orderNo: string, request: OnlinePaymentRequest) =>
  withInlineConflict(
    api<OnlinePayment>(`${paymentPath(orderNo)}/provider`, { method: 'POST', body: { ...request }, quiet: true, expect: has({ paymentId: 'string', payUrl: 'string' }) }),
  );

/**
 * GET /api/shop-payment/{orderNo}/methods: the ways this shop offers to pay the order. null when
 * the backend does not offer the call (an operator's backend with the seed's calls only): the
 * panel then offers what the seed knows, the balance and one online payment.
 */
export async function fetchPaymentMethods(orderNo: string, signal?: AbortSignal): Promise<PaymentMethods | null> {
  let methods: PaymentMethods | null = null;
  try {
    methods = await api<PaymentMethods>(`${paymentPath(orderNo)}/methods`, {
      quiet: true,
      ...(signal ? { signal } : {}),
      expect: has({ balance: 'boolean', simulated: 'boolean', bankTransfer: 'boolean' }),
    });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'aborted') throw error;
  }
  knownMethods.set(orderNo, methods);
  return methods;
}

/** The methods of orders read on this page so far: a panel shown after them draws them at once (no shift). */
const knownMethods = new Map<string, PaymentMethods | null>();
export const knownPaymentMethods = (orderNo: string): PaymentMethods | null | undefined => knownMethods.get(orderNo);

/**
 * GET /api/shop-payment/{orderNo}: whether the order is paid and how its last online attempt
 * went. A 404 (no such order of this customer) is the result page's own not-found state.
 */
export async function fetchPaymentStatus(orderNo: string, signal?: AbortSignal): Promise<PaymentStatus> {
  try {
    return await api<PaymentStatus>(paymentPath(orderNo), {
      quiet: true,
      ...(signal ? { signal } : {}),
      expect: has({ orderNo: 'string', kind: 'string', status: 'string', payable: 'number', paid: 'boolean' }),
    });
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && error.status !== 404) reportApiError(error);
    throw error;
  }
}

/**
 * How this browser pays at a provider: a phone's browser through WeChat H5 / Alipay 手机网站支付,
 * a desktop by scanning WeChat's QR code (Native) / at Alipay's cashier page; null when the
 * provider offers neither way this browser could use.
 */
export function channelFor(provider: PaymentProviderId, offered: readonly PaymentChannel[]): PaymentChannel | null {
  const phone = typeof navigator !== 'undefined' && /Mobi|Android|iPhone|iPad|HarmonyOS/i.test(navigator.userAgent);
  const preferred: PaymentChannel[] = provider === 'wechat' ? (phone ? ['h5', 'native'] : ['native', 'h5']) : phone ? ['wap', 'page'] : ['page', 'wap'];
  return preferred.find((channel) => offered.includes(channel)) ?? null;
}
