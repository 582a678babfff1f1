/**
 * TEST ONLY — never imported by product code. A stand-in of Alipay's openapi v1 gateway
 * (…/gateway.do) on node:http, speaking the real protocol so the provider is tested through the
 * official SDK end to end: it verifies our RSA2 request signature over the sorted parameters as
 * Alipay does (a bad one answers isv.invalid-signature, code 40002), answers signed JSON
 * (`{"alipay_trade_query_response":{…},"sign":"…"}`), and for page.pay / wap.pay serves a tiny
 * cashier whose 「确认付款」 marks the trade paid, posts the signed asynchronous notice to
 * notify_url and sends the browser to return_url with the signed synchronous return parameters.
 * Its own key pair is made when it starts.
 */
import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fenToYuan, shanghaiTime, yuanToFen } from './alipay.ts';

export type StandInTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

export interface StandInTrade {
  outTradeNo: string;
  tradeNo: string;
  method: string;
  productCode: string;
  totalAmount: string;
  subject: string;
  timeExpire: string;
  notifyUrl: string;
  returnUrl: string;
  status: StandInTradeStatus;
  gmtCreate: string;
  gmtPayment?: string;
  refundedFen: number;
}

export interface StandInRefund {
  outTradeNo: string;
  outRequestNo: string;
  refundAmount: string;
  refundReason: string;
  gmtRefundPay: string;
}

export interface StandInNotice {
  url: string;
  body: string;
  /** What our receiver answered: Alipay wants the plain text "success". */
  status: number;
  answer: string;
}

export interface AlipayStandIn {
  appId: string;
  /** The gateway URL, ending /gateway.do. */
  url: string;
  alipayPublicKeyPem: string;
  /** The buyer pays (as the cashier's button does); `amountFen` pretends another amount was paid. */
  pay(outTradeNo: string, options?: { amountFen?: number; notify?: boolean }): Promise<void>;
  /** Posts the last notice again, byte for byte (Alipay retries until it hears "success"). */
  replayLastNotice(): Promise<StandInNotice>;
  /** Signs `fields` (adding sign_type and sign; `badSign`: with a key that is not Alipay's) and posts them. */
  sendRawNotice(fields: Record<string, string>, options?: { badSign?: boolean; notifyUrl?: string }): Promise<StandInNotice>;
  /** A notice body as Alipay would post it, signed by the stand-in, without posting it. */
  signNotice(fields: Record<string, string>): string;
  /** The next gateway answer has its content changed after signing (a forged or broken response). */
  tamperNextResponse(): void;
  trades: Map<string, StandInTrade>;
  refunds: Map<string, StandInRefund>;
  notices: StandInNotice[];
  close(): Promise<void>;
}

/** The signing string of Alipay's v1 protocol: every non-empty parameter but the excluded ones, sorted, k=v joined by &. */
export function alipaySignContent(params: Record<string, string>, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== '' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

function rsa2Sign(content: string, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyPem, 'base64');
}

function rsa2Verify(content: string, sign: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyPem, sign, 'base64');
  } catch {
    return false;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function paramsOf(search: URLSearchParams, body: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of search) params[key] = value;
  for (const [key, value] of new URLSearchParams(body)) params[key] = value;
  return params;
}

