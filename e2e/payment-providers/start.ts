/**
 * TEST ONLY. The reference API as a shop with WeChat Pay and Alipay configured, for the browser
 * tests of online payments: starts the local stand-ins of both providers' protocols (keys made
 * now) on PAY_WECHAT_PORT and PAY_ALIPAY_PORT, points the shop's SHOP_WECHAT_* / SHOP_ALIPAY_*
 * settings at them, and then runs server/main.ts in this same process on PORT (so stopping it
 * stops all three). The tests "scan" a QR code with the WeChat stand-in's POST
 * /__stand-in/pay-latest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateApiV3Key, generateMerchantKeys, startWechatStandIn, writeWechatTestSettings } from '../../server/payments/wechat/wechat-stand-in.ts';
import { generateAppKeys, startAlipayStandIn, writeAlipayTestSettings } from '../../server/payments/alipay/alipay-stand-in.ts';

const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-pay-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const merchant = generateMerchantKeys();
const wechat = await startWechatStandIn({
  mchid: '1900000109',
  appid: 'wxd678efh567hg6787',
  merchantPublicKey: merchant.publicKey,
  apiV3Key: generateApiV3Key(),
  port: Number(process.env['PAY_WECHAT_PORT']),
  host: '127.0.0.1',
  control: true,
});
const appKeys = generateAppKeys();
const alipay = await startAlipayStandIn({ appId: '2021000000000001', appPublicKeyPem: appKeys.publicKeyPem, port: Number(process.env['PAY_ALIPAY_PORT']) });
Object.assign(process.env, writeWechatTestSettings(dir, wechat, merchant), writeAlipayTestSettings(dir, alipay, appKeys), {
  SHOP_PUBLIC_ORIGIN: `http://127.0.0.1:${process.env['PORT'] ?? ''}`,
});
await import('../../server/main.ts');
