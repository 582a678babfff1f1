/**
 * What a balance top-up (余额充值) may be, zod-free so that the form can check it before sending;
 * the wire schema (src/wire/recharges.ts) and the reference server apply the same numbers.
 * Amounts are integer fen.
 */

/** ¥10.00: below it a top-up costs the shop more in fees than it brings. */
export const RECHARGE_MIN = 1_000;

/** ¥50,000.00 at a time: larger sums go by bank transfer (对公转账) with the shop. */
export const RECHARGE_MAX = 5_000_000;

/** The amounts offered as buttons: ¥100, ¥500, ¥1,000, ¥2,000 and ¥5,000. */
export const RECHARGE_PRESETS: readonly number[] = [10_000, 50_000, 100_000, 200_000, 500_000];

export type RechargeAmountProblem = 'whole' | 'min' | 'max';

/** Why `fen` cannot be topped up (not whole fen, below the least, above the most), or null. */
export function rechargeAmountProblem(fen: number): RechargeAmountProblem | null {
  if (!Number.isInteger(fen)) return 'whole';
  if (fen < RECHARGE_MIN) return 'min';
  if (fen > RECHARGE_MAX) return 'max';
  return null;
}
