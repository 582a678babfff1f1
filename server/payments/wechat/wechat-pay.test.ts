import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, type NoticeResult, type PaymentProvider } from '../providers/provider.ts';
import { wechatSettingsOf } from './settings.ts';
import { createWechatPay, rfc3339Beijing, truncateUtf8 } from './wechat-pay.ts';
import { generateApiV3Key, generateMerchantKeys, startWechatStandIn, writeWechatTestSettings, type WechatStandIn } from './wechat-stand-in.ts';

const mchid = '1900000109';
const appid = 'wxd678efh567hg6787';
const merchantKeys = generateMerchantKeys();
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wechat-test-'));
  dirs.push(dir);
  return dir;
};

/** Our callback endpoint: verifies with the provider and answers as it says. */
let notices: NoticeResult[] = [];
let provider: PaymentProvider;
let notifyServer: Server;
let notifyUrl = '';
let standIn: WechatStandIn;
let env: Record<string, string>;

beforeAll(async () => {
  notifyServer = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
      void provider.verifyNotice({ headers, body: Buffer.concat(chunks).toString('utf8') }).then((result) => {
        notices.push(result);
        const answer = provider.noticeAnswer(result.outcome !== 'rejected');
        response.writeHead(answer.status, { 'Content-Type': answer.contentType }).end(answer.body);
      });
    });
  });
  await new Promise<void>((resolve) => notifyServer.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(notifyServer.address() as AddressInfo).port}/api/payments/wechat/notify`;
  standIn = await startWechatStandIn({ mchid, appid, merchantPublicKey: merchantKeys.publicKey, apiV3Key: generateApiV3Key() });
  env = writeWechatTestSettings(tempDir(), standIn, merchantKeys);
  const settings = wechatSettingsOf(env);
  if (settings === null) throw new Error('settings are off');
  provider = createWechatPay(settings);
});

afterEach(() => {
  notices = [];
});

afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => notifyServer.close(() => resolve()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

let counter = 0;
const tradeNo = () => `T${Date.now()}${++counter}`;
const openRequest = (outTradeNo: string, channel: 'native' | 'h5' = 'native') => ({
  outTradeNo,
  amountFen: 12_345,
  description: `定制订单 ${outTradeNo}`,
  channel,
  clientIp: '203.0.113.7',
  notifyUrl,
  returnUrl: 'https://shop.example.com/orders/ZZ1?paid=1',
  expiresAt: Date.now() + 30 * 60_000,
});

describe('open', () => {
  it('Native answers the code_url as a QR code, with what WeChat requires in the request', async () => {
    const outTradeNo = tradeNo();
    const opened = await provider.open(openRequest(outTradeNo));
    expect(opened.kind).toBe('qr');
    expect(opened.kind === 'qr' && opened.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=wx\d+$/);
    const transaction = standIn.transactions.get(outTradeNo);
    expect(transaction?.trade_type).toBe('NATIVE');
    expect(transaction?.amount.total).toBe(12_345);
    expect(transaction?.time_expire).toMatch(/\+08:00$/);
    expect(transaction?.notify_url).toBe(notifyUrl);
  });

  it('H5 redirects to the h5_url with redirect_url; its cashier page pays and comes back', async () => {
    const outTradeNo = tradeNo();
    const opened = await provider.open(openRequest(outTradeNo, 'h5'));
    if (opened.kind !== 'redirect') throw new Error('not a redirect');
    expect(opened.url).toContain(`&redirect_url=${encodeURIComponent('https://shop.example.com/orders/ZZ1?paid=1')}`);
    expect(provider.gatewayOrigins).toEqual(['https://wx.tenpay.com', standIn.url]);
    expect(provider.gatewayOrigins).toContain(new URL(opened.url).origin);
    expect(standIn.transactions.get(outTradeNo)?.request['scene_info']).toEqual({ payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } });
    const page = await fetch(opened.url);
    expect(await page.text()).toContain('确认支付');
    const confirmed = await fetch(opened.url, { method: 'POST', redirect: 'manual' });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('https://shop.example.com/orders/ZZ1?paid=1');
    expect(notices).toEqual([expect.objectContaining({ outcome: 'paid' })]);
  });

  it('truncates the description to 127 bytes of whole characters and writes time_expire in Beijing time', async () => {
    expect(Buffer.byteLength(truncateUtf8('定'.repeat(60), 127))).toBe(126);
    expect(truncateUtf8('abc', 127)).toBe('abc');
    expect(rfc3339Beijing(Date.UTC(2026, 11, 6, 16, 30, 0, 999))).toBe('2026-12-07T00:30:00+08:00');
    const outTradeNo = tradeNo();
    await provider.open({ ...openRequest(outTradeNo), description: '定'.repeat(60) });
    expect(standIn.transactions.get(outTradeNo)?.description).toBe('定'.repeat(42));
  });
});

describe('callback', () => {
  it('a good callback verifies and decrypts to the paid notice, answered 204', async () => {
    const outTradeNo = tradeNo();
    await provider.open(openRequest(outTradeNo));
    await standIn.pay(outTradeNo);
    const transaction = standIn.transactions.get(outTradeNo);
    expect(notices).toEqual([
      {
        outcome: 'paid',
        notice: { outTradeNo, providerTradeNo: transaction?.transaction_id, amountFen: 12_345, accountId: mchid, appId: appid, paidAt: Date.parse(transaction?.success_time ?? '') },
      },
    ]);
    expect(standIn.deliveries.at(-1)).toEqual({ outTradeNo, status: 204, body: '' });
  });

  it('reports the amount WeChat says was paid (the store compares it), and a replay verifies again', async () => {
    const outTradeNo = tradeNo();
    await provider.open(openRequest(outTradeNo));
    await standIn.pay(outTradeNo, { amountFen: 1 });
    await standIn.replayLastNotice();
    expect(notices.map((result) => result.outcome === 'paid' && result.notice.amountFen)).toEqual([1, 1]);
  });

  it.each(['signature', 'serial', 'timestamp', 'ciphertext'] as const)('a callback with a wrong %s is rejected with a 400 FAIL', async (tamper) => {
    const outTradeNo = tradeNo();
    await provider.open(openRequest(outTradeNo));
    await standIn.pay(outTradeNo, { notify: false });
    const delivered = await standIn.sendNotice({ outTradeNo, tamper });
    expect(delivered.status).toBe(400);
    expect(JSON.parse(delivered.body)).toEqual({ code: 'FAIL', message: expect.any(String) });
    expect(notices).toEqual([{ outcome: 'rejected', reason: expect.any(String) }]);
  });

  it('a callback signed by another key, or encrypted with another APIv3 key, is rejected', async () => {
    const outTradeNo = tradeNo();
    await provider.open(openRequest(outTradeNo));
    await standIn.pay(outTradeNo, { notify: false });
    const impostor = await startWechatStandIn({ mchid, appid, merchantPublicKey: merchantKeys.publicKey, apiV3Key: standIn.apiV3Key });
    const otherKey = await startWechatStandIn({ mchid, appid, merchantPublicKey: merchantKeys.publicKey, apiV3Key: generateApiV3Key(), platformKeyPair: generateKeyPairSync('rsa', { modulusLength: 2048 }) });
    try {
      const forged = impostor.buildNotice({ outTradeNo, notifyUrl, plaintext: { ...standIn.transactions.get(outTradeNo) } });
      forged.headers.set('wechatpay-serial', standIn.serial);
      expect(await provider.verifyNotice(forged)).toEqual({ outcome: 'rejected', reason: '签名验证失败' });
      const otherSecret = otherKey.buildNotice({ outTradeNo, notifyUrl, plaintext: {} });
      expect((await provider.verifyNotice(otherSecret)).outcome).toBe('rejected');
    } finally {
      await impostor.close();
      await otherKey.close();
    }
  });

  it('a refund notice is ignored; a transaction without the needed fields is rejected', async () => {
    const outTradeNo = tradeNo();
    await provider.open(openRequest(outTradeNo));
    expect(await provider.verifyNotice(standIn.buildNotice({ outTradeNo, eventType: 'REFUND.SUCCESS', plaintext: { refund_status: 'SUCCESS' } }))).toEqual({ outcome: 'ignored' });
    expect(await provider.verifyNotice(standIn.buildNotice({ outTradeNo, plaintext: { trade_state: 'SUCCESS', out_trade_no: outTradeNo } }))).toEqual({ outcome: 'rejected', reason: expect.any(String) });
    expect(await provider.verifyNotice({ headers: new Headers(), body: '{}' })).toEqual({ outcome: 'rejected', reason: '缺少微信支付签名头' });
  });
});

describe('query, close, refund', () => {
  it('query tells a paid, a pending and an unknown trade', async () => {
    const paid = tradeNo();
    const pending = tradeNo();
    await provider.open(openRequest(paid));
    await provider.open(openRequest(pending, 'h5'));
    await standIn.pay(paid, { notify: false });
    const transaction = standIn.transactions.get(paid);
    expect(await provider.query(paid)).toEqual({
      state: 'paid',
      notice: { outTradeNo: paid, providerTradeNo: transaction?.transaction_id, amountFen: 12_345, accountId: mchid, appId: appid, paidAt: Date.parse(transaction?.success_time ?? '') },
    });
    expect(await provider.query(pending)).toEqual({ state: 'pending' });
    expect(await provider.query(tradeNo())).toEqual({ state: 'not-found' });
  });

  it('close closes an unpaid trade (twice is fine) and refuses a paid one', async () => {
    const outTradeNo = tradeNo();
    await provider.open(openRequest(outTradeNo));
    await provider.close(outTradeNo);
    await provider.close(outTradeNo);
    expect(await provider.query(outTradeNo)).toEqual({ state: 'closed' });
    await expect(provider.open(openRequest(outTradeNo))).rejects.toThrow(ProviderError);
    const paid = tradeNo();
    await provider.open(openRequest(paid));
    await standIn.pay(paid, { notify: false });
    await expect(provider.close(paid)).rejects.toThrow(/ORDERPAID/);
    // Never opened at WeChat: nothing to close.
    await expect(provider.close(tradeNo())).resolves.toBeUndefined();
  });

  it('refund SUCCESS is done; PROCESSING is processing until WeChat settles it; the same number never refunds twice; NOT_ENOUGH is retried, a refusal fails', async () => {
    const outTradeNo = tradeNo();
    await provider.open(openRequest(outTradeNo));
    await standIn.pay(outTradeNo, { notify: false });
    const done = await provider.refund({ outTradeNo, outRefundNo: `R${outTradeNo}a`, refundFen: 345, totalFen: 12_345, reason: '订单超时已取消，自动退款' });
    expect(done).toEqual({ state: 'done', providerRefundNo: standIn.refunds.get(`R${outTradeNo}a`)?.refund_id });
    expect(standIn.refunds.get(`R${outTradeNo}a`)?.amount).toMatchObject({ refund: 345, total: 12_345, currency: 'CNY' });
    expect(await provider.refund({ outTradeNo, outRefundNo: `R${outTradeNo}a`, refundFen: 345, totalFen: 12_345, reason: '重复' })).toEqual(done);

    standIn.refundStatus = 'PROCESSING';
    try {
      const processing = await provider.refund({ outTradeNo, outRefundNo: `R${outTradeNo}b`, refundFen: 11_000, totalFen: 12_345, reason: '退款' });
      expect(processing.state).toBe('processing');
      expect(await provider.queryRefund(`R${outTradeNo}b`, outTradeNo)).toEqual(processing);
      standIn.settleRefund(`R${outTradeNo}b`);
      expect(await provider.queryRefund(`R${outTradeNo}b`, outTradeNo)).toEqual({ state: 'done', providerRefundNo: standIn.refunds.get(`R${outTradeNo}b`)?.refund_id });
    } finally {
      standIn.refundStatus = 'SUCCESS';
    }
    const tooMuch = await provider.refund({ outTradeNo, outRefundNo: `R${outTradeNo}c`, refundFen: 1_001, totalFen: 12_345, reason: '退款' });
    expect(tooMuch).toEqual({ state: 'failed', message: expect.stringContaining('INVALID_REQUEST') });
    standIn.refundShortOfBalance = true;
    try {
      await expect(provider.refund({ outTradeNo, outRefundNo: `R${outTradeNo}f`, refundFen: 1, totalFen: 12_345, reason: '退款' })).rejects.toThrow(/NOT_ENOUGH/);
    } finally {
      standIn.refundShortOfBalance = false;
    }
    await provider.refund({ outTradeNo, outRefundNo: `R${outTradeNo}d`, refundFen: 0, totalFen: 12_345, reason: '退款' }).then((result) => expect(result.state).toBe('failed'));
    await provider.refund({ outTradeNo, outRefundNo: `R${outTradeNo}e`, refundFen: 1_000, totalFen: 12_345, reason: '退款' }).then((result) => expect(result.state).toBe('done'));
    expect(standIn.transactions.get(outTradeNo)?.trade_state).toBe('REFUND');
    expect(await provider.query(outTradeNo)).toMatchObject({ state: 'paid', notice: { outTradeNo, amountFen: 12_345 } });
    await expect(provider.queryRefund(`R${outTradeNo}x`, outTradeNo)).rejects.toThrow(/RESOURCE_NOT_EXISTS/);
  });
});

describe('answers and requests are signed', () => {
  it.each(['signature', 'serial', 'timestamp'] as const)('an answer with a wrong %s is a ProviderError', async (tamper) => {
    standIn.spoilNextAnswer(tamper);
    const error = await provider.query(tradeNo()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toMatch(/不可信/);
  });

  it('the provider refuses answers when its clock is off by more than 5 minutes', async () => {
    const settings = wechatSettingsOf(env);
    if (settings === null) throw new Error('off');
    const late = createWechatPay(settings, { now: () => new Date(Date.now() + 6 * 60_000) });
    // The stand-in refuses the request's timestamp too, but its 401 is signed: the answer's timestamp is what fails here.
    await expect(late.query(tradeNo())).rejects.toThrow(/5 分钟/);
  });

  it('a request signed with another key gets 401 SIGN_ERROR from the stand-in', async () => {
    const dir = tempDir();
    const wrongKey = generateMerchantKeys();
    writeFileSync(join(dir, 'other_key.pem'), wrongKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    const settings = wechatSettingsOf({ ...env, SHOP_WECHAT_KEY_FILE: join(dir, 'other_key.pem') });
    if (settings === null) throw new Error('off');
    const error = await createWechatPay(settings).query(tradeNo()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toMatch(/HTTP 401 SIGN_ERROR/);
    expect((error as Error).message).not.toContain(settings.apiV3Key.toString('utf8'));
  });

  it('an unreachable WeChat is a ProviderError', async () => {
    const settings = wechatSettingsOf({ ...env, SHOP_WECHAT_BASE_URL: 'http://127.0.0.1:9' });
    if (settings === null) throw new Error('off');
    await expect(createWechatPay(settings).query(tradeNo())).rejects.toThrow(/wechat: .*无法连接微信支付/);
  });

  it('a WeChat that does not answer within 10 s is a ProviderError', { timeout: 14_000 }, async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const settings = wechatSettingsOf({ ...env, SHOP_WECHAT_BASE_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` });
      if (settings === null) throw new Error('off');
      const started = Date.now();
      await expect(createWechatPay(settings).query(tradeNo())).rejects.toThrow(/10 秒内没有应答/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(9_900);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('works in certificate mode: the serial is the platform certificate’s', async () => {
    const certified = await startWechatStandIn({ mchid, appid, merchantPublicKey: merchantKeys.publicKey, apiV3Key: generateApiV3Key(), mode: 'certificate' });
    try {
      const certEnv = writeWechatTestSettings(tempDir(), certified, merchantKeys);
      expect(certEnv['SHOP_WECHAT_PLATFORM_CERT_FILE']).toBeDefined();
      const settings = wechatSettingsOf(certEnv);
      expect(settings?.platform.serial).toBe(certified.serial);
      expect(certified.serial).toMatch(/^[0-9A-F]{40}$/);
      if (settings === null) throw new Error('off');
      const outTradeNo = tradeNo();
      const certProvider = createWechatPay(settings);
      await certProvider.open(openRequest(outTradeNo));
      await certified.pay(outTradeNo, { notify: false });
      expect((await certProvider.query(outTradeNo)).state).toBe('paid');
      expect((await certProvider.verifyNotice(certified.buildNotice({ outTradeNo }))).outcome).toBe('paid');
      // The public-key provider does not trust the certificate's answers.
      expect((await provider.verifyNotice(certified.buildNotice({ outTradeNo }))).outcome).toBe('rejected');
    } finally {
      await certified.close();
    }
  });
});

