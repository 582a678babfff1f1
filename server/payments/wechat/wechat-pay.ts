/**
 * WeChat Pay APIv3 (直连商户) as a PaymentProvider: Native (a QR code) and H5 (a redirect to
 * WeChat's cashier), query, close, refund and the payment callback.
 *
 * Written on node:crypto alone. WeChat publishes no official Node SDK; the community ones
 * (wechatpay-node-v3, wechatpay-axios-plugin) bring an HTTP client and their own certificate
 * download, and we would still have to check that they verify every answer. The protocol is
 * small: RSA-SHA256 (PKCS#1 v1.5) signing of our requests, verification of the signature of each
 * answer and callback with the platform certificate or the 微信支付公钥, and AEAD_AES_256_GCM to
 * open a callback's resource — about 200 lines we can read and test against a stand-in.
 */
import { createDecipheriv, randomBytes, sign, verify } from 'node:crypto';
import { ProviderError, type NoticeAnswer, type NoticeResult, type OpenRequest, type Opened, type PaidNotice, type PaymentProvider, type QueryResult, type RefundRequest, type RefundResult } from '../providers/provider.ts';
import type { WechatSettings } from './settings.ts';

/** WeChat's H5 cashier (h5_url points there). */
export const wechatCashierOrigin = 'https://wx.tenpay.com';
/** WeChat's rule: an answer or a callback whose timestamp is further off is refused (replay). */
const maxClockSkewMs = 5 * 60_000;
const requestTimeoutMs = 10_000;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export function createWechatPay(settings: WechatSettings, options: { fetch?: typeof fetch; now?: () => Date } = {}): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const fail = (message: string) => new ProviderError('wechat', message);

  /**
   * Checks Wechatpay-* headers over `body`: the serial must be our platform key's, the timestamp
   * within 5 minutes, the signature good. Answers why not, or null when it verifies.
   */
  function signatureProblem(headers: Headers, body: string): string | null {
    const timestamp = headers.get('wechatpay-timestamp');
    const nonce = headers.get('wechatpay-nonce');
    const signature = headers.get('wechatpay-signature');
    const serial = headers.get('wechatpay-serial');
    if (timestamp === null || nonce === null || signature === null || serial === null) return '缺少微信支付签名头';
    if (serial.toUpperCase() !== settings.platform.serial.toUpperCase()) return `签名序列号 ${serial.slice(0, 64)} 不是所配置的微信支付平台证书或公钥`;
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now().getTime() - Number(timestamp) * 1000) > maxClockSkewMs) return '签名时间戳与当前时间相差超过 5 分钟';
    const good = verify('RSA-SHA256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`, 'utf8'), settings.platform.publicKey, Buffer.from(signature, 'base64'));
    return good ? null : '签名验证失败';
  }

  async function call(method: 'GET' | 'POST', path: string, payload?: object): Promise<Answer> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = sign('RSA-SHA256', Buffer.from(`${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`, 'utf8'), settings.privateKey).toString('base64');
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'User-Agent': 'shop-reference-api',
      'Wechatpay-Serial': settings.platform.serial,
      Authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${settings.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${settings.serial}"`,
    };
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    let raw: string;
    try {
      response = await doFetch(`${settings.baseUrl}${path}`, { method, headers, ...(payload === undefined ? {} : { body }), signal: AbortSignal.timeout(requestTimeoutMs) });
      raw = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw fail(`${method} ${path.split('?')[0] ?? path}: ${timedOut ? '10 秒内没有应答' : '无法连接微信支付'}`);
    }
    const problem = signatureProblem(response.headers, raw);
    if (problem !== null) throw fail(`${method} ${path.split('?')[0] ?? path}: HTTP ${response.status} 的应答不可信（${problem}）`);
    let parsed: unknown = {};
    if (raw !== '') {
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw fail(`${method} ${path.split('?')[0] ?? path}: 应答不是 JSON`);
      }
    }
    return { status: response.status, body: isRecord(parsed) ? parsed : {} };
  }

  const errorOf = (method: string, path: string, answer: Answer) =>
    fail(`${method} ${path.split('?')[0] ?? path}: HTTP ${answer.status} ${text(answer.body['code'])} ${text(answer.body['message'])}`.trim());

  function paidNoticeOf(transaction: Record<string, unknown>): PaidNotice | null {
    const amount = transaction['amount'];
    const total = isRecord(amount) ? amount['total'] : undefined;
    const paidAt = Date.parse(text(transaction['success_time']));
    const fields = [transaction['out_trade_no'], transaction['transaction_id'], transaction['mchid'], transaction['appid']];
    if (!fields.every((field) => typeof field === 'string' && field !== '')) return null;
    if (typeof total !== 'number' || !Number.isSafeInteger(total) || total <= 0 || Number.isNaN(paidAt)) return null;
    return { outTradeNo: text(fields[0]), providerTradeNo: text(fields[1]), amountFen: total, accountId: text(fields[2]), appId: text(fields[3]), paidAt };
  }

  function refundResultOf(method: string, path: string, answer: Answer): RefundResult {
    const refundId = text(answer.body['refund_id']);
    const status = text(answer.body['status']);
    if (status === 'SUCCESS' && refundId !== '') return { state: 'done', providerRefundNo: refundId };
    if (status === 'PROCESSING' && refundId !== '') return { state: 'processing', providerRefundNo: refundId };
    if (status === 'CLOSED' || status === 'ABNORMAL') return { state: 'failed', message: status === 'CLOSED' ? '退款已关闭' : '退款异常（用户的银行卡作废或冻结），需在商户平台处理' };
    throw fail(`${method} ${path}: 退款应答无法识别（status ${status.slice(0, 32)}）`);
  }

  const query = `?mchid=${encodeURIComponent(settings.mchid)}`;
  const tradePath = (outTradeNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;

  return {
    id: 'wechat',
    channels: settings.channels,
    accountId: settings.mchid,
    appId: settings.appid,
    gatewayOrigins: [...new Set([wechatCashierOrigin, ...(settings.customBaseUrl ? [new URL(settings.baseUrl).origin] : [])])],

    async open(request: OpenRequest): Promise<Opened> {
      if (request.channel !== 'native' && request.channel !== 'h5') throw fail(`微信支付没有 ${request.channel} 方式`);
      const path = `/v3/pay/transactions/${request.channel}`;
      const answer = await call('POST', path, {
        appid: settings.appid,
        mchid: settings.mchid,
        description: truncateUtf8(request.description, 127),
        out_trade_no: request.outTradeNo,
        time_expire: rfc3339Beijing(request.expiresAt),
        notify_url: request.notifyUrl,
        amount: { total: request.amountFen, currency: 'CNY' },
        ...(request.channel === 'h5' ? { scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } } } : {}),
      });
      if (answer.status !== 200) throw errorOf('POST', path, answer);
      if (request.channel === 'native') {
        const codeUrl = text(answer.body['code_url']);
        if (codeUrl === '') throw fail(`POST ${path}: 应答没有 code_url`);
        return { kind: 'qr', codeUrl };
      }
      const h5Url = text(answer.body['h5_url']);
      if (!URL.canParse(h5Url)) throw fail(`POST ${path}: 应答没有有效的 h5_url`);
      return { kind: 'redirect', url: `${h5Url}&redirect_url=${encodeURIComponent(request.returnUrl)}` };
    },

    async verifyNotice({ headers, body }): Promise<NoticeResult> {
      const problem = signatureProblem(headers, body);
      if (problem !== null) return { outcome: 'rejected', reason: problem };
      let event: unknown;
      try {
        event = JSON.parse(body);
      } catch {
        return { outcome: 'rejected', reason: '通知内容不是 JSON' };
      }
      if (!isRecord(event) || !isRecord(event['resource'])) return { outcome: 'rejected', reason: '通知缺少 resource' };
      const resource = event['resource'];
      if (resource['algorithm'] !== 'AEAD_AES_256_GCM') return { outcome: 'rejected', reason: '通知的加密算法不是 AEAD_AES_256_GCM' };
      let plain: unknown;
      try {
        const sealed = Buffer.from(text(resource['ciphertext']), 'base64');
        if (sealed.length <= 16) throw new Error('short');
        const decipher = createDecipheriv('aes-256-gcm', settings.apiV3Key, Buffer.from(text(resource['nonce']), 'utf8'));
        decipher.setAAD(Buffer.from(text(resource['associated_data']), 'utf8'));
        decipher.setAuthTag(sealed.subarray(sealed.length - 16));
        plain = JSON.parse(Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8'));
      } catch {
        return { outcome: 'rejected', reason: '通知的 resource 无法解密' };
      }
      const eventType = text(event['event_type']);
      if (eventType.startsWith('REFUND.')) return { outcome: 'ignored' };
      if (eventType !== 'TRANSACTION.SUCCESS') return { outcome: 'ignored' };
      if (!isRecord(plain)) return { outcome: 'rejected', reason: '通知的交易内容格式不正确' };
      if (plain['trade_state'] !== 'SUCCESS') return { outcome: 'ignored' };
      const notice = paidNoticeOf(plain);
      return notice === null ? { outcome: 'rejected', reason: '通知的交易内容缺少字段' } : { outcome: 'paid', notice };
    },

    noticeAnswer(accepted: boolean): NoticeAnswer {
      return accepted
        ? { status: 204, contentType: 'text/plain; charset=utf-8', body: '' }
        : { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '通知验证失败' }) };
    },

    async query(outTradeNo: string): Promise<QueryResult> {
      const answer = await call('GET', tradePath(outTradeNo) + query);
      if (answer.status === 404 && answer.body['code'] === 'ORDER_NOT_EXIST') return { state: 'not-found' };
      if (answer.status !== 200) throw errorOf('GET', tradePath(outTradeNo), answer);
      const state = text(answer.body['trade_state']);
      // REFUND (转入退款): it was paid; what was refunded is the shop's own record of its refunds.
      if (state === 'SUCCESS' || state === 'REFUND') {
        const notice = paidNoticeOf(answer.body);
        if (notice === null) throw fail(`GET ${tradePath(outTradeNo)}: 已支付的应答缺少字段`);
        return { state: 'paid', notice };
      }
      if (state === 'NOTPAY' || state === 'USERPAYING' || state === 'ACCEPT') return { state: 'pending' };
      if (state === 'CLOSED' || state === 'REVOKED' || state === 'PAYERROR') return { state: 'closed' };
      throw fail(`GET ${tradePath(outTradeNo)}: 无法识别的 trade_state ${state.slice(0, 32)}`);
    },

    async close(outTradeNo: string): Promise<void> {
      const path = `${tradePath(outTradeNo)}/close`;
      const answer = await call('POST', path, { mchid: settings.mchid });
      // Never opened at WeChat: nothing can be paid, which is what closing is for.
      if (answer.status === 204 || answer.status === 200 || (answer.status === 404 && answer.body['code'] === 'ORDER_NOT_EXIST')) return;
      throw errorOf('POST', path, answer);
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const path = '/v3/refund/domestic/refunds';
      const answer = await call('POST', path, {
        out_trade_no: request.outTradeNo,
        out_refund_no: request.outRefundNo,
        reason: [...request.reason].slice(0, 80).join(''),
        amount: { refund: request.refundFen, total: request.totalFen, currency: 'CNY' },
      });
      if (answer.status === 200) return refundResultOf('POST', path, answer);
      // WeChat's refusals of this refund (INVALID_REQUEST, PARAM_ERROR, RESOURCE_NOT_EXISTS, …) fail it. Trouble that passes
      // (NOT_ENOUGH: the merchant's balance is short for now; SYSTEM_ERROR; FREQUENCY_LIMITED) stays an error, to be retried
      // with the same out_refund_no as WeChat asks.
      const code = text(answer.body['code']);
      if ((answer.status === 400 || answer.status === 403 || answer.status === 404) && !['NOT_ENOUGH', 'SYSTEM_ERROR', 'FREQUENCY_LIMITED'].includes(code)) {
        return { state: 'failed', message: `${code} ${text(answer.body['message'])}`.trim() };
      }
      throw errorOf('POST', path, answer);
    },

    async queryRefund(outRefundNo: string): Promise<RefundResult> {
      const path = `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`;
      const answer = await call('GET', path);
      if (answer.status !== 200) throw errorOf('GET', path, answer);
      return refundResultOf('GET', path, answer);
    },
  };
}

/** RFC 3339 in Beijing time, as WeChat writes and expects it: 2026-12-06T22:05:00+08:00. */
export function rfc3339Beijing(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

/** The longest prefix of whole characters within `maxBytes` of UTF-8 (WeChat's description limit). */
export function truncateUtf8(value: string, maxBytes: number): string {
  let bytes = 0;
  let kept = '';
  for (const character of value) {
    bytes += Buffer.byteLength(character, 'utf8');
    if (bytes > maxBytes) break;
    kept += character;
  }
  return kept;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
