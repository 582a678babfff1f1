import type { MaterialPricing } from '../wire/catalogue.ts';
import type { DrawingFile, Geometry } from '../wire/files.ts';
import type { PartOptions } from '../wire/quotes.ts';
import { volumeOf, type EstimateVolume } from './estimate-volume.ts';
import { priceForVolumeFen } from './money.ts';
import { inMillimetres, partOptionsOf } from './part-options.ts';
import { totalsOf, unitPriceOf, type LevelBenefits, type PricedMaterial, type Totals } from './pricing.ts';
import { optionUnitPrice, type OptionPrice } from './quote-pricing.ts';
import type { UploadItem } from './upload-draft.ts';

export interface EstimateLine {
  key: string;
  name: string;
  /** The server's file id; null while uploading (its choices can be set once it has one). */
  fileId: number | null;
  /** As measured: the volume in the mesh's own units. */
  volume: EstimateVolume;
  /** The measured geometry the choices are priced on (surface, bounding box), null when not measured. */
  geometry: Pick<Geometry, 'area' | 'bbox'> | null;
  quantity: number;
  /** The part's choices as the material offers them; undefined when the material has none (a backend without `pricing`). */
  options: PartOptions | undefined;
  /** The priced steps of a part with choices (base, finish, break, lead time). */
  optionPrice: OptionPrice | null;
  /** Fen of the volume at the material's rate, before the minimum per part; null when not measured. */
  byVolume: number | null;
  /** Fen per part: byVolume, or the material's minimum when that is more; null while measuring or when quoted by hand. */
  unitPrice: number | null;
  subtotal: number | null;
}

export type { EstimateVolume };

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
  material: PricedMaterial & { pricing?: MaterialPricing | undefined },
  items: readonly UploadItem[],
  fileList: readonly DrawingFile[],
  quantities: Readonly<Record<string, number>>,
  partOptions: Readonly<Record<string, unknown>> = {},
): Estimate {
  const lines = items
    .filter((item) => item.status !== 'fail')
    .map((item): EstimateLine => {
      const volume = volumeOf(item, fileList);
      const { fileId } = item;
      const quantity = (fileId === null ? undefined : quantities[String(fileId)]) ?? 1;
      const stored = fileId === null ? undefined : fileList.find((file) => file.id === fileId);
      const geometry = stored ? stored.geometry : item.localGeometry;
      const options = fileId === null ? undefined : partOptionsOf({ partOptions }, fileId, material.pricing);
      const measured = volume.kind === 'measured' ? inMillimetres({ volume: volume.volume, area: 0 }, options?.units ?? 'mm').volume : null;
      const optionPrice =
        measured !== null && options && material.pricing && volume.kind === 'measured'
          ? optionUnitPrice(material, material.pricing, { volume: volume.volume, area: geometry?.area ?? 0, quantity, options })
          : null;
      const unitPrice = optionPrice ? optionPrice.unitPrice : unitPriceOf(measured, material);
      const byVolume = measured === null ? null : priceForVolumeFen(measured, material.pricePerCm3);
      return {
        key: item.key,
        name: item.name,
        fileId,
        volume,
        geometry: geometry ?? null,
        quantity,
        options,
        optionPrice,
        byVolume,
        unitPrice,
        subtotal: unitPrice === null ? null : unitPrice * quantity,
      };
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
