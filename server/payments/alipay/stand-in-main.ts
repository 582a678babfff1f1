/**
 * TEST ONLY — never imported by product code. Starts the Alipay stand-in on PORT with a fresh app
 * key pair and writes the shop's env settings (SHOP_ALIPAY_*) as JSON to ALIPAY_STANDIN_ENV_OUT,
 * so Playwright's webServer can start this first and then the shop with that env. Tests make the
 * buyer pay with `POST /__stand-in/pay {"outTradeNo": "…"}` (served by the stand-in itself).
 *
 *   PORT=4390 ALIPAY_STANDIN_ENV_OUT=/tmp/alipay-env.json node server/payments/alipay/stand-in-main.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateAppKeys, startAlipayStandIn, writeAlipayTestSettings } from './alipay-stand-in.ts';

const port = Number(process.env['PORT'] ?? '');
const envOut = process.env['ALIPAY_STANDIN_ENV_OUT'] ?? '';
if (!Number.isInteger(port) || port <= 0 || !envOut) {
  console.error('需要 PORT 和 ALIPAY_STANDIN_ENV_OUT');
  process.exit(2);
}

const appId = process.env['ALIPAY_STANDIN_APP_ID'] ?? '2021000000000001';
const appKeys = generateAppKeys();
const standIn = await startAlipayStandIn({ appId, appPublicKeyPem: appKeys.publicKeyPem, port });
const dir = mkdtempSync(join(tmpdir(), 'alipay-stand-in-'));
const env = writeAlipayTestSettings(dir, standIn, appKeys);
writeFileSync(envOut, `${JSON.stringify(env, null, 2)}\n`);
console.log(`Alipay stand-in: ${standIn.url}`);

async function stop(): Promise<void> {
  await standIn.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
