/**
 * TEST ONLY — never imported by product code. A stand-in of WeChat Pay APIv3 on node:http that
 * speaks the real protocol, so the provider is tested by what goes over the wire: it verifies our
 * Authorization signature with the merchant public key (401 SIGN_ERROR otherwise), keeps
 * transactions and refunds, signs every answer with its platform key, and on `pay()` sends the
 * AES-256-GCM-encrypted, signed callback to the notify_url given at open. It also serves the H5
 * cashier page (「确认支付」) the h5_url points to.
 *
 * The platform key is generated at start. Public-key mode (微信支付公钥, PUB_KEY_ID_…) is the
 * default; certificate mode builds a self-signed X.509 certificate in DER by hand (node:crypto
 * can read certificates but not make them), so that mode is tested too.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCipheriv, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, X509Certificate, type KeyObject } from 'node:crypto';

export interface StandInTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_type: 'NATIVE' | 'MWEB';
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  trade_state_desc: string;
  description: string;
  time_expire: string;
  notify_url: string;
  success_time?: string;
  amount: { total: number; payer_total?: number; currency: 'CNY'; payer_currency?: 'CNY' };
  refundedFen: number;
  /** What the open request carried, for tests to look at (scene_info, …). */
  request: Record<string, unknown>;
}

export interface StandInRefund {
  refund_id: string;
  out_refund_no: string;
  transaction_id: string;
  out_trade_no: string;
  status: 'SUCCESS' | 'PROCESSING' | 'CLOSED' | 'ABNORMAL';
  reason: string;
  create_time: string;
  success_time?: string;
  amount: { total: number; refund: number; payer_total: number; payer_refund: number; currency: 'CNY' };
}

export type Tamper = 'signature' | 'serial' | 'timestamp' | 'ciphertext';

export interface NoticeOptions {
  outTradeNo: string;
  eventType?: string;
  /** Replaces the decrypted resource (default: the transaction as it stands). */
  plaintext?: Record<string, unknown>;
  tamper?: Tamper;
  /** Default: the notify_url given at open. */
  notifyUrl?: string;
}

export interface WechatStandIn {
  url: string;
  mchid: string;
  appid: string;
  apiV3Key: string;
  mode: 'public-key' | 'certificate';
  /** Wechatpay-Serial of the answers: the certificate's serial, or the PUB_KEY_ID_…. */
  serial: string;
  publicKeyPem: string;
  /** Only in certificate mode. */
  platformCertificatePem?: string;
  /** Only in public-key mode (equals `serial`). */
  publicKeyId?: string;
  transactions: Map<string, StandInTransaction>;
  refunds: Map<string, StandInRefund>;
  /** Status the next refunds get; PROCESSING ones are settled by `settleRefund`. */
  refundStatus: 'SUCCESS' | 'PROCESSING';
  /** While true, refunds are refused 403 NOT_ENOUGH (the merchant's balance is short). */
  refundShortOfBalance: boolean;
  /** The callbacks delivered and how the shop answered them. */
  deliveries: Array<{ outTradeNo: string; status: number; body: string }>;
  /** Spoils the signature headers of the next answer (not the callbacks). */
  spoilNextAnswer(tamper: Exclude<Tamper, 'ciphertext'>): void;
  /** The payer pays: SUCCESS, then the callback unless `notify` is false (a lost callback). */
  pay(outTradeNo: string, options?: { amountFen?: number; notify?: boolean }): Promise<void>;
  replayLastNotice(): Promise<{ status: number; body: string }>;
  /** A callback as WeChat would send it, or spoiled; not sent. */
  buildNotice(options: NoticeOptions): { headers: Headers; body: string; notifyUrl: string };
  sendNotice(options: NoticeOptions): Promise<{ status: number; body: string }>;
  settleRefund(outRefundNo: string, status?: 'SUCCESS' | 'CLOSED' | 'ABNORMAL'): void;
  close(): Promise<void>;
}

export interface StandInOptions {
  mchid: string;
  appid: string;
  /** Verifies our requests' signatures. */
  merchantPublicKey: KeyObject | string;
  apiV3Key: string;
  platformKeyPair?: { privateKey: KeyObject; publicKey: KeyObject };
  mode?: 'public-key' | 'certificate';
  port?: number;
  host?: string;
  /** Serves POST /__stand-in/pay {outTradeNo}, /__stand-in/pay-latest and GET /__stand-in/health for browser tests. */
  control?: boolean;
}

