import type { PaymentChannel, PaymentProviderId } from '../../wire/payments.ts';

/**
 * How this browser pays at a provider: a phone's browser through WeChat H5 / Alipay 手机网站支付,
 * a desktop by scanning WeChat's QR code (Native) / at Alipay's cashier page; null when the
 * provider offers neither way this browser could use.
 */
export function channelFor(provider: PaymentProviderId, offered: readonly PaymentChannel[]): PaymentChannel | null {
  const phone = typeof navigator !== 'undefined' && /Mobi|Android|iPhone|iPad|HarmonyOS/i.test(navigator.userAgent);
  const preferred: PaymentChannel[] = provider === 'wechat' ? (phone ? ['h5', 'native'] : ['native', 'h5']) : phone ? ['wap', 'page'] : ['page', 'wap'];
  return preferred.find((channel) => offered.includes(channel)) ?? null;
}
