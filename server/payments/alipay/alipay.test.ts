import { createVerify, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, type NoticeResult, type OpenRequest, type PaymentProvider } from '../providers/provider.ts';
import { createAlipay, fenToYuan, shanghaiTime, yuanToFen } from './alipay.ts';
import { alipaySignContent, generateAppKeys, startAlipayStandIn, writeAlipayTestSettings, type AlipayStandIn } from './alipay-stand-in.ts';
import { alipaySettingsOf, type AlipaySettings } from './settings.ts';

const APP_ID = '2021000000000042';
let standIn: AlipayStandIn;
let appKeys: { privateKeyPem: string; publicKeyPem: string };
let dir: string;
let env: Record<string, string>;
let settings: AlipaySettings;
let provider: PaymentProvider;
let receiver: Server;
let receiverUrl: string;
const received: NoticeResult[] = [];
const returns: URL[] = [];
let seq = 0;

/** The base64 body of a PEM, to prove no thrown message carries any of it. */
const keyBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

function request(channel: 'page' | 'wap', amountFen = 12345): OpenRequest {
  seq += 1;
  return {
    outTradeNo: `ZZT${Date.now()}${seq}`,
    amountFen,
    description: `定制订单 ZZ2026120600${seq}`,
    channel,
    clientIp: '203.0.113.9',
    notifyUrl: `${receiverUrl}/notify`,
    returnUrl: `${receiverUrl}/return?order=${seq}`,
    expiresAt: Date.now() + 30 * 60 * 1000,
  };
}

/** What a browser does: open the URL, press 「确认付款」, and follow the redirect back to the shop. */
async function payInCashier(url: string): Promise<URL> {
  const page = await fetch(url);
  const html = await page.text();
  expect(html).toContain('确认付款');
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const outTradeNo = /name="out_trade_no" value="([^"]+)"/.exec(html)?.[1];
  expect(action && outTradeNo).toBeTruthy();
  const confirm = await fetch(new URL(action ?? '', url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ out_trade_no: outTradeNo ?? '' }).toString(),
    redirect: 'manual',
  });
  expect(confirm.status).toBe(302);
  const location = new URL(confirm.headers.get('location') ?? '');
  const back = await fetch(location);
  expect(back.status).toBe(200);
  return location;
}

async function openAndShow(channel: 'page' | 'wap', amountFen?: number): Promise<OpenRequest> {
  const open = request(channel, amountFen);
  const opened = await provider.open(open);
  if (opened.kind !== 'redirect') throw new Error('expected a redirect');
  const page = await fetch(opened.url);
  expect(await page.text()).toContain('确认付款');
  return open;
}

function noticeFields(outTradeNo: string, totalAmount: string, status = 'TRADE_SUCCESS'): Record<string, string> {
  return {
    notify_time: '2026-12-06 20:00:05',
    notify_type: 'trade_status_sync',
    notify_id: 'ac05099524730693a8b330c5ecf72da9786',
    charset: 'utf-8',
    version: '1.0',
    app_id: APP_ID,
    trade_no: '2026120622001400000000000001',
    out_trade_no: outTradeNo,
    trade_status: status,
    total_amount: totalAmount,
    subject: '定制订单 ZZ=1&2 100%',
    gmt_create: '2026-12-06 19:59:00',
    gmt_payment: '2026-12-06 20:00:04',
  };
}

const verify = (body: string) => provider.verifyNotice({ headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded' }), body });

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', receiverUrl);
      if (url.pathname === '/notify') {
        void verify(Buffer.concat(chunks).toString('utf8')).then((result) => {
          received.push(result);
          const answer = provider.noticeAnswer(result.outcome !== 'rejected');
          res.writeHead(answer.status, { 'content-type': answer.contentType });
          res.end(answer.body);
        });
        return;
      }
      returns.push(url);
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('back at the shop');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  appKeys = generateAppKeys();
  standIn = await startAlipayStandIn({ appId: APP_ID, appPublicKeyPem: appKeys.publicKeyPem });
  dir = mkdtempSync(join(tmpdir(), 'alipay-test-'));
  env = writeAlipayTestSettings(dir, standIn, appKeys);
  const read = alipaySettingsOf(env);
  if (!read) throw new Error('settings expected');
  settings = read;
  provider = createAlipay(settings);
});

afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe('open', () => {
  it('电脑网站支付: a GET URL on the gateway the cashier accepts; paying there notifies the shop and brings the browser back', async () => {
    const open = request('page');
    const opened = await provider.open(open);
    if (opened.kind !== 'redirect') throw new Error('expected a redirect');
    expect(new URL(opened.url).origin).toBe(provider.gatewayOrigins[0]);
    expect(opened.url.startsWith(`${standIn.url}?`)).toBe(true);

    const before = received.length;
    const location = await payInCashier(opened.url);
    const trade = standIn.trades.get(open.outTradeNo);
    expect(trade).toMatchObject({ productCode: 'FAST_INSTANT_TRADE_PAY', totalAmount: '123.45', timeExpire: shanghaiTime(open.expiresAt), status: 'TRADE_SUCCESS' });
    expect(received.slice(before)).toEqual([
      { outcome: 'paid', notice: { outTradeNo: open.outTradeNo, providerTradeNo: trade?.tradeNo, amountFen: 12345, accountId: APP_ID, paidAt: expect.any(Number) } },
    ]);
    expect(standIn.notices.at(-1)?.answer).toBe('success');

    // The browser is back at return_url, with Alipay's signed synchronous return parameters.
    expect(location.origin + location.pathname).toBe(`${receiverUrl}/return`);
    expect(location.searchParams.get('order')).toBe(String(seq));
    expect(location.searchParams.get('out_trade_no')).toBe(open.outTradeNo);
    expect(returns.at(-1)?.toString()).toBe(location.toString());
    const params = Object.fromEntries(location.searchParams);
    delete params['order'];
    const signed = createVerify('RSA-SHA256').update(alipaySignContent(params, ['sign', 'sign_type'])).verify(standIn.alipayPublicKeyPem, params['sign'] ?? '', 'base64');
    expect(signed).toBe(true);
  });

  it('手机网站支付: QUICK_WAP_WAY with quit_url, paid the same way', async () => {
    const open = request('wap', 1);
    const opened = await provider.open(open);
    if (opened.kind !== 'redirect') throw new Error('expected a redirect');
    const before = received.length;
    await payInCashier(opened.url);
    expect(standIn.trades.get(open.outTradeNo)).toMatchObject({ productCode: 'QUICK_WAP_WAY', totalAmount: '0.01' });
    expect(received.slice(before)).toMatchObject([{ outcome: 'paid', notice: { amountFen: 1, outTradeNo: open.outTradeNo } }]);
  });

  it('refuses a channel that is not Alipay’s, and a deadline already past', async () => {
    await expect(provider.open({ ...request('page'), channel: 'native' })).rejects.toBeInstanceOf(ProviderError);
    await expect(provider.open({ ...request('page'), expiresAt: Date.now() - 1000 })).rejects.toBeInstanceOf(ProviderError);
  });

  it('signs the request timestamp and time_expire in Beijing time, whatever the process’s zone', async () => {
    const at = Date.parse('2026-12-06T16:30:00Z');
    const fixed = createAlipay(settings, { now: () => new Date(at) });
    const opened = await fixed.open({ ...request('page'), expiresAt: at + 15 * 60 * 1000 });
    if (opened.kind !== 'redirect') throw new Error('expected a redirect');
    const url = new URL(opened.url);
    expect(url.searchParams.get('timestamp')).toBe('2026-12-07 00:30:00');
    expect(JSON.parse(url.searchParams.get('biz_content') ?? '{}')).toMatchObject({ time_expire: '2026-12-07 00:45:00', total_amount: '123.45' });
  });

  it('keeps the subject within 256 characters', async () => {
    const open = { ...request('page'), description: '长'.repeat(300) };
    const opened = await provider.open(open);
    if (opened.kind !== 'redirect') throw new Error('expected a redirect');
    await fetch(opened.url);
    expect(Array.from(standIn.trades.get(open.outTradeNo)?.subject ?? '')).toHaveLength(256);
  });

  it('a URL signed with another key is refused by the cashier (the stand-in checks our signature)', async () => {
    const other = createAlipay({ ...settings, privateKeyPem: generateAppKeys().privateKeyPem });
    const open = request('page');
    const opened = await other.open(open);
    if (opened.kind !== 'redirect') throw new Error('expected a redirect');
    const html = await (await fetch(opened.url)).text();
    expect(html).toContain('invalid-signature');
    expect(html).not.toContain('确认付款');
    expect(standIn.trades.has(open.outTradeNo)).toBe(false);
  });
});

