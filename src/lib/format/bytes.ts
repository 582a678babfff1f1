const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

/**
 * Formats a byte count in binary units (1 KB = 1024 B), the way storage quotas are sold:
 * whole bytes, otherwise two decimals below 10 and one above, e.g. `356.0 MB`, `2.00 GB`.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < STEP) return `${Math.round(bytes)} B`;
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  let text = value.toFixed(value < 10 ? 2 : 1);
  // 1023.96 KB would round to "1024.0 KB": show it as the next unit instead.
  if (Number(text) >= STEP && unit < UNITS.length - 1) {
    unit += 1;
    text = (value / STEP).toFixed(2);
  }
  return `${text} ${UNITS[unit] ?? 'B'}`;
}
