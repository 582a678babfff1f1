/**
 * Alipay (开放平台 openapi v1, 公钥模式, RSA2) as a PaymentProvider, on the official alipay-sdk:
 * 电脑网站支付 (alipay.trade.page.pay) and 手机网站支付 (alipay.trade.wap.pay) as a signed GET URL
 * the browser is sent to, the trade's query / close / refund / refund query through `exec`, and
 * the asynchronous notice verified with the 支付宝公钥.
 *
 * Two things of the SDK that are easy to get wrong, and why this module does them itself:
 * - `exec` verifies a response's signature only when asked (`validateSign: true`), and a business
 *   error (code ≠ 10000, sub_code ACQ.*) is a normal result, not a throw.
 * - its request `timestamp` is the process's local time, while Alipay reads it as Beijing time;
 *   we pass our own, in Asia/Shanghai.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import {
  ProviderError,
  type Channel,
  type NoticeAnswer,
  type NoticeResult,
  type Opened,
  type OpenRequest,
  type PaidNotice,
  type PaymentProvider,
  type QueryResult,
  type RefundRequest,
  type RefundResult,
} from '../providers/provider.ts';
import type { AlipaySettings } from './settings.ts';

/** Beijing time has no daylight saving: a fixed offset is exact. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai, the form of every time Alipay takes or gives. */
export function shanghaiTime(ms: number): string {
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Alipay's `yyyy-MM-dd HH:mm:ss` (Beijing time) as ms since the epoch, or null when malformed. */
export function parseShanghaiTime(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(ms) ? null : ms;
}

/** Integer fen as Alipay's yuan amount with two decimals, by string arithmetic (12345 → "123.45"). */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`金额须是非负整数分：${fen}`);
  const digits = String(fen).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Alipay's yuan amount ("123.45", "1", "0.5") as integer fen, or null when it is not one. */