describe('the stand-in’s control endpoints (browser tests)', () => {
  it('pay-latest and pay {outTradeNo} pay as a scan would, and the callback reaches the shop', async () => {
    const controlled = await startWechatStandIn({ mchid, appid, merchantPublicKey: merchantKeys.publicKey, apiV3Key: standIn.apiV3Key, control: true });
    try {
      const settings = wechatSettingsOf(writeWechatTestSettings(tempDir(), controlled, merchantKeys));
      if (settings === null) throw new Error('off');
      const controlledProvider = createWechatPay(settings);
      expect(await (await fetch(`${controlled.url}/__stand-in/health`)).json()).toEqual({ ok: true });
      const first = tradeNo();
      const second = tradeNo();
      await controlledProvider.open(openRequest(first));
      await controlledProvider.open(openRequest(second));
      const latest = await fetch(`${controlled.url}/__stand-in/pay-latest`, { method: 'POST' });
      expect(await latest.json()).toMatchObject({ outTradeNo: second, delivery: { status: expect.any(Number) } });
      const named = await fetch(`${controlled.url}/__stand-in/pay`, { method: 'POST', body: JSON.stringify({ outTradeNo: first }) });
      expect(named.status).toBe(200);
      expect((await fetch(`${controlled.url}/__stand-in/pay`, { method: 'POST', body: JSON.stringify({ outTradeNo: first }) })).status).toBe(404);
      expect((await controlledProvider.query(first)).state).toBe('paid');
      expect((await controlledProvider.query(second)).state).toBe('paid');
      // The shop's endpoint here trusts the main stand-in's key only: a callback from another platform key is refused.
      expect(controlled.deliveries.map((delivery) => delivery.status)).toEqual([400, 400]);
    } finally {
      await controlled.close();
    }
  });
});

