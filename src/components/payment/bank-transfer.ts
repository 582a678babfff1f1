import { reportApiError } from '../../core/shell/error-bus.ts';
import { ApiError } from '../../core/errors.ts';
import { api } from '../../core/http.ts';
import { has } from '../../core/shapes.ts';
import { isRecord } from '../../lib/json-guard.ts';
import type { BankTransfer, BankTransferState } from '../../wire/payments.ts';

const transferPath = (orderNo: string) => `/api/shop-payment/${encodeURIComponent(orderNo)}/bank-transfer`;
const isTransfer = has({ reference: 'string', payBy: 'string', account: 'object', payable: 'number' });

/**
 * Runs a call whose refusals (409 本店未开通对公转账, 订单已支付 …; 404) only the component shows,
 * inline. Other failures (offline, 5xx, an ended login) go to the notifier too, which also
 * takes an ended login back to /login; the component still says inline what failed.
 */
async function withInlineRefusal<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && error.status !== 409 && error.status !== 404) reportApiError(error);
    throw error;
  }
}

/** GET …/bank-transfer: whether the order's factory takes transfers, and the transfer already chosen. */
export const fetchBankTransfer = (orderNo: string, signal?: AbortSignal) =>
  withInlineRefusal(
    api<BankTransferState>(transferPath(orderNo), {
      quiet: true,
      expect: (body) => isRecord(body) && typeof body['offered'] === 'boolean' && (body['transfer'] === null || isTransfer(body['transfer'])),
      ...(signal ? { signal } : {}),
    }),
  );

/** POST …/bank-transfer: chooses 对公转账 (the same reference and deadline when asked again). */
export const chooseBankTransfer = (orderNo: string) => withInlineRefusal(api<BankTransfer>(transferPath(orderNo), { method: 'POST', quiet: true, expect: isTransfer }));
