import { alipaySettingsOf } from '../alipay/settings.ts';
import { createAlipay } from '../alipay/alipay.ts';
import { wechatSettingsOf } from '../wechat/settings.ts';
import { createWechatPay } from '../wechat/wechat-pay.ts';
import type { OnlinePayments } from '../online-store.ts';
import type { PaymentProvider, ProviderId } from './provider.ts';

export const originMissing =
  '已配置在线支付，但未设置 SHOP_PUBLIC_ORIGIN（本店对外的 https 地址，如 https://shop.example.com）：支付渠道的回调和返回页需要它';

/**
 * The providers whose merchant settings the environment gives (each off when its settings are
 * absent; a partial one is an error naming what is missing), with the public origin their callbacks
 * and return pages use: SHOP_PUBLIC_ORIGIN, required once any provider is on.
 */
export function configuredPayments(env: NodeJS.ProcessEnv, fallbackOrigin: string): OnlinePayments {
  const providers = new Map<ProviderId, PaymentProvider>();
  const wechat = wechatSettingsOf(env);
  if (wechat !== null) providers.set('wechat', createWechatPay(wechat));
  const alipay = alipaySettingsOf(env);
  if (alipay !== null) providers.set('alipay', createAlipay(alipay));
  const configured = env['SHOP_PUBLIC_ORIGIN'];
  if (providers.size > 0 && (configured === undefined || configured === '') && env['NODE_ENV'] === 'production') throw new Error(originMissing);
  const origin = configured !== undefined && configured !== '' ? new URL(configured).origin : fallbackOrigin;
  return { providers, origin };
}
