import type { OrderKind, OrderSummary } from '../api/order-schema.ts';
import { t } from '../i18n/t-orders.ts';
import { formatFen } from './money.ts';

/** The kinds the order center (/ordercenter/*) lists; package orders have their own page. */
export type CenterKind = Exclude<OrderKind, 'package'>;

/** The page that lists each kind of order (and opens one by `?orderNo=`). */
export const ORDER_CENTER_PATHS: Readonly<Record<OrderKind, string>> = {
  customized: '/ordercenter/customizeorder',
  consumable: '/ordercenter/consumableorder',
  package: '/mydesign/ordercenter/packageorder',
};

export const PAYMENT_RESULT_PATH = '/order/paymentResult/index';

/** Where an order's detail opens: its order center with `?orderNo=`, and `&pay=1` to open payment too. */
export function orderDetailUrl(kind: OrderKind, orderNo: string, pay = false): string {
  const query = new URLSearchParams({ orderNo });
  if (pay) query.set('pay', '1');
  return `${ORDER_CENTER_PATHS[kind]}?${query.toString()}`;
}

/** The payment result page of an order. */
export const paymentResultUrl = (orderNo: string): string => `${PAYMENT_RESULT_PATH}?${new URLSearchParams({ orderNo }).toString()}`;

const GATEWAY_PREFIX = '/api/mock-pay/';

/**
 * The gateway address to send the browser to, or null when the answer is not a same-site
 * path under /api/mock-pay/: a payment answer must never redirect the customer off the site
 * (an absolute or protocol-relative URL, or a path that escapes the prefix once normalised).
 */
export function safeGatewayUrl(payUrl: string, origin: string): string | null {
  if (!payUrl.startsWith(GATEWAY_PREFIX) || payUrl.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(payUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(GATEWAY_PREFIX) || url.pathname.length === GATEWAY_PREFIX.length) return null;
  return `${url.pathname}${url.search}`;
}

/** What an order costs, or 价格待定 while it waits for its quote (its payable is still 0 then). */
export const payableText = (order: Pick<OrderSummary, 'status' | 'payable'>): string => (order.status === '待报价' ? t('orders.priceOpen') : formatFen(order.payable));
