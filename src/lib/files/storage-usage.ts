import type { UploadItem } from '../drafts/upload-draft.ts';

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

/**
 * Bytes the shop can still take for new files: the quota less what it uses and less the items
 * queued or on their way (not yet counted by the server). Null unless both the size and the
 * quota are known (a backend need not send the quota).
 */
export function remainingStorage(shop: { storageSize?: number | undefined; storageQuota?: number | undefined } | null | undefined, items: readonly Pick<UploadItem, 'status' | 'size'>[]): number | null {
  if (shop?.storageSize === undefined || shop.storageQuota === undefined) return null;
  const queued = items.filter((item) => item.status === 'ready' || item.status === 'uploading').reduce((sum, item) => sum + item.size, 0);
  return Math.max(0, shop.storageQuota - shop.storageSize - queued);
}