export function yuanToFen(yuan: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/**
 * Alipay's subject: ≤ 256 characters and, as its docs say, none of / = & (they break the
 * signature string of some of its own clients).
 */
function subjectOf(description: string): string {
  const clean = description.replace(/[/=&]/g, ' ').trim() || '订单';
  return Array.from(clean).slice(0, 256).join('');
}

const PAID_STATUSES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

type AlipayResult = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** `timeoutMs`: how long one call may take (10 s; tests shorten it). */
export function createAlipay(settings: AlipaySettings, options: { now?: () => Date; timeoutMs?: number } = {}): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const sdk = new AlipaySdk({
    appId: settings.appId,
    // The SDK re-wraps the key's base64 under the header its keyType names: give it PKCS#8 whatever
    // form the caller's PEM has.
    privateKey: createPrivateKey(settings.privateKeyPem).export({ type: 'pkcs8', format: 'pem' }).toString(),
    keyType: 'PKCS8',
    alipayPublicKey: createPublicKey(settings.alipayPublicKeyPem).export({ type: 'spki', format: 'pem' }).toString(),
    gateway: settings.gateway,
    signType: 'RSA2',
    camelcase: false,
    timeout: options.timeoutMs ?? 10_000,
  });
  const fail = (message: string) => new ProviderError('alipay', message);

  /** One openapi call whose answer is signed by Alipay; anything else is a ProviderError. */
  async function call(method: string, bizContent: Record<string, unknown>): Promise<AlipayResult> {
    let result: AlipayResult;
    try {
      result = await sdk.exec(method, { bizContent, timestamp: shanghaiTime(now().getTime()) }, { validateSign: true });
    } catch (error) {
      throw fail(`${method} 没有可用的应答：${describeSdkError(error)}`);
    }
    if (typeof result['code'] !== 'string') throw fail(`${method} 的应答没有 code`);
    return result;
  }

  function unexpected(method: string, result: AlipayResult): ProviderError {
    return fail(`${method} 失败：${text(result['code'])} ${text(result['sub_code'])} ${text(result['sub_msg'] ?? result['msg'])}`.trim());
  }

  function paidNotice(fields: { out_trade_no: string; trade_no: string; total_amount: string; paidAt: number; accountId: string }): PaidNotice | null {
    const amountFen = yuanToFen(fields.total_amount);
    if (amountFen === null || !fields.out_trade_no || !fields.trade_no) return null;
    return { outTradeNo: fields.out_trade_no, providerTradeNo: fields.trade_no, amountFen, accountId: fields.accountId, paidAt: fields.paidAt };
  }

  async function query(outTradeNo: string): Promise<QueryResult> {
    const method = 'alipay.trade.query';
    const result = await call(method, { out_trade_no: outTradeNo });
    if (result['code'] !== '10000') {
      if (result['sub_code'] === 'ACQ.TRADE_NOT_EXIST') return { state: 'not-found' };
      throw unexpected(method, result);
    }
    const status = text(result['trade_status']);
    if (PAID_STATUSES.has(status)) {
      const notice = paidNotice({
        out_trade_no: text(result['out_trade_no']),
        trade_no: text(result['trade_no']),
        total_amount: text(result['total_amount']),
        paidAt: parseShanghaiTime(text(result['send_pay_date'])) ?? now().getTime(),
        accountId: settings.appId,
      });
      if (!notice || notice.outTradeNo !== outTradeNo) throw fail(`${method} 的应答不完整`);
      return { state: 'paid', notice };
    }
    if (status === 'WAIT_BUYER_PAY') return { state: 'pending' };
    if (status === 'TRADE_CLOSED') return { state: 'closed' };
    throw fail(`${method} 的交易状态未知：${status.slice(0, 40)}`);
  }

  async function queryRefund(outRefundNo: string, outTradeNo: string): Promise<RefundResult> {
    const method = 'alipay.trade.fastpay.refund.query';
    const result = await call(method, { out_trade_no: outTradeNo, out_request_no: outRefundNo });
    if (result['code'] !== '10000') {
      if (result['sub_code'] === 'ACQ.TRADE_NOT_EXIST') return { state: 'failed', message: '支付宝没有这笔交易' };
      throw unexpected(method, result);
    }
    // Alipay: a refund found with refund_status REFUND_SUCCESS succeeded; none found means it was
    // not made (and may be asked again with the same out_request_no).
    if (text(result['out_request_no']) === outRefundNo && text(result['refund_status']) === 'REFUND_SUCCESS') {
      return { state: 'done', providerRefundNo: text(result['trade_no']) || outRefundNo };
    }
    return { state: 'failed', message: '支付宝没有这笔成功的退款' };
  }

  return {
    id: 'alipay',
    channels: settings.channels,
    accountId: settings.appId,
    gatewayOrigins: [new URL(settings.gateway).origin],

    async open(request: OpenRequest): Promise<Opened> {
      const channel: Channel = request.channel;
      if ((channel !== 'page' && channel !== 'wap') || !settings.channels.includes(channel)) throw fail(`不支持的支付方式：${channel}`);
      if (!Number.isSafeInteger(request.amountFen) || request.amountFen <= 0) throw fail('支付金额须是正整数分');
      if (request.expiresAt <= now().getTime()) throw fail('支付期限已过，不能再发起支付');
      const bizContent: Record<string, unknown> = {
        out_trade_no: request.outTradeNo,
        total_amount: fenToYuan(request.amountFen),
        subject: subjectOf(request.description),
        product_code: channel === 'page' ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY',
        time_expire: shanghaiTime(request.expiresAt),
      };
      if (channel === 'wap') bizContent['quit_url'] = request.returnUrl;
      try {
        const url = sdk.pageExecute(channel === 'page' ? 'alipay.trade.page.pay' : 'alipay.trade.wap.pay', 'GET', {
          bizContent,
          notifyUrl: request.notifyUrl,
          returnUrl: request.returnUrl,
          timestamp: shanghaiTime(now().getTime()),
        });
        return { kind: 'redirect', url };
      } catch (error) {
        throw fail(`无法生成支付链接：${describeSdkError(error)}`);
      }
    },

    async verifyNotice({ body }): Promise<NoticeResult> {
      const params = new URLSearchParams(body);
      const fields: Record<string, string> = {};
      for (const [key, value] of params) {
        if (key in fields) return { outcome: 'rejected', reason: `通知的参数 ${key.slice(0, 40)} 重复` };
        // Alipay signs only the parameters that have a value (its own SDKs skip empty ones); the
        // Node SDK would include them, so they are left out here.
        if (value !== '') fields[key] = value;
      }
      if (!fields['sign']) return { outcome: 'rejected', reason: '通知没有签名' };
      if (fields['sign_type'] !== 'RSA2') return { outcome: 'rejected', reason: '通知的签名类型不是 RSA2' };
      // checkNotifySignV2: the values as received (URLSearchParams already decoded them once),
      // without sign and sign_type as Alipay's 异步通知验签 specifies (it tries with sign_type too).
      let verified: boolean;
      try {
        verified = sdk.checkNotifySignV2(fields);
      } catch {
        verified = false;
      }
      if (!verified) return { outcome: 'rejected', reason: '通知的签名不对' };
      if (fields['app_id'] !== settings.appId) return { outcome: 'rejected', reason: '通知不是给本应用的' };
      if (!PAID_STATUSES.has(fields['trade_status'] ?? '')) return { outcome: 'ignored' };
      const paidAt = parseShanghaiTime(fields['gmt_payment'] ?? '');
      if (paidAt === null) return { outcome: 'rejected', reason: '通知没有有效的付款时间' };
      const notice = paidNotice({
        out_trade_no: fields['out_trade_no'] ?? '',
        trade_no: fields['trade_no'] ?? '',
        total_amount: fields['total_amount'] ?? '',
        paidAt,
        accountId: fields['app_id'],
      });
      if (!notice) return { outcome: 'rejected', reason: '通知缺少订单号、交易号或金额' };
      return { outcome: 'paid', notice };
    },

    /** Alipay stops sending a notice only on the plain text "success"; anything else is retried. */
    noticeAnswer(accepted: boolean): NoticeAnswer {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
    },

    query,

    async close(outTradeNo: string): Promise<void> {
      const method = 'alipay.trade.close';
      const result = await call(method, { out_trade_no: outTradeNo });
      if (result['code'] === '10000') return;
      // Never opened at Alipay (the customer did not reach the cashier): nothing to close.
      if (result['sub_code'] === 'ACQ.TRADE_NOT_EXIST') return;
      if (result['sub_code'] === 'ACQ.TRADE_STATUS_ERROR') {
        const state = await query(outTradeNo);
        if (state.state === 'closed' || state.state === 'not-found') return;
        throw fail(`${method}：交易已${state.state === 'paid' ? '支付' : '在等待付款'}，不能关闭`);
      }
      throw unexpected(method, result);
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const method = 'alipay.trade.refund';
      if (!Number.isSafeInteger(request.refundFen) || request.refundFen <= 0 || request.refundFen > request.totalFen) {
        return { state: 'failed', message: '退款金额不对' };
      }
      const result = await call(method, {
        out_trade_no: request.outTradeNo,
        refund_amount: fenToYuan(request.refundFen),
        out_request_no: request.outRefundNo,
        refund_reason: Array.from(request.reason).slice(0, 256).join(''),
      });
      if (result['code'] === '10000') {
        // Alipay refunds synchronously. fund_change 'N' answers a repeated out_request_no whose
        // money moved on the first call — the refund query tells which.
        if (result['fund_change'] === 'Y') return { state: 'done', providerRefundNo: text(result['trade_no']) || request.outRefundNo };
        return queryRefund(request.outRefundNo, request.outTradeNo);
      }
      const subCode = text(result['sub_code']);
      if (result['code'] === '40004' && subCode !== 'ACQ.SYSTEM_ERROR') {
        return { state: 'failed', message: `${subCode} ${text(result['sub_msg'])}`.trim() };
      }
      throw unexpected(method, result);
    },

    queryRefund,
  };
}

/**
 * A short reason from the SDK's error, for the log: its signature failures quote the whole
 * response, and none of its messages is needed in full.
 */
function describeSdkError(error: unknown): string {
  if (!(error instanceof Error)) return '未知错误';
  const raw = (error as { responseDataRaw?: unknown }).responseDataRaw;
  if (typeof raw === 'string') {
    try {
      const parsed = JSON.parse(raw) as { error_response?: { code?: unknown; sub_code?: unknown } };
      if (parsed.error_response) return `error_response ${text(parsed.error_response.code)} ${text(parsed.error_response.sub_code)}`.trim();
    } catch {
      // not JSON: fall through
    }
  }
  if (error.message.includes('验签失败')) return '应答的签名不对';
  return error.message.slice(0, 200);
}
