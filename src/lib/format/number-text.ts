/**
 * Numbers as display text with `,` between thousands, written out by hand: the first
 * `toLocaleString()` or `Intl.NumberFormat` of a page loads the browser's number-formatting data,
 * about 40 ms of a page's first render on a slow phone for one `¥1,288.00`. Rounding is theirs:
 * on the number as it is written (2.675 → 2.68, where `toFixed` gives 2.67), a half away from zero.
 */
/** `1234567` → `1,234,567` (a whole number; any sign stays in front). */
export function groupThousands(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  return `${whole < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** `1234.5` with 2 digits → `1,234.50`: always exactly `digits` decimals. */
export function fixedText(value: number, digits: number): string {
  const written = String(Math.abs(value));
  // Exponent notation (below 1e-6 or from 1e21 up) has no digits to round by hand.
  const [whole = '0', fraction = ''] = (/e/.test(written) ? Math.abs(value).toFixed(digits) : written).split('.');
  let kept = `${whole}${fraction.slice(0, digits).padEnd(digits, '0')}`;
  if ((fraction[digits] ?? '0') >= '5') kept = (BigInt(kept) + 1n).toString().padStart(digits + 1, '0');
  const wholeText = groupThousands(Number(kept.slice(0, kept.length - digits)));
  const sign = value < 0 && /[1-9]/.test(kept) ? '-' : '';
  return `${sign}${wholeText}${digits > 0 ? `.${kept.slice(kept.length - digits)}` : ''}`;
}
