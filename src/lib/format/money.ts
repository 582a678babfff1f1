/**
 * Money is integer fen end to end; these helpers only turn
 * it into display text.
 */
import { groupThousands } from './number-text.ts';

/** Formats integer fen as `¥x.xx`, with thousands separators for large amounts. */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const yuan = groupThousands(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}¥${yuan}.${cents}`;
}

/** Price in fen of a part of `volumeMm3` at `pricePerCm3Fen`, rounded to the nearest fen. */
export function priceForVolumeFen(volumeMm3: number, pricePerCm3Fen: number): number {
  return Math.round((volumeMm3 * pricePerCm3Fen) / 1000);
}
