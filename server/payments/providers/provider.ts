/**
 * What the shop needs of an online payment provider (WeChat Pay APIv3, Alipay), whatever its
 * protocol: open a payment for an attempt, verify a callback, ask how a payment stands, refund.
 * Each provider is its own folder (../wechat, ../alipay) and is on only when its merchant
 * settings are given; the provider-neutral rules (one payment per attempt, the amount and the
 * merchant checked against the attempt, late payments refunded) live in ../store.ts and
 * ../online-store.ts, never here.
 */

export type ProviderId = 'wechat' | 'alipay';

/**
 * How the customer pays: WeChat Pay Native (a QR code shown on a desktop) and H5 (a phone's
 * browser goes to WeChat); Alipay 电脑网站支付 (page) and 手机网站支付 (wap), both a redirect.
 */
export type Channel = 'native' | 'h5' | 'page' | 'wap';

export interface OpenRequest {
  /** Our number of the attempt (商户订单号): 6–32 of [A-Za-z0-9_-], unique per attempt. */
  outTradeNo: string;
  /** Integer fen, > 0. */
  amountFen: number;
  /** What the customer sees at the provider, e.g. 「定制订单 ZZ20261206…」 (≤ 127 bytes in UTF-8). */
  description: string;
  channel: Channel;
  /** The customer's address as the shop sees it (WeChat H5 requires it). */
  clientIp: string;
  /** Absolute URL of our callback for this provider. */
  notifyUrl: string;
  /** Absolute URL the browser comes back to (WeChat H5 redirect_url, Alipay return_url). */
  returnUrl: string;
  /** When the payment must no longer be possible, ms since the epoch (the order's payment deadline). */
  expiresAt: number;
}

/** A QR code to show (WeChat Native's code_url), or a provider page to send the browser to. */
export type Opened = { kind: 'qr'; codeUrl: string } | { kind: 'redirect'; url: string };

/** A payment the provider says succeeded, as it says it. The caller checks it against the attempt. */
export interface PaidNotice {
  outTradeNo: string;
  /** The provider's own number of the payment (WeChat transaction_id, Alipay trade_no). */
  providerTradeNo: string;
  /** What the customer paid, in integer fen. */
  amountFen: number;
  /** The merchant the money went to: WeChat mchid (and appid in `appId`), Alipay app_id. */
  accountId: string;
  appId?: string;
  /** ms since the epoch. */
  paidAt: number;
}

/**
 * A verified callback: a payment (`paid`), or something else the provider tells that needs no
 * action (`ignored`, e.g. a refund notice or a closed trade). A callback that fails verification
 * (signature, certificate, decryption, timestamp, malformed) is `rejected` and changes nothing.
 */
export type NoticeResult = { outcome: 'paid'; notice: PaidNotice } | { outcome: 'ignored' } | { outcome: 'rejected'; reason: string };

/** How to answer the provider's callback: each provider specifies its own. */
export interface NoticeAnswer {
  status: number;
  contentType: string;
  body: string;
}

export type QueryResult = { state: 'paid'; notice: PaidNotice } | { state: 'pending' } | { state: 'closed' } | { state: 'not-found' };

export interface RefundRequest {
  outTradeNo: string;
  /** Our number of the refund (商户退款单号), 6–64 of [A-Za-z0-9_-]; the same number never refunds twice at the provider. */
  outRefundNo: string;
  refundFen: number;
  /** What the payment took, in fen. */
  totalFen: number;
  /** Shown to the customer by the provider, e.g. 「订单超时已取消，自动退款」. */
  reason: string;
}

export type RefundResult = { state: 'done'; providerRefundNo: string } | { state: 'processing'; providerRefundNo: string } | { state: 'failed'; message: string };

export interface PaymentProvider {
  id: ProviderId;
  /** The channels this merchant offers. */
  channels: readonly Channel[];
  /** The merchant the shop's money goes to (mchid / app_id): a notice for another is refused. */
  accountId: string;
  /** The WeChat appid the payments are made under (not Alipay). */
  appId?: string;
  /** Origins (scheme://host[:port]) the shop may send a customer's browser to for this provider. */
  gatewayOrigins: readonly string[];
  open(request: OpenRequest): Promise<Opened>;
  /** Verifies a callback as the provider specifies. `body` is the raw request body as received. */
  verifyNotice(request: { headers: Headers; body: string }): Promise<NoticeResult>;
  /** The answer the provider expects for an accepted (true) or a refused (false) callback. */
  noticeAnswer(accepted: boolean): NoticeAnswer;
  query(outTradeNo: string): Promise<QueryResult>;
  /** Closes an unpaid payment at the provider (the order was cancelled); an already closed one is fine. */
  close(outTradeNo: string): Promise<void>;
  refund(request: RefundRequest): Promise<RefundResult>;
  queryRefund(outRefundNo: string, outTradeNo: string): Promise<RefundResult>;
}

/**
 * A provider's call that did not get a usable answer (network, 5xx, a response whose signature
 * does not verify). `message` is for the log and never carries a key.
 */
export class ProviderError extends Error {
  readonly provider: ProviderId;
  constructor(provider: ProviderId, message: string) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
    this.provider = provider;
  }
}

/** The providers this shop has merchant settings for, by id, and where its pages are reached. */
export interface OnlinePayments {
  readonly providers: ReadonlyMap<ProviderId, PaymentProvider>;
  /** The public origin of the site and its API (SHOP_PUBLIC_ORIGIN): callbacks and return pages. */
  readonly origin: string;
}

/** The providers configured and the channels each offers, as the methods calls answer them (orders and top-ups alike). */
export const onlineMethodsOf = (online: OnlinePayments): Array<{ provider: ProviderId; channels: Channel[] }> =>
  [...online.providers.values()].map((provider) => ({ provider: provider.id, channels: [...provider.channels] }));
