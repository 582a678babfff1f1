/**
 * Where the browser tests of online payments find their shop (the reference API with WeChat Pay
 * and Alipay configured, e2e/payment-providers/start.ts) and the providers' stand-ins: beside the
 * main test server's port, so parallel runs with their own E2E_PORT do not clash.
 */
const base = Number(process.env['E2E_PORT'] ?? 4399);
export const PAY_PORT = Number(process.env['PAY_E2E_PORT'] ?? base + 100);
export const PAY_WECHAT_PORT = PAY_PORT + 1;
export const PAY_ALIPAY_PORT = PAY_PORT + 2;
export const payBaseURL = `http://127.0.0.1:${PAY_PORT}`;
export const wechatStandIn = `http://127.0.0.1:${PAY_WECHAT_PORT}`;
export const alipayStandIn = `http://127.0.0.1:${PAY_ALIPAY_PORT}`;
