import type { MaterialPricing } from '../../wire/catalogue.ts';
import type { DrawingFile, Geometry } from '../../wire/files.ts';
import type { PartOptions, QuoteLine } from '../../wire/quotes.ts';
import { volumeOf, type EstimateVolume } from './estimate-volume.ts';
import { priceForVolumeFen } from '../format/money.ts';
import { partOptionsOf } from './part-options.ts';
import { inMillimetres } from './inch-units.ts';
import type { Sides } from '../geometry/part-fit.ts';
import { oversizeOf, type Refusal } from './estimate-refusals.ts';
import { totalsOf, type LevelBenefits, type PartMaterial, type PricedMaterial, type Totals } from './order-totals.ts';
import { pricedFileOf } from './priced-file.ts';
import { optionUnitPrice, quoteLineOf, type OptionPrice } from './quote-lines.ts';
import type { UploadItem } from '../drafts/upload-draft.ts';
import { keptPartsOf } from '../drafts/assembly-draft.ts';

export interface EstimateLine {
  key: string;
  name: string;
  /** The server's file id; null while uploading (its choices can be set once it has one). */
  fileId: number | null;
  /** As measured: the volume in the mesh's own units. */
  volume: EstimateVolume;
  /** The measured geometry the choices are priced on (surface, bounding box, machining), null when not measured. */
  geometry: Geometry | null;
  quantity: number;
  /** The part's choices as the material offers them; undefined when the material has none (a backend without `pricing`). */
  options: PartOptions | undefined;
  /** The priced steps of a part with choices priced by volume (base, finish, break, lead time); null under a cost model. */
  optionPrice: OptionPrice | null;
  /** Fen of the volume at the material's rate, before the minimum per part; null when not measured. */
  byVolume: number | null;
  /** The line as the server prices it (with its breakdown under a cost model); null while measuring or when quoted by hand for want of a measurement. */
  line: QuoteLine | null;
  /** Fen per part; null while measuring or when quoted by hand. */
  unitPrice: number | null;
  subtotal: number | null;
  /** Why no machine of the factory can make it (larger than every one of them), or null: such a part is not priced. */
  oversize: string | null;
  /**
   * Why the line counts in no price (too large for every machine, cannot be made in the material,
   * a broken file), or null: such a line has no price, no quantity table and adds to no total.
   */
  refused: Refusal | null;
}

export type { EstimateVolume };

export interface Estimate {
  lines: EstimateLine[];
  /** Fen: the priced lines added up (hand-quoted and still-measuring files are not in it). */
  goods: number;
  manual: number;
  measuring: number;
  /** Files larger than every machine of the factory: they cannot be ordered as they are. */
  oversize: number;
  /** Files the browser found cannot be made in the material (step 3 refuses them). */
  cannotMake: number;
  /** Broken files (a STEP cut short, …): to be exported again. */
  broken: number;
}

/**
 * The live estimate of the upload step: each file priced by the function the server prices
 * with (quoteLineOf: the material's cost model, else max(minimum, volume × rate) with the
 * choices), and the total. Files that failed to upload are left out: they are not part of the
 * quotation until retried. A part larger than every machine of `volumes` (the factory's), one in
 * `cannotMake` (the browser's printability check found it cannot be made in the material) and a
 * broken file are not priced and count in no total: the line says why, as the server or step 3
 * would refuse it.
 */
export function estimateUpload(
  material: PricedMaterial & { pricing?: MaterialPricing | undefined },
  items: readonly UploadItem[],
  fileList: readonly DrawingFile[],
  quantities: Readonly<Record<string, number>>,
  partOptions: Readonly<Record<string, unknown>> = {},
  volumes: readonly Sides[] = [],
  assemblies: Readonly<Record<string, unknown>> = {},
  partMaterials?: (id: number) => PartMaterial | undefined,
  cannotMake: ReadonlySet<number> = new Set(),
): Estimate {
  const lines = items
    .filter((item) => item.status !== 'fail')
    .map((item): EstimateLine => {
      const volume = volumeOf(item, fileList);
      const { fileId } = item;
      const quantity = (fileId === null ? undefined : quantities[String(fileId)]) ?? 1;
      const stored = fileId === null ? undefined : fileList.find((file) => file.id === fileId);
      const geometry = (stored ? stored.geometry : item.localGeometry) ?? null;
      const options = fileId === null ? undefined : partOptionsOf({ partOptions }, fileId, material.pricing);
      const measured = volume.kind === 'measured' && geometry !== null;
      // A STEP or IGES file states its own units and is measured in millimetres: the choice is a mesh's.
      const cad = item.format === 'step' || item.format === 'iges';
      const units = cad ? 'mm' : (options?.units ?? 'mm');
      const oversize = measured ? oversizeOf({ name: item.name, format: item.format ?? undefined, parts: stored?.parts }, geometry, units, volumes, assemblies[String(fileId)]) : null;
      const refused: Refusal | null = volume.kind === 'broken' ? 'broken' : oversize !== null ? 'oversize' : fileId !== null && cannotMake.has(fileId) ? 'cannotMake' : null;
      const priceable = measured && refused === null;
      // An assembly the server answered with its parts is priced as its parts list, as step 3 asks for it.
      const kept = stored ? keptPartsOf(stored, assemblies[String(fileId)], options, material.pricing, partMaterials) : undefined;
      const line = priceable ? quoteLineOf(material, pricedFileOf({ id: fileId ?? 0, name: item.name, geometry, ...(stored?.parts ? { parts: stored.parts } : {}) }, quantity, options, kept, partMaterials)) : null;
      const optionPrice =
        priceable && options && material.pricing && material.pricing.model === undefined
          ? optionUnitPrice(material, material.pricing, { volume: geometry.volume, area: geometry.area, quantity, options })
          : null;
      const unitPrice = line === null || line.manual ? null : line.unitPrice;
      const byVolume = priceable ? priceForVolumeFen(inMillimetres(geometry, options?.units ?? 'mm').volume, material.pricePerCm3) : null;
      return { key: item.key, name: item.name, fileId, volume, geometry, quantity, options, optionPrice, byVolume, line, unitPrice, subtotal: unitPrice === null ? null : unitPrice * quantity, oversize, refused };
    });
  return {
    lines,
    goods: lines.reduce((sum, line) => sum + (line.subtotal ?? 0), 0),
    manual: lines.filter((line) => line.refused === null && (line.volume.kind === 'manual' || line.line?.manual === true)).length,
    measuring: lines.filter((line) => line.volume.kind === 'measuring').length,
    oversize: lines.filter((line) => line.oversize !== null).length,
    cannotMake: lines.filter((line) => line.refused === 'cannotMake').length,
    broken: lines.filter((line) => line.refused === 'broken').length,
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