describe('verifyNotice', () => {
  it('takes a good notice as paid, the amount exact in fen', async () => {
    for (const [yuan, fen] of [['0.01', 1], ['0.99', 99], ['1.00', 100], ['123.45', 12345], ['10000000.00', 1000000000]] as const) {
      const result = await verify(standIn.signNotice(noticeFields('ZZT1001', yuan)));
      expect(result).toEqual({
        outcome: 'paid',
        notice: { outTradeNo: 'ZZT1001', providerTradeNo: '2026120622001400000000000001', amountFen: fen, accountId: APP_ID, paidAt: Date.parse('2026-12-06T20:00:04+08:00') },
      });
    }
  });

  it('rejects a wrong signature, another key’s, a tampered amount, no signature, another app', async () => {
    const body = standIn.signNotice(noticeFields('ZZT1002', '123.45'));
    const params = new URLSearchParams(body);
    const sign = params.get('sign') ?? '';
    params.set('sign', `${sign.slice(0, 10)}${sign[10] === 'A' ? 'B' : 'A'}${sign.slice(11)}`);
    expect(await verify(params.toString())).toMatchObject({ outcome: 'rejected' });

    const tampered = new URLSearchParams(body);
    tampered.set('total_amount', '0.01');
    expect(await verify(tampered.toString())).toMatchObject({ outcome: 'rejected' });

    const unsigned = new URLSearchParams(body);
    unsigned.delete('sign');
    expect(await verify(unsigned.toString())).toMatchObject({ outcome: 'rejected', reason: '通知没有签名' });

    expect(await verify(standIn.signNotice({ ...noticeFields('ZZT1002', '1.00'), app_id: '2021000000009999' }))).toMatchObject({ outcome: 'rejected' });

    const before = received.length;
    const sent = await standIn.sendRawNotice(noticeFields('ZZT1002', '123.45'), { badSign: true, notifyUrl: `${receiverUrl}/notify` });
    expect(received.slice(before)).toMatchObject([{ outcome: 'rejected', reason: '通知的签名不对' }]);
    expect(sent.answer).toBe('fail');
    expect(sent.status).toBe(200);
  });

  it('ignores a verified notice of another status', async () => {
    expect(await verify(standIn.signNotice(noticeFields('ZZT1003', '5.00', 'TRADE_CLOSED')))).toEqual({ outcome: 'ignored' });
    expect(await verify(standIn.signNotice(noticeFields('ZZT1003', '5.00', 'WAIT_BUYER_PAY')))).toEqual({ outcome: 'ignored' });
  });

  it('a replayed notice verifies again (the store makes it a no-op)', async () => {
    const open = await openAndShow('page', 500);
    await standIn.pay(open.outTradeNo);
    const before = received.length;
    const again = await standIn.replayLastNotice();
    expect(again.answer).toBe('success');
    expect(received.slice(before)).toMatchObject([{ outcome: 'paid', notice: { outTradeNo: open.outTradeNo, amountFen: 500 } }]);
  });

  it('answers Alipay "success", or "fail" so that it retries', () => {
    expect(provider.noticeAnswer(true)).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' });
    expect(provider.noticeAnswer(false)).toMatchObject({ status: 200, body: 'fail' });
  });
});