export async function startAlipayStandIn(options: { appId: string; appPublicKeyPem: string; port?: number }): Promise<AlipayStandIn> {
  const { appId, appPublicKeyPem } = options;
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayPrivateKeyPem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const alipayPublicKeyPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const sellerId = '2088000000000001';
  const trades = new Map<string, StandInTrade>();
  const refunds = new Map<string, StandInRefund>();
  const notices: StandInNotice[] = [];
  let tamperNext = false;
  let tradeSeq = 0;
  let lastNotice: { url: string; body: string } | null = null;

  function signFields(fields: Record<string, string>, privateKeyPem = alipayPrivateKeyPem): Record<string, string> {
    const withType = { ...fields, sign_type: 'RSA2' };
    return { ...withType, sign: rsa2Sign(alipaySignContent(withType, ['sign', 'sign_type']), privateKeyPem) };
  }

  async function postNotice(url: string, body: string): Promise<StandInNotice> {
    lastNotice = { url, body };
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body });
    const notice: StandInNotice = { url, body, status: response.status, answer: await response.text() };
    notices.push(notice);
    return notice;
  }

  function noticeFields(trade: StandInTrade): Record<string, string> {
    const now = shanghaiTime(Date.now());
    return {
      notify_time: now,
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      charset: 'utf-8',
      version: '1.0',
      app_id: appId,
      auth_app_id: appId,
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      seller_id: sellerId,
      buyer_id: '2088102177846880',
      trade_status: trade.status,
      total_amount: trade.totalAmount,
      receipt_amount: trade.totalAmount,
      buyer_pay_amount: trade.totalAmount,
      invoice_amount: trade.totalAmount,
      subject: trade.subject,
      gmt_create: trade.gmtCreate,
      gmt_payment: trade.gmtPayment ?? now,
      fund_bill_list: JSON.stringify([{ amount: trade.totalAmount, fundChannel: 'ALIPAYACCOUNT' }]),
    };
  }

  async function pay(outTradeNo: string, payOptions: { amountFen?: number; notify?: boolean } = {}): Promise<void> {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`stand-in: no trade ${outTradeNo}`);
    if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`stand-in: trade ${outTradeNo} is ${trade.status}`);
    if (payOptions.amountFen !== undefined) trade.totalAmount = fenToYuan(payOptions.amountFen);
    trade.status = 'TRADE_SUCCESS';
    trade.gmtPayment = shanghaiTime(Date.now());
    if (payOptions.notify !== false) {
      await postNotice(trade.notifyUrl, new URLSearchParams(signFields(noticeFields(trade))).toString());
    }
  }

  /** Alipay's signed JSON answer: the sign covers exactly the text of the xxx_response value. */
  function answer(res: ServerResponse, method: string, content: Record<string, unknown>): void {
    const inner = JSON.stringify(content);
    const sign = rsa2Sign(inner, alipayPrivateKeyPem);
    let signedInner = inner;
    if (tamperNext) {
      tamperNext = false;
      signedInner = inner.replace('"code":"', '"tampered":"1","code":"');
    }
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(`{"${method.replaceAll('.', '_')}_response":${signedInner},"sign":"${sign}"}`);
  }

  const ok = { code: '10000', msg: 'Success' };
  const bizError = (subCode: string, subMsg: string) => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });

  /** The common checks of every gateway request; null when fine, else the error content. */
  function checkCommon(params: Record<string, string>): Record<string, string> | null {
    if (params['app_id'] !== appId) return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-app-id', sub_msg: '无效的AppID参数' };
    if (params['sign_type'] !== 'RSA2') return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature-type', sub_msg: '无效的签名类型' };
    if (params['charset'] !== 'utf-8') return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-charset', sub_msg: '字符集错误' };
    const ts = Date.parse(`${(params['timestamp'] ?? '').replace(' ', 'T')}+08:00`);
    if (Number.isNaN(ts) || Math.abs(ts - Date.now()) > 15 * 60 * 1000) return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-timestamp', sub_msg: '非法的时间戳参数' };
    const content = alipaySignContent(params, ['sign']);
    if (!params['sign'] || !rsa2Verify(content, params['sign'], appPublicKeyPem)) {
      return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content.slice(0, 120)}` };
    }
    return null;
  }

  function bizOf(params: Record<string, string>): Record<string, unknown> | null {
    try {
      const parsed: unknown = JSON.parse(params['biz_content'] ?? '');
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  const str = (value: unknown): string => (typeof value === 'string' ? value : '');

  function cashierPage(res: ServerResponse, status: number, title: string, inner: string): void {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${inner}</body></html>`);
  }

  function openCashier(res: ServerResponse, method: string, params: Record<string, string>): void {
    const error = checkCommon(params);
    if (error) return cashierPage(res, 200, '支付宝 - 网上支付 安全快速！', `<p>错误代码 ${escapeHtml(error['sub_code'] ?? '')}</p><p>${escapeHtml(error['sub_msg'] ?? '')}</p>`);
    const biz = bizOf(params);
    const expected = method === 'alipay.trade.page.pay' ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY';
    const outTradeNo = str(biz?.['out_trade_no']);
    const amountFen = yuanToFen(str(biz?.['total_amount']));
    const reasons: string[] = [];
    if (!biz) reasons.push('biz_content');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(outTradeNo)) reasons.push('out_trade_no');
    if (amountFen === null || amountFen <= 0 || str(biz?.['total_amount']) !== fenToYuan(amountFen)) reasons.push('total_amount');
    const subject = str(biz?.['subject']);
    if (!subject || Array.from(subject).length > 256) reasons.push('subject');
    if (str(biz?.['product_code']) !== expected) reasons.push('product_code');
    const timeExpire = str(biz?.['time_expire']);
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(timeExpire)) reasons.push('time_expire');
    if (method === 'alipay.trade.wap.pay' && !str(biz?.['quit_url'])) reasons.push('quit_url');
    if (!params['notify_url'] || !params['return_url']) reasons.push('notify_url/return_url');
    if (reasons.length > 0) return cashierPage(res, 200, '支付宝 - 参数错误', `<p>错误代码 invalid-parameter：${escapeHtml(reasons.join(', '))}</p>`);

    let trade = trades.get(outTradeNo);
    if (!trade) {
      tradeSeq += 1;
      trade = {
        outTradeNo,
        tradeNo: `2026${String(Date.now()).slice(-10)}${String(tradeSeq).padStart(8, '0')}`,
        method,
        productCode: expected,
        totalAmount: str(biz?.['total_amount']),
        subject,
        timeExpire,
        notifyUrl: params['notify_url'] ?? '',
        returnUrl: params['return_url'] ?? '',
        status: 'WAIT_BUYER_PAY',
        gmtCreate: shanghaiTime(Date.now()),
        refundedFen: 0,
      };
      trades.set(outTradeNo, trade);
    } else if (trade.totalAmount !== str(biz?.['total_amount'])) {
      return cashierPage(res, 200, '支付宝 - 交易信息被篡改', '<p>错误代码 TRADE_DATA_MATCH_ERROR</p>');
    }
    if (trade.status !== 'WAIT_BUYER_PAY') return cashierPage(res, 200, '支付宝 - 交易已处理', `<p>${escapeHtml(trade.status)}</p>`);
    const expires = Date.parse(`${trade.timeExpire.replace(' ', 'T')}+08:00`);
    if (expires <= Date.now()) return cashierPage(res, 200, '支付宝 - 交易已超时', '<p>错误代码 TRADE_HAS_CLOSE</p>');
    cashierPage(
      res,
      200,
      '支付宝收银台',
      `<p>${escapeHtml(trade.subject)}</p><p>￥${escapeHtml(trade.totalAmount)}</p>` +
        `<form method="post" action="/cashier/pay"><input type="hidden" name="out_trade_no" value="${escapeHtml(trade.outTradeNo)}"><button type="submit">确认付款</button></form>`,
    );
  }

  async function confirmPayment(res: ServerResponse, body: string): Promise<void> {
    const outTradeNo = new URLSearchParams(body).get('out_trade_no') ?? '';
    const trade = trades.get(outTradeNo);
    if (!trade || trade.status !== 'WAIT_BUYER_PAY') return cashierPage(res, 409, '支付宝 - 交易不可支付', '');
    await pay(outTradeNo);
    const back = signFields({
      charset: 'utf-8',
      out_trade_no: trade.outTradeNo,
      method: `${trade.method}.return`,
      total_amount: trade.totalAmount,
      trade_no: trade.tradeNo,
      auth_app_id: appId,
      version: '1.0',
      app_id: appId,
      seller_id: sellerId,
      timestamp: shanghaiTime(Date.now()),
    });
    const location = new URL(trade.returnUrl);
    for (const [key, value] of Object.entries(back)) location.searchParams.set(key, value);
    res.writeHead(302, { location: location.toString() });
    res.end();
  }

  function api(res: ServerResponse, method: string, params: Record<string, string>): void {
    const error = checkCommon(params);
    if (error) return answer(res, method, error);
    const biz = bizOf(params);
    if (!biz) return answer(res, method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.missing-biz-content', sub_msg: '缺少业务参数' });
    const outTradeNo = str(biz['out_trade_no']);
    const trade = trades.get(outTradeNo);
    if (method === 'alipay.trade.query') {
      if (!trade) return answer(res, method, bizError('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      const content: Record<string, unknown> = {
        ...ok,
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        buyer_logon_id: '159****5620',
        trade_status: trade.status,
        total_amount: trade.totalAmount,
        buyer_pay_amount: trade.status === 'WAIT_BUYER_PAY' ? '0.00' : trade.totalAmount,
        buyer_user_id: '2088102177846880',
      };
      if (trade.gmtPayment) content['send_pay_date'] = trade.gmtPayment;
      return answer(res, method, content);
    }
    if (method === 'alipay.trade.close') {
      if (!trade) return answer(res, method, bizError('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      if (trade.status !== 'WAIT_BUYER_PAY') return answer(res, method, bizError('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
      trade.status = 'TRADE_CLOSED';
      return answer(res, method, { ...ok, trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
    }
    if (method === 'alipay.trade.refund') {
      if (!trade) return answer(res, method, bizError('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      const outRequestNo = str(biz['out_request_no']) || trade.outTradeNo;
      const refundFen = yuanToFen(str(biz['refund_amount']));
      if (refundFen === null || refundFen <= 0) return answer(res, method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter', sub_msg: 'refund_amount' });
      const earlier = refunds.get(outRequestNo);
      const base = { ...ok, trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, buyer_logon_id: '159****5620' };
      if (earlier) {
        if (earlier.outTradeNo !== trade.outTradeNo || earlier.refundAmount !== str(biz['refund_amount'])) {
          return answer(res, method, bizError('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额与原请求不一致'));
        }
        return answer(res, method, { ...base, fund_change: 'N', refund_fee: fenToYuan(trade.refundedFen) });
      }
      if (trade.status === 'WAIT_BUYER_PAY') return answer(res, method, bizError('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
      if (trade.status === 'TRADE_CLOSED') return answer(res, method, bizError('ACQ.TRADE_HAS_CLOSE', '交易已经关闭'));
      const totalFen = yuanToFen(trade.totalAmount) ?? 0;
      if (trade.refundedFen + refundFen > totalFen) return answer(res, method, bizError('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'));
      trade.refundedFen += refundFen;
      if (trade.refundedFen === totalFen) trade.status = 'TRADE_CLOSED';
      refunds.set(outRequestNo, {
        outTradeNo: trade.outTradeNo,
        outRequestNo,
        refundAmount: str(biz['refund_amount']),
        refundReason: str(biz['refund_reason']),
        gmtRefundPay: shanghaiTime(Date.now()),
      });
      return answer(res, method, { ...base, fund_change: 'Y', refund_fee: fenToYuan(trade.refundedFen), gmt_refund_pay: shanghaiTime(Date.now()) });
    }
    if (method === 'alipay.trade.fastpay.refund.query') {
      if (!trade) return answer(res, method, bizError('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      const refund = refunds.get(str(biz['out_request_no']));
      if (!refund || refund.outTradeNo !== trade.outTradeNo) return answer(res, method, { ...ok, out_trade_no: trade.outTradeNo });
      return answer(res, method, {
        ...ok,
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        out_request_no: refund.outRequestNo,
        total_amount: trade.totalAmount,
        refund_amount: refund.refundAmount,
        refund_status: 'REFUND_SUCCESS',
        gmt_refund_pay: refund.gmtRefundPay,
      });
    }
    answer(res, method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = req.method === 'POST' ? await readBody(req) : '';
    // The cashier page's browser asks for an icon, as a real one does of Alipay's site.
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/gateway.do' && (req.method === 'GET' || req.method === 'POST')) {
      const params = paramsOf(url.searchParams, body);
      const method = params['method'] ?? '';
      if (method === 'alipay.trade.page.pay' || method === 'alipay.trade.wap.pay') return openCashier(res, method, params);
      if (!method) {
        res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify({ error_response: { code: '40001', msg: 'Missing Required Arguments', sub_code: 'isv.missing-method', sub_msg: '缺少方法名参数' } }));
        return;
      }
      return api(res, method, params);
    }
    if (url.pathname === '/cashier/pay' && req.method === 'POST') return confirmPayment(res, body);
    if (url.pathname === '/__stand-in/pay' && req.method === 'POST') {
      let outTradeNo = '';
      try {
        outTradeNo = String((JSON.parse(body) as { outTradeNo?: unknown }).outTradeNo ?? '');
      } catch {
        // answered below
      }
      const trade = trades.get(outTradeNo);
      if (!trade || trade.status !== 'WAIT_BUYER_PAY') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'no payable trade' }));
        return;
      }
      await pay(outTradeNo);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, notice: notices.at(-1)?.answer ?? null }));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : 'error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    appId,
    url: `http://127.0.0.1:${port}/gateway.do`,
    alipayPublicKeyPem,
    pay,
    async replayLastNotice() {
      if (!lastNotice) throw new Error('stand-in: no notice sent yet');
      return postNotice(lastNotice.url, lastNotice.body);
    },
    async sendRawNotice(fields, sendOptions = {}) {
      const url = sendOptions.notifyUrl ?? trades.get(fields['out_trade_no'] ?? '')?.notifyUrl ?? lastNotice?.url;
      if (!url) throw new Error('stand-in: no notify_url known for this notice');
      const key = sendOptions.badSign ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() : alipayPrivateKeyPem;
      return postNotice(url, new URLSearchParams(signFields(fields, key)).toString());
    },
    signNotice(fields) {
      return new URLSearchParams(signFields(fields)).toString();
    },
    tamperNextResponse() {
      tamperNext = true;
    },
    trades,
    refunds,
    notices,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Writes the app's private key and the stand-in's 支付宝公钥 into `dir` and answers the shop's env settings. */
export function writeAlipayTestSettings(
  dir: string,
  standIn: Pick<AlipayStandIn, 'appId' | 'url' | 'alipayPublicKeyPem'>,
  appKeys: { privateKeyPem: string },
): Record<string, string> {
  const privateFile = join(dir, 'alipay-app-private-key.pem');
  const publicFile = join(dir, 'alipay-public-key.pem');
  writeFileSync(privateFile, appKeys.privateKeyPem, { mode: 0o600 });
  writeFileSync(publicFile, standIn.alipayPublicKeyPem);
  return {
    SHOP_ALIPAY_APP_ID: standIn.appId,
    SHOP_ALIPAY_PRIVATE_KEY_FILE: privateFile,
    SHOP_ALIPAY_PUBLIC_KEY_FILE: publicFile,
    SHOP_ALIPAY_GATEWAY: standIn.url,
  };
}

/** A fresh app key pair (the 应用私钥 / 应用公钥 a merchant would make with Alipay's 密钥工具). */
export function generateAppKeys(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
