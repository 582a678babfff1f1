import type { DrawingFile } from '../wire/files.ts';
import { UNMEASURABLE_CODES } from './mesh-warning-text.ts';
import { priceForVolumeFen } from './money.ts';
import { totalsOf, unitPriceOf, type LevelBenefits, type PricedMaterial, type Totals } from './pricing.ts';
import type { UploadItem } from './upload-draft.ts';

/**
 * What the estimate knows of a file's volume (mm³): measured (by the server once uploaded, else
 * by the browser), quoted by hand (STEP, IGES, ZIP or a mesh that cannot be measured), or not
 * known yet (the worker is still measuring).
 */
export type EstimateVolume =
  | { kind: 'measured'; volume: number; by: 'server' | 'browser' }
  | { kind: 'manual' }
  | { kind: 'measuring' };

/** The volume to price `item` with: the server's measurement wins over the browser's. */
export function volumeOf(item: Pick<UploadItem, 'format' | 'fileId' | 'localGeometry' | 'warnings'>, fileList: readonly DrawingFile[]): EstimateVolume {
  const stored = item.fileId === null ? undefined : fileList.find((file) => file.id === item.fileId);
  if (stored) return stored.geometry ? { kind: 'measured', volume: stored.geometry.volume, by: 'server' } : { kind: 'manual' };
  if (item.format === 'step' || item.format === 'iges' || item.format === 'zip') return { kind: 'manual' };
  if (item.localGeometry) return { kind: 'measured', volume: item.localGeometry.volume, by: 'browser' };
  if (item.warnings.some((code) => UNMEASURABLE_CODES.has(code))) return { kind: 'manual' };
  return { kind: 'measuring' };
}

export interface EstimateLine {
  key: string;
  name: string;
  volume: EstimateVolume;
  quantity: number;
  /** Fen of the volume at the material's rate, before the minimum per part; null when not measured. */
  byVolume: number | null;
  /** Fen per part: byVolume, or the material's minimum when that is more; null while measuring or when quoted by hand. */
  unitPrice: number | null;
  subtotal: number | null;
}

export interface Estimate {
  lines: EstimateLine[];
  /** Fen: the priced lines added up (hand-quoted and still-measuring files are not in it). */
  goods: number;
  manual: number;
  measuring: number;
}

/**
 * The live estimate of the upload step: per file max(minimum price, volume in cm³ × price per cm³)
 * × quantity, and the total, with the same unit price the server charges (src/lib/pricing.ts).
 * Files that failed to upload are left out: they are not part of the quotation until retried.
 */
export function estimateUpload(
  material: PricedMaterial,
  items: readonly UploadItem[],
  fileList: readonly DrawingFile[],
  quantities: Readonly<Record<string, number>>,
): Estimate {
  const lines = items
    .filter((item) => item.status !== 'fail')
    .map((item): EstimateLine => {
      const volume = volumeOf(item, fileList);
      const quantity = (item.fileId === null ? undefined : quantities[String(item.fileId)]) ?? 1;
      const measured = volume.kind === 'measured' ? volume.volume : null;
      const unitPrice = unitPriceOf(measured, material);
      const byVolume = measured === null ? null : priceForVolumeFen(measured, material.pricePerCm3);
      return { key: item.key, name: item.name, volume, quantity, byVolume, unitPrice, subtotal: unitPrice === null ? null : unitPrice * quantity };
    });
  return {
    lines,
    goods: lines.reduce((sum, line) => sum + (line.subtotal ?? 0), 0),
    manual: lines.filter((line) => line.volume.kind === 'manual').length,
    measuring: lines.filter((line) => line.volume.kind === 'measuring').length,
  };
}

/**
 * Member discount, shipping and payable of the estimate for a customer with `benefits`, by the
 * function the server prices the order with: once every file is measured (and none waits for a
 * manual quote) it is the payable step 3 shows before a coupon, to the fen.
 */
export function estimateTotals(estimate: Pick<Estimate, 'goods' | 'manual'>, material: Pick<PricedMaterial, 'processId'>, benefits: LevelBenefits): Totals {
  return totalsOf({ kind: 'customized', processId: material.processId, goods: estimate.goods, manual: estimate.manual > 0 }, null, benefits);
}
