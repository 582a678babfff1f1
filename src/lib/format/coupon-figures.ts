import type { CouponKind } from '../../wire/coupons.ts';

/** A coupon's figures without words: yuan without needless decimals and the 折 figure. */

/** Fen as yuan without needless decimals: 2000 → `20`, 1550 → `15.5`, 1505 → `15.05`. */
export function shortYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const cents = abs % 100;
  const yuan = String(Math.floor(abs / 100));
  if (cents === 0) return sign + yuan;
  return `${sign}${yuan}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * A percentage off as the Chinese 折 figure (what share of the price is paid, in tenths):
 * 12 % off → `8.8`, 10 % off → `9`, 5 % off → `9.5`.
 */
export function discountFold(percentOff: number): string {
  const paidPercent = Math.min(100, Math.max(0, 100 - Math.round(percentOff)));
  const whole = Math.floor(paidPercent / 10);
  const tenth = paidPercent % 10;
  return tenth === 0 ? String(whole) : `${whole}.${tenth}`;
}

/** The big figure of a coupon card and its unit. */
export function couponFigure(kind: CouponKind, value: number): { figure: string; unit: 'yuan' | 'fold' } {
  return kind === 'amount' ? { figure: shortYuan(value), unit: 'yuan' } : { figure: discountFold(value), unit: 'fold' };
}
