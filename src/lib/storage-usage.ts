/** How full a shop's storage is: `normal`, `warning` above 80 %, `full` at or over the quota. */
export type StorageLevel = 'normal' | 'warning' | 'full';

export interface StorageUsage {
  /** Share of the quota used, in percent with one decimal (may pass 100 when over quota). */
  percent: number;
  /** The same share clamped to 0–100, for a meter. */
  meter: number;
  level: StorageLevel;
}

const WARNING_RATIO = 0.8;

/** The share of `quota` bytes that `size` bytes use. */
export function storageUsage(size: number, quota: number): StorageUsage {
  const ratio = quota > 0 ? Math.max(0, size) / quota : 1;
  const percent = Math.round(ratio * 1000) / 10;
  const level: StorageLevel = ratio >= 1 ? 'full' : ratio > WARNING_RATIO ? 'warning' : 'normal';
  return { percent, meter: Math.min(100, percent), level };
}
