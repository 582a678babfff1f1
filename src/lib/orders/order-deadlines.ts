/**
 * How long an order waits for the customer, zod-free so pages can word it: an unpaid order holds
 * its stock and coupon for a fixed time and is then cancelled by the shop (已取消：超时未支付); a
 * shipped order confirms its receipt by itself some days after shipping. The reference server
 * keeps the same figures (server/orders/deadlines.ts).
 */
import type { OrderKind } from './order-kinds.ts';

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * How long an unpaid (待付款) order holds its stock and coupon, by kind: consumables come from stock
 * every shop shares, so their hold is short; customised, professional and design-package orders
 * give the customer a day.
 */
export const PAYMENT_HOLD_MS: Readonly<Record<OrderKind, number>> = {
  consumable: 30 * minuteMs,
  customized: 24 * hourMs,
  package: 24 * hourMs,
};

/**
 * Working days an unpaid order waits once its customer chose 对公转账 (a transfer between
 * companies can take a day or two to arrive), by the shop's calendar (working-days.ts).
 */
export const BANK_TRANSFER_WORKING_DAYS = 3;

/** Days after shipping (已发货) when an order's receipt is confirmed unless the customer did it first. */
export const AUTO_CONFIRM_DAYS = 10;
export const AUTO_CONFIRM_MS = AUTO_CONFIRM_DAYS * dayMs;

/** Most units of one consumable a customer may hold in unpaid orders at once (all of their orders together). */
export const UNPAID_UNITS_MAX = 200;

/** Milliseconds left until `deadline` (ISO) at `now` (ms), never below 0. */
export function msLeft(deadline: string, now: number): number {
  const at = Date.parse(deadline);
  return Number.isFinite(at) ? Math.max(0, at - now) : 0;
}

/**
 * What is left, as a countdown reads: `29:59` under an hour, `23:59:59` under a day, `9 天 23 小时`
 * beyond (a countdown of days needs no seconds).
 */
export function countdownText(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days} 天 ${hours} 小时`;
  if (hours > 0) return `${two(hours)}:${two(minutes)}:${two(rest)}`;
  return `${two(minutes)}:${two(rest)}`;
}