describe('query and close', () => {
  it('not-found before the cashier, pending there, paid after (even when the notice was lost)', async () => {
    const open = request('page', 99);
    expect(await provider.query(open.outTradeNo)).toEqual({ state: 'not-found' });
    const opened = await provider.open(open);
    if (opened.kind !== 'redirect') throw new Error('expected a redirect');
    await fetch(opened.url);
    expect(await provider.query(open.outTradeNo)).toEqual({ state: 'pending' });
    const notices = standIn.notices.length;
    await standIn.pay(open.outTradeNo, { notify: false });
    expect(standIn.notices.length).toBe(notices);
    const paid = await provider.query(open.outTradeNo);
    expect(paid).toEqual({
      state: 'paid',
      notice: { outTradeNo: open.outTradeNo, providerTradeNo: standIn.trades.get(open.outTradeNo)?.tradeNo, amountFen: 99, accountId: APP_ID, paidAt: expect.any(Number) },
    });
  });

  it('a payment of another amount is told as it was paid', async () => {
    const open = await openAndShow('page', 1000);
    await standIn.pay(open.outTradeNo, { amountFen: 1 });
    expect(received.at(-1)).toMatchObject({ outcome: 'paid', notice: { amountFen: 1 } });
    expect(await provider.query(open.outTradeNo)).toMatchObject({ state: 'paid', notice: { amountFen: 1 } });
  });

  it('closes an unpaid trade; an unknown or already closed one is fine; a paid one is an error', async () => {
    const open = await openAndShow('wap', 100);
    await provider.close(open.outTradeNo);
    expect(standIn.trades.get(open.outTradeNo)?.status).toBe('TRADE_CLOSED');
    expect(await provider.query(open.outTradeNo)).toEqual({ state: 'closed' });
    await provider.close(open.outTradeNo);
    await provider.close('ZZT-never-opened');

    const paid = await openAndShow('page', 100);
    await standIn.pay(paid.outTradeNo);
    await expect(provider.close(paid.outTradeNo)).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('refund', () => {
  it('refunds synchronously, once per out_request_no, and the refund query finds it', async () => {
    const open = await openAndShow('page', 12345);
    await standIn.pay(open.outTradeNo);
    const refund = { outTradeNo: open.outTradeNo, outRefundNo: `R${open.outTradeNo}`, refundFen: 2345, totalFen: 12345, reason: '订单超时已取消，自动退款' };
    const trade = standIn.trades.get(open.outTradeNo);
    expect(await provider.refund(refund)).toEqual({ state: 'done', providerRefundNo: trade?.tradeNo });
    expect(standIn.refunds.get(refund.outRefundNo)).toMatchObject({ refundAmount: '23.45', refundReason: refund.reason });
    // Asked again with the same number: no second refund, and still done.
    expect(await provider.refund(refund)).toEqual({ state: 'done', providerRefundNo: trade?.tradeNo });
    expect(trade?.refundedFen).toBe(2345);
    expect(await provider.queryRefund(refund.outRefundNo, open.outTradeNo)).toEqual({ state: 'done', providerRefundNo: trade?.tradeNo });
    expect(await provider.queryRefund('R-none', open.outTradeNo)).toMatchObject({ state: 'failed' });
    // More than is left: Alipay refuses, which is a failed refund, not a provider error.
    expect(await provider.refund({ ...refund, outRefundNo: `S${open.outTradeNo}`, refundFen: 12000 })).toMatchObject({ state: 'failed', message: expect.stringContaining('ACQ.') });
  });

  it('a refund of an unpaid trade fails', async () => {
    const open = await openAndShow('page', 100);
    expect(await provider.refund({ outTradeNo: open.outTradeNo, outRefundNo: `R${open.outTradeNo}`, refundFen: 100, totalFen: 100, reason: '退款' })).toMatchObject({ state: 'failed' });
  });
});

describe('failures are ProviderErrors without a key', () => {
  it('a response whose sign does not verify', async () => {
    const open = await openAndShow('page', 100);
    standIn.tamperNextResponse();
    const error = await provider.query(open.outTradeNo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toContain('签名');
    expect(await provider.query(open.outTradeNo)).toEqual({ state: 'pending' });
  });

  it('a response signed by another key than the configured 支付宝公钥', async () => {
    const otherPublic = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const other = createAlipay({ ...settings, alipayPublicKeyPem: otherPublic });
    const error = await other.query('ZZT-any').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toContain('应答的签名不对');
  });

  it('our request signed with a wrong key: the stand-in refuses it', async () => {
    const wrong = generateAppKeys().privateKeyPem;
    const other = createAlipay({ ...settings, privateKeyPem: wrong });
    const error = await other.query('ZZT-any').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toContain('isv.invalid-signature');
    expect((error as Error).message).not.toContain(keyBody(wrong).slice(0, 40));
  });

  it('a network error and a timeout', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createAlipay({ ...settings, gateway: `http://127.0.0.1:${port}/gateway.do` });
    await expect(unreachable.query('ZZT-any')).rejects.toBeInstanceOf(ProviderError);

    const silent = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = createAlipay({ ...settings, gateway: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/gateway.do` }, { timeoutMs: 300 });
    await expect(slow.refund({ outTradeNo: 'ZZT-any', outRefundNo: 'RZZT-any', refundFen: 1, totalFen: 1, reason: '退款' })).rejects.toBeInstanceOf(ProviderError);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});

describe('alipaySettingsOf', () => {
  it('is off when nothing is set, on when all is set', () => {
    expect(alipaySettingsOf({})).toBeNull();
    expect(settings).toMatchObject({ appId: APP_ID, gateway: standIn.url, channels: ['page', 'wap'] });
    expect(alipaySettingsOf({ ...env, SHOP_ALIPAY_GATEWAY: '', SHOP_ALIPAY_CHANNELS: 'wap' })).toMatchObject({ gateway: 'https://openapi.alipay.com/gateway.do', channels: ['wap'] });
  });

  it('names what is missing, unreadable or malformed, never the key', () => {
    const messages: string[] = [];
    const fails = (given: Record<string, string>, pattern: RegExp) => {
      let message = '';
      try {
        alipaySettingsOf(given);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(pattern);
      messages.push(message);
    };
    fails({ SHOP_ALIPAY_APP_ID: APP_ID }, /缺少 SHOP_ALIPAY_PRIVATE_KEY_FILE、SHOP_ALIPAY_PUBLIC_KEY_FILE/);
    fails({ ...env, SHOP_ALIPAY_PUBLIC_KEY_FILE: '' }, /缺少 SHOP_ALIPAY_PUBLIC_KEY_FILE/);
    fails({ ...env, SHOP_ALIPAY_PRIVATE_KEY_FILE: join(dir, 'nope.pem') }, /无法读取 SHOP_ALIPAY_PRIVATE_KEY_FILE/);
    const broken = join(dir, 'broken.pem');
    writeFileSync(broken, appKeys.privateKeyPem.replace(/[A-Za-z]{8}\n/, 'xx\n'));
    fails({ ...env, SHOP_ALIPAY_PRIVATE_KEY_FILE: broken }, /SHOP_ALIPAY_PRIVATE_KEY_FILE 指向的文件不是有效的/);
    fails({ ...env, SHOP_ALIPAY_PUBLIC_KEY_FILE: env['SHOP_ALIPAY_PRIVATE_KEY_FILE'] ?? '' }, /SHOP_ALIPAY_PUBLIC_KEY_FILE/);
    fails({ ...env, SHOP_ALIPAY_APP_ID: 'abc' }, /SHOP_ALIPAY_APP_ID/);
    fails({ ...env, SHOP_ALIPAY_CHANNELS: 'page,native' }, /SHOP_ALIPAY_CHANNELS/);
    fails({ ...env, SHOP_ALIPAY_GATEWAY: 'not a url' }, /SHOP_ALIPAY_GATEWAY/);
    for (const message of messages) {
      expect(message).not.toContain(keyBody(appKeys.privateKeyPem).slice(0, 40));
      expect(message).not.toContain(keyBody(standIn.alipayPublicKeyPem).slice(0, 40));
      expect(message).not.toContain('BEGIN');
    }
  });

  it('takes the bare base64 keys Alipay’s 密钥工具 gives', () => {
    const bare = join(dir, 'bare-private.txt');
    const pkcs8 = settings.privateKeyPem;
    writeFileSync(bare, keyBody(pkcs8));
    const bareAlipay = join(dir, 'bare-public.txt');
    writeFileSync(bareAlipay, keyBody(standIn.alipayPublicKeyPem));
    expect(alipaySettingsOf({ ...env, SHOP_ALIPAY_PRIVATE_KEY_FILE: bare, SHOP_ALIPAY_PUBLIC_KEY_FILE: bareAlipay })).toMatchObject({
      privateKeyPem: pkcs8,
      alipayPublicKeyPem: standIn.alipayPublicKeyPem,
    });
  });
});

describe('yuan and fen', () => {
  it('converts exactly, without floats', () => {
    for (const [fen, yuan] of [[1, '0.01'], [99, '0.99'], [100, '1.00'], [12345, '123.45'], [1000000000, '10000000.00']] as const) {
      expect(fenToYuan(fen)).toBe(yuan);
      expect(yuanToFen(yuan)).toBe(fen);
    }
    expect(yuanToFen('123.4')).toBe(12340);
    expect(yuanToFen('7')).toBe(700);
    expect(yuanToFen('1.005')).toBeNull();
    expect(yuanToFen('-1.00')).toBeNull();
    expect(yuanToFen('1e3')).toBeNull();
    expect(() => fenToYuan(1.5)).toThrow();
  });
});
