import type { OrderKind } from '../../wire/order-status.ts';
import type { RoutePath } from './routes.ts';

/** The kinds the order center (/ordercenter/*) lists; package orders have their own page. */
export type CenterKind = Exclude<OrderKind, 'package'>;

/** The page that lists each kind of order (and opens one by `?orderNo=`). */
export const ORDER_CENTER_PATHS: Readonly<Record<OrderKind, RoutePath>> = {
  customized: '/ordercenter/customizeorder',
  consumable: '/ordercenter/consumableorder',
  package: '/mydesign/ordercenter/packageorder',
};

export const PAYMENT_RESULT_PATH: RoutePath = '/order/paymentResult/index';

/** Where an order's detail opens: its order center with `?orderNo=`, and `&pay=1` to open payment too. */
export function orderDetailUrl(kind: OrderKind, orderNo: string, pay = false): string {
  const query = new URLSearchParams({ orderNo });
  if (pay) query.set('pay', '1');
  return `${ORDER_CENTER_PATHS[kind]}?${query.toString()}`;
}

const KIND_OF_PREFIX: Readonly<Record<string, OrderKind>> = { DZ: 'customized', HC: 'consumable', TC: 'package' };

/**
 * Where the order an entry names (a ledger line, a growth change) opens, by the kind its number
 * starts with (DZ 定制, HC 耗材, TC 设计套餐); null for a number of another form.
 */
export function orderUrlOfNumber(orderNo: string): string | null {
  const kind = KIND_OF_PREFIX[orderNo.slice(0, 2)];
  return kind === undefined || !/^[A-Z]{2}\d{8}-\d{4,}$/.test(orderNo) ? null : orderDetailUrl(kind, orderNo);
}

/** The payment result page of an order. */
export const paymentResultUrl = (orderNo: string): string => `${PAYMENT_RESULT_PATH}?${new URLSearchParams({ orderNo }).toString()}`;

/** The simulated gateway's pages, and the API's own hop to a real provider's cashier. */
const GATEWAY_PREFIXES = ['/api/mock-pay/', '/api/shop-payment/go/'] as const;

/**
 * The gateway address to send the browser to, or null when the answer is not a same-site
 * path under /api/mock-pay/ or /api/shop-payment/go/ (the reference API forwards from there to
 * the provider it checked): a payment answer must never redirect the customer off the site
 * (an absolute or protocol-relative URL, or a path that escapes the prefix once normalised).
 */
export function safeGatewayUrl(payUrl: string, origin: string): string | null {
  const prefix = GATEWAY_PREFIXES.find((candidate) => payUrl.startsWith(candidate));
  if (prefix === undefined || payUrl.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(payUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(prefix) || url.pathname.length === prefix.length) return null;
  return `${url.pathname}${url.search}`;
}