const cashierPath = '/cgi-bin/mmpayweb-bin/checkmweb';

export async function startWechatStandIn(options: StandInOptions): Promise<WechatStandIn> {
  const merchantPublicKey = typeof options.merchantPublicKey === 'string' ? createPublicKey(options.merchantPublicKey) : options.merchantPublicKey;
  const platform = options.platformKeyPair ?? generateKeyPairSync('rsa', { modulusLength: 2048 });
  const mode = options.mode ?? 'public-key';
  const publicKeyPem = platform.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  let serial = `PUB_KEY_ID_0111${randomDigits(20)}`;
  let certificatePem: string | undefined;
  if (mode === 'certificate') {
    certificatePem = selfSignedCertificate(platform, '微信支付测试平台证书');
    serial = new X509Certificate(certificatePem).serialNumber.toUpperCase();
  }
  const transactions = new Map<string, StandInTransaction>();
  const refunds = new Map<string, StandInRefund>();
  const prepays = new Map<string, string>();
  const deliveries: WechatStandIn['deliveries'] = [];
  let lastNotice: ReturnType<WechatStandIn['buildNotice']> | null = null;
  let spoil: Exclude<Tamper, 'ciphertext'> | null = null;
  let url = '';

  function signatureHeaders(body: string, tamper?: Tamper): Record<string, string> {
    const timestamp = String(Math.floor(Date.now() / 1000) - (tamper === 'timestamp' ? 600 : 0));
    const nonce = randomBytes(16).toString('hex');
    const signed = tamper === 'signature' ? `${timestamp}\n${nonce}\n${body} \n` : `${timestamp}\n${nonce}\n${body}\n`;
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': sign('RSA-SHA256', Buffer.from(signed, 'utf8'), platform.privateKey).toString('base64'),
      'Wechatpay-Serial': tamper === 'serial' ? 'PUB_KEY_ID_0000000000000000000000' : serial,
    };
  }

  function answer(response: ServerResponse, status: number, payload?: unknown, extra: Record<string, string> = {}) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const tamper = spoil ?? undefined;
    spoil = null;
    response.writeHead(status, { ...(body === '' ? {} : { 'Content-Type': 'application/json; charset=utf-8' }), 'Request-ID': randomBytes(8).toString('hex'), ...signatureHeaders(body, tamper), ...extra });
    response.end(body);
  }
  const refuse = (response: ServerResponse, status: number, code: string, message: string) => answer(response, status, { code, message });

  /** Our Authorization header, checked as WeChat does. */
  function authorized(request: IncomingMessage, body: string): boolean {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
    const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serialNo } = fields;
    if (mchid !== options.mchid || nonce === undefined || signature === undefined || timestamp === undefined || serialNo === undefined) return false;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
    const message = `${request.method ?? ''}\n${request.url ?? ''}\n${timestamp}\n${nonce}\n${body}\n`;
    return verify('RSA-SHA256', Buffer.from(message, 'utf8'), merchantPublicKey, Buffer.from(signature, 'base64'));
  }

  function transactionView(transaction: StandInTransaction) {
    const { refundedFen: _refunded, request: _request, notify_url: _notify, time_expire: _expire, description: _description, ...view } = transaction;
    return { ...view, attach: '', bank_type: transaction.trade_state === 'SUCCESS' ? 'OTHERS' : undefined, payer: { openid: 'o-test-openid' } };
  }

  function open(request: Record<string, unknown>, tradeType: 'NATIVE' | 'MWEB', response: ServerResponse) {
    const amount = request['amount'] as { total?: unknown; currency?: unknown } | undefined;
    const outTradeNo = request['out_trade_no'];
    if (request['appid'] !== options.appid || request['mchid'] !== options.mchid) return refuse(response, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    if (typeof outTradeNo !== 'string' || !/^[A-Za-z0-9_\-*|]{6,32}$/.test(outTradeNo)) return refuse(response, 400, 'PARAM_ERROR', '商户订单号格式不正确');
    if (typeof request['description'] !== 'string' || Buffer.byteLength(request['description']) > 127) return refuse(response, 400, 'PARAM_ERROR', 'description 超过127字节');
    if (typeof amount?.total !== 'number' || !Number.isInteger(amount.total) || amount.total <= 0 || (amount.currency ?? 'CNY') !== 'CNY') return refuse(response, 400, 'PARAM_ERROR', '金额不正确');
    if (typeof request['time_expire'] !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(request['time_expire'])) return refuse(response, 400, 'PARAM_ERROR', 'time_expire 格式不正确');
    if (typeof request['notify_url'] !== 'string' || !URL.canParse(request['notify_url'])) return refuse(response, 400, 'PARAM_ERROR', 'notify_url 格式不正确');
    const scene = request['scene_info'] as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
    if (tradeType === 'MWEB' && (typeof scene?.payer_client_ip !== 'string' || scene.h5_info?.type !== 'Wap')) return refuse(response, 400, 'PARAM_ERROR', '缺少 scene_info');
    const existing = transactions.get(outTradeNo);
    if (existing !== undefined && existing.trade_state === 'SUCCESS') return refuse(response, 400, 'ORDERPAID', '该订单已支付');
    if (existing !== undefined && existing.trade_state === 'CLOSED') return refuse(response, 400, 'ORDERCLOSED', '订单已关闭');
    if (existing !== undefined && existing.amount.total !== amount.total) return refuse(response, 400, 'INVALID_REQUEST', '201 商户订单号重复');
    if (Date.parse(request['time_expire']) <= Date.now()) return refuse(response, 400, 'INVALID_REQUEST', '订单已过期');
    transactions.set(outTradeNo, existing ?? {
      appid: options.appid,
      mchid: options.mchid,
      out_trade_no: outTradeNo,
      trade_type: tradeType,
      trade_state: 'NOTPAY',
      trade_state_desc: '订单未支付',
      description: request['description'],
      time_expire: request['time_expire'],
      notify_url: request['notify_url'],
      amount: { total: amount.total, currency: 'CNY' },
      refundedFen: 0,
      request,
    });
    const prepayId = `wx${randomDigits(26)}`;
    prepays.set(prepayId, outTradeNo);
    if (tradeType === 'NATIVE') return answer(response, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${prepayId}` });
    return answer(response, 200, { h5_url: `${url}${cashierPath}?prepay_id=${prepayId}&package=${randomDigits(10)}` });
  }

  function refund(request: Record<string, unknown>, response: ServerResponse) {
    const amount = request['amount'] as { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
    const outRefundNo = request['out_refund_no'];
    const transaction = typeof request['out_trade_no'] === 'string' ? transactions.get(request['out_trade_no']) : undefined;
    if (typeof outRefundNo !== 'string' || !/^[A-Za-z0-9_\-*|@]{1,64}$/.test(outRefundNo)) return refuse(response, 400, 'PARAM_ERROR', 'out_refund_no 格式不正确');
    const previous = refunds.get(outRefundNo);
    if (previous !== undefined) return answer(response, 200, previous);
    if (transaction === undefined || transaction.transaction_id === undefined) return refuse(response, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (typeof amount?.refund !== 'number' || !Number.isInteger(amount.refund) || amount.refund <= 0 || amount.currency !== 'CNY') return refuse(response, 400, 'PARAM_ERROR', '退款金额不正确');
    if (amount.total !== transaction.amount.total) return refuse(response, 400, 'INVALID_REQUEST', '订单金额与原订单不一致');
    if (transaction.refundedFen + amount.refund > transaction.amount.total) return refuse(response, 400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
    if (stand.refundShortOfBalance) return refuse(response, 403, 'NOT_ENOUGH', '基本账户余额不足，请充值后重新发起');
    transaction.refundedFen += amount.refund;
    if (transaction.refundedFen === transaction.amount.total) {
      transaction.trade_state = 'REFUND';
      transaction.trade_state_desc = '转入退款';
    }
    const created: StandInRefund = {
      refund_id: `50${randomDigits(27)}`,
      out_refund_no: outRefundNo,
      transaction_id: transaction.transaction_id,
      out_trade_no: transaction.out_trade_no,
      status: stand.refundStatus,
      reason: typeof request['reason'] === 'string' ? request['reason'] : '',
      create_time: beijing(Date.now()),
      ...(stand.refundStatus === 'SUCCESS' ? { success_time: beijing(Date.now()) } : {}),
      amount: { total: transaction.amount.total, refund: amount.refund, payer_total: transaction.amount.total, payer_refund: amount.refund, currency: 'CNY' },
    };
    refunds.set(outRefundNo, created);
    return answer(response, 200, { ...created, channel: 'ORIGINAL', user_received_account: '支付用户零钱' });
  }

  async function api(request: IncomingMessage, response: ServerResponse, body: string) {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const method = request.method ?? 'GET';
    if (!authorized(request, body)) return refuse(response, 401, 'SIGN_ERROR', '签名错误');
    let json: Record<string, unknown> = {};
    if (body !== '') {
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return refuse(response, 400, 'PARAM_ERROR', '请求体不是 JSON');
      }
    }
    const trade = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (method === 'POST' && path === '/v3/pay/transactions/native') return open(json, 'NATIVE', response);
    if (method === 'POST' && path === '/v3/pay/transactions/h5') return open(json, 'MWEB', response);
    if (trade !== null) {
      const transaction = transactions.get(decodeURIComponent(trade[1] ?? ''));
      if (method === 'GET' && trade[2] === undefined) {
        if (new URL(request.url ?? '/', 'http://stand-in').searchParams.get('mchid') !== options.mchid) return refuse(response, 400, 'PARAM_ERROR', 'mchid 不正确');
        return transaction === undefined ? refuse(response, 404, 'ORDER_NOT_EXIST', '订单不存在') : answer(response, 200, transactionView(transaction));
      }
      if (method === 'POST' && trade[2] !== undefined) {
        if (json['mchid'] !== options.mchid) return refuse(response, 400, 'PARAM_ERROR', 'mchid 不正确');
        if (transaction === undefined) return refuse(response, 404, 'ORDER_NOT_EXIST', '订单不存在');
        if (transaction.trade_state === 'SUCCESS' || transaction.trade_state === 'REFUND') return refuse(response, 400, 'ORDERPAID', '订单已支付');
        transaction.trade_state = 'CLOSED';
        transaction.trade_state_desc = '订单已关闭';
        return answer(response, 204);
      }
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') return refund(json, response);
    const refundMatch = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundMatch !== null) {
      const found = refunds.get(decodeURIComponent(refundMatch[1] ?? ''));
      return found === undefined ? refuse(response, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在') : answer(response, 200, found);
    }
    return refuse(response, 404, 'NOT_FOUND', '接口不存在');
  }

  async function cashier(request: IncomingMessage, response: ServerResponse, body: string) {
    const query = new URL(request.url ?? '/', 'http://stand-in').searchParams;
    const outTradeNo = prepays.get(query.get('prepay_id') ?? '');
    const transaction = outTradeNo === undefined ? undefined : transactions.get(outTradeNo);
    const redirectUrl = query.get('redirect_url') ?? new URLSearchParams(body).get('redirect_url');
    if (transaction === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><meta charset="utf-8"><p>商家参数格式有误，请联系商家解决</p>');
      return;
    }
    if (request.method === 'POST') {
      if (transaction.trade_state === 'NOTPAY') await stand.pay(transaction.out_trade_no);
      response.writeHead(302, { Location: redirectUrl ?? '/' }).end();
      return;
    }
    const fen = transaction.amount.total;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>微信支付</title>` +
        `<h1>微信支付（测试）</h1><p>${escapeHtml(transaction.description)}</p><p>¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}</p>` +
        `<form method="post" action="${escapeHtml(request.url ?? cashierPath)}"><button type="submit">确认支付</button></form></html>`,
    );
  }

  async function control(path: string, body: string, response: ServerResponse) {
    const reply = (status: number, payload: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
    if (path === '/__stand-in/health') return reply(200, { ok: true });
    let outTradeNo: string | undefined;
    if (path === '/__stand-in/pay') {
      try {
        const parsed = JSON.parse(body) as { outTradeNo?: unknown };
        outTradeNo = typeof parsed.outTradeNo === 'string' ? parsed.outTradeNo : undefined;
      } catch {
        outTradeNo = undefined;
      }
    } else if (path === '/__stand-in/pay-latest') {
      outTradeNo = [...transactions.values()].filter((transaction) => transaction.trade_state === 'NOTPAY').at(-1)?.out_trade_no;
    } else return reply(404, { message: 'unknown control' });
    if (outTradeNo === undefined || transactions.get(outTradeNo)?.trade_state !== 'NOTPAY') return reply(404, { message: 'no unpaid transaction' });
    await stand.pay(outTradeNo);
    return reply(200, { outTradeNo, delivery: deliveries.at(-1) ?? null });
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      // The cashier page's browser asks for an icon, as a real one does of WeChat's site.
      if (path === '/favicon.ico') {
        response.writeHead(204).end();
        return;
      }
      const handled = options.control === true && path.startsWith('/__stand-in/') ? control(path, body, response) : path === cashierPath ? cashier(request, response, body) : api(request, response, body);
      handled.catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  async function deliver(notice: ReturnType<WechatStandIn['buildNotice']>, outTradeNo: string) {
    let result: { status: number; body: string };
    try {
      const response = await fetch(notice.notifyUrl, { method: 'POST', headers: notice.headers, body: notice.body, signal: AbortSignal.timeout(10_000) });
      result = { status: response.status, body: await response.text() };
    } catch {
      result = { status: 0, body: '' };
    }
    deliveries.push({ outTradeNo, ...result });
    return result;
  }

  const stand: WechatStandIn = {
    url,
    mchid: options.mchid,
    appid: options.appid,
    apiV3Key: options.apiV3Key,
    mode,
    serial,
    publicKeyPem,
    ...(certificatePem === undefined ? { publicKeyId: serial } : { platformCertificatePem: certificatePem }),
    transactions,
    refunds,
    refundStatus: 'SUCCESS',
    refundShortOfBalance: false,
    deliveries,
    spoilNextAnswer(tamper) {
      spoil = tamper;
    },
    async pay(outTradeNo, payOptions = {}) {
      const transaction = transactions.get(outTradeNo);
      if (transaction === undefined) throw new Error(`stand-in: no transaction ${outTradeNo}`);
      transaction.trade_state = 'SUCCESS';
      transaction.trade_state_desc = '支付成功';
      transaction.transaction_id = `42${randomDigits(26)}`;
      transaction.success_time = beijing(Date.now());
      if (payOptions.amountFen !== undefined) transaction.amount.total = payOptions.amountFen;
      transaction.amount.payer_total = transaction.amount.total;
      transaction.amount.payer_currency = 'CNY';
      if (payOptions.notify === false) return;
      await stand.sendNotice({ outTradeNo });
    },
    async replayLastNotice() {
      if (lastNotice === null) throw new Error('stand-in: no notice sent yet');
      return deliver(lastNotice, '');
    },
    buildNotice(notice) {
      const transaction = transactions.get(notice.outTradeNo);
      const notifyUrl = notice.notifyUrl ?? transaction?.notify_url;
      if (notifyUrl === undefined) throw new Error(`stand-in: no notify_url for ${notice.outTradeNo}`);
      const eventType = notice.eventType ?? 'TRANSACTION.SUCCESS';
      const plaintext = JSON.stringify(notice.plaintext ?? (transaction === undefined ? {} : transactionView(transaction)));
      const nonce = randomBytes(6).toString('hex');
      const associatedData = eventType.startsWith('REFUND.') ? 'refund' : 'transaction';
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(options.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
      cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      if (notice.tamper === 'ciphertext') sealed[sealed.length - 1] = (sealed.at(-1) ?? 0) ^ 0x01; // the GCM tag: only authentication can tell
      const body = JSON.stringify({
        id: randomBytes(16).toString('hex'),
        create_time: beijing(Date.now()),
        resource_type: 'encrypt-resource',
        event_type: eventType,
        summary: eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '退款成功',
        resource: { original_type: associatedData, algorithm: 'AEAD_AES_256_GCM', ciphertext: sealed.toString('base64'), associated_data: associatedData, nonce },
      });
      const tamper = notice.tamper === 'ciphertext' ? undefined : notice.tamper;
      return { headers: new Headers({ 'Content-Type': 'application/json', ...signatureHeaders(body, tamper) }), body, notifyUrl };
    },
    async sendNotice(notice) {
      const built = stand.buildNotice(notice);
      lastNotice = built;
      return deliver(built, notice.outTradeNo);
    },
    settleRefund(outRefundNo, status = 'SUCCESS') {
      const found = refunds.get(outRefundNo);
      if (found === undefined) throw new Error(`stand-in: no refund ${outRefundNo}`);
      found.status = status;
      if (status === 'SUCCESS') found.success_time = beijing(Date.now());
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return stand;
}

export interface MerchantKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The merchant certificate's serial (any 40 hex digits for a test). */
  serial: string;
}

export function generateMerchantKeys(): MerchantKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicKey, serial: randomBytes(20).toString('hex').toUpperCase() };
}

/** A 32-character APIv3 key, as the 商户平台 lets one set it. */
export function generateApiV3Key(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Writes the merchant key, the APIv3 key and the platform certificate or public key into `dir`
 * and answers the SHOP_WECHAT_* variables that point the shop at the stand-in.
 */
export function writeWechatTestSettings(dir: string, standIn: WechatStandIn, merchantKeys: MerchantKeys): Record<string, string> {
  const keyFile = join(dir, 'apiclient_key.pem');
  const apiV3KeyFile = join(dir, 'apiv3.key');
  writeFileSync(keyFile, merchantKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), { mode: 0o600 });
  writeFileSync(apiV3KeyFile, `${standIn.apiV3Key}\n`, { mode: 0o600 });
  const env: Record<string, string> = {
    SHOP_WECHAT_MCHID: standIn.mchid,
    SHOP_WECHAT_APPID: standIn.appid,
    SHOP_WECHAT_SERIAL: merchantKeys.serial,
    SHOP_WECHAT_KEY_FILE: keyFile,
    SHOP_WECHAT_APIV3_KEY_FILE: apiV3KeyFile,
    SHOP_WECHAT_BASE_URL: standIn.url,
  };
  if (standIn.platformCertificatePem !== undefined) {
    const certFile = join(dir, 'wechatpay_platform.pem');
    writeFileSync(certFile, standIn.platformCertificatePem);
    env['SHOP_WECHAT_PLATFORM_CERT_FILE'] = certFile;
  } else {
    const publicKeyFile = join(dir, 'pub_key.pem');
    writeFileSync(publicKeyFile, standIn.publicKeyPem);
    env['SHOP_WECHAT_PUBLIC_KEY_FILE'] = publicKeyFile;
    env['SHOP_WECHAT_PUBLIC_KEY_ID'] = standIn.serial;
  }
  return env;
}

// ---- a self-signed X.509 certificate in DER, enough for `new X509Certificate(pem)` ----

function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  const head = length < 0x80 ? Buffer.from([length]) : length < 0x100 ? Buffer.from([0x81, length]) : Buffer.from([0x82, length >> 8, length & 0xff]);
  return Buffer.concat([Buffer.from([tag]), head, content]);
}
const sequence = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const sha256WithRsa = sequence(der(0x06, Buffer.from('2a864886f70d01010b', 'hex')), Buffer.from([0x05, 0x00]));
const commonName = (name: string) => sequence(der(0x31, sequence(der(0x06, Buffer.from('550403', 'hex')), der(0x0c, Buffer.from(name, 'utf8')))));
const utcTime = (date: Date) => der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`, 'ascii'));

function selfSignedCertificate(keys: { privateKey: KeyObject; publicKey: KeyObject }, name: string): string {
  const serialBytes = randomBytes(20);
  serialBytes[0] = ((serialBytes[0] ?? 0) & 0x7f) | 0x10; // positive, no leading zero
  const now = Date.now();
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([0x02]))),
    der(0x02, serialBytes),
    sha256WithRsa,
    commonName(name),
    sequence(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + 365 * 86_400_000))),
    commonName(name),
    keys.publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('RSA-SHA256', tbs, keys.privateKey);
  const certificate = sequence(tbs, sha256WithRsa, der(0x03, Buffer.concat([Buffer.from([0x00]), signature])));
  return `-----BEGIN CERTIFICATE-----\n${certificate.toString('base64').replace(/.{64}/g, '$&\n').replace(/\n?$/, '\n')}-----END CERTIFICATE-----\n`;
}

function randomDigits(count: number): string {
  return Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
}

function beijing(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