describe('settings', () => {
  it('are off when nothing is set', () => {
    expect(wechatSettingsOf({})).toBeNull();
    expect(wechatSettingsOf({ SHOP_WECHAT_CHANNELS: 'native' })).toBeNull();
  });

  it('read the defaults: the real API and both channels', () => {
    const { SHOP_WECHAT_BASE_URL: _url, ...withoutUrl } = env;
    const settings = wechatSettingsOf(withoutUrl);
    expect(settings?.baseUrl).toBe('https://api.mch.weixin.qq.com');
    expect(settings?.channels).toEqual(['native', 'h5']);
    if (settings === null) throw new Error('off');
    expect(createWechatPay(settings).gatewayOrigins).toEqual(['https://wx.tenpay.com']);
    expect(wechatSettingsOf({ ...env, SHOP_WECHAT_CHANNELS: 'native' })?.channels).toEqual(['native']);
    expect(() => wechatSettingsOf({ ...env, SHOP_WECHAT_CHANNELS: 'native,page' })).toThrow(/SHOP_WECHAT_CHANNELS/);
  });

  it('name what is missing when partly given', () => {
    const { SHOP_WECHAT_APPID: _appid, ...noAppid } = env;
    expect(() => wechatSettingsOf(noAppid)).toThrow('微信支付设置不完整，缺少 SHOP_WECHAT_APPID');
    const { SHOP_WECHAT_PUBLIC_KEY_ID: _id, ...noKeyId } = env;
    expect(() => wechatSettingsOf(noKeyId)).toThrow('缺少 SHOP_WECHAT_PUBLIC_KEY_ID');
    const { SHOP_WECHAT_PUBLIC_KEY_ID: _id2, SHOP_WECHAT_PUBLIC_KEY_FILE: _file, ...noPlatform } = env;
    expect(() => wechatSettingsOf(noPlatform)).toThrow(/缺少 SHOP_WECHAT_PLATFORM_CERT_FILE/);
    expect(() => wechatSettingsOf({ SHOP_WECHAT_MCHID: mchid })).toThrow(/SHOP_WECHAT_APPID、SHOP_WECHAT_SERIAL、SHOP_WECHAT_KEY_FILE、SHOP_WECHAT_APIV3_KEY_FILE/);
  });

  it('name the setting of a missing or malformed key file, never its content', () => {
    const dir = tempDir();
    const secret = 'THIS-IS-SECRET-KEY-MATERIAL-0123';
    writeFileSync(join(dir, 'bad.pem'), `-----BEGIN PRIVATE KEY-----\n${secret}\n-----END PRIVATE KEY-----\n`);
    writeFileSync(join(dir, 'short.key'), `${secret.slice(0, 20)}\n`);
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ ...env, SHOP_WECHAT_KEY_FILE: join(dir, 'missing.pem') }, /无法读取 SHOP_WECHAT_KEY_FILE/],
      [{ ...env, SHOP_WECHAT_KEY_FILE: join(dir, 'bad.pem') }, /SHOP_WECHAT_KEY_FILE 指定的文件不是有效的密钥/],
      [{ ...env, SHOP_WECHAT_APIV3_KEY_FILE: join(dir, 'short.key') }, /SHOP_WECHAT_APIV3_KEY_FILE/],
      [{ ...env, SHOP_WECHAT_PUBLIC_KEY_FILE: join(dir, 'bad.pem') }, /SHOP_WECHAT_PUBLIC_KEY_FILE/],
      [{ ...env, SHOP_WECHAT_PUBLIC_KEY_FILE: join(dir, 'short.key') }, /SHOP_WECHAT_PUBLIC_KEY_FILE/],
    ];
    for (const [given, expected] of cases) {
      let message = '';
      try {
        wechatSettingsOf(given);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(expected);
      expect(message).not.toContain(secret.slice(0, 20));
      expect(message).not.toContain(standIn.apiV3Key);
    }
  });
});
