/**
 * TEST ONLY — never imported by product code. Starts the WeChat Pay stand-in for browser tests:
 * on PORT (default 0, any free one), with fresh merchant and platform keys, and writes the
 * SHOP_WECHAT_* settings as JSON to the file WECHAT_STANDIN_ENV_OUT (key files next to it), so
 * Playwright's webServer can start this first and the shop with those settings. The browser
 * test's 「扫码」 is `POST /__stand-in/pay {outTradeNo}` or `POST /__stand-in/pay-latest`;
 * `GET /__stand-in/health` answers once it listens.
 *
 *   WECHAT_STANDIN_ENV_OUT=test-results/wechat-env.json PORT=4399 node server/payments/wechat/stand-in-main.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { generateApiV3Key, generateMerchantKeys, startWechatStandIn, writeWechatTestSettings } from './wechat-stand-in.ts';

const envOut = process.env['WECHAT_STANDIN_ENV_OUT'];
if (envOut === undefined || envOut === '') {
  console.error('WECHAT_STANDIN_ENV_OUT must name the file the settings are written to');
  process.exit(2);
}
const merchantKeys = generateMerchantKeys();
const standIn = await startWechatStandIn({
  mchid: process.env['WECHAT_STANDIN_MCHID'] ?? '1900000109',
  appid: process.env['WECHAT_STANDIN_APPID'] ?? 'wxd678efh567hg6787',
  merchantPublicKey: merchantKeys.publicKey,
  apiV3Key: generateApiV3Key(),
  mode: process.env['WECHAT_STANDIN_MODE'] === 'certificate' ? 'certificate' : 'public-key',
  port: Number(process.env['PORT'] ?? 0),
  control: true,
});
const dir = join(dirname(resolve(envOut)), 'wechat-stand-in-keys');
mkdirSync(dir, { recursive: true });
writeFileSync(envOut, `${JSON.stringify(writeWechatTestSettings(dir, standIn, merchantKeys), null, 2)}\n`);
console.log(`WeChat Pay stand-in on ${standIn.url}; settings in ${envOut}`);

const stop = () => {
  void standIn.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
