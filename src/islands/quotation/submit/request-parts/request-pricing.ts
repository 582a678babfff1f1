// What step 3 sends to be priced, from the draft: each part's choices, an assembly's kept parts,
// each part's drawing and call-outs; the goods it weighs the coupons on before it asks; and
// whether the order would wait for the factory's price (待报价).
import type { Material, Process } from '~/wire/catalogue';
import type { Quote } from '~/wire/quotes';
import type { DrawingFile } from '~/wire/files';
import { calloutItemOf } from '~/lib/drafts/callout-draft';
import { partOptionsOf } from '~/lib/pricing/part-options';
import type { QuotationDraft } from '~/lib/drafts/quotation-draft';
import { quoteLinesOf } from '~/lib/pricing/quote-lines';
import { pricedFileOf } from '~/lib/pricing/priced-file';
import { keptPartsOf, partMaterialsIn } from '~/lib/drafts/assembly-draft';
import { readMaterialPricing, withReadablePricing } from '~/lib/pricing/material-pricing';
import { countedFiles, volumesOf } from '~/lib/pricing/estimate-fit';

/** Each part's choices to send for `material` (none when its catalogue entry has no `pricing`). */
export const optionsFor = (material: Material, draft: Pick<QuotationDraft, 'partOptions'>) => (fileId: number) => partOptionsOf(draft, fileId, readMaterialPricing(material.pricing));

/** An assembly's parts list as the draft has it (keptPartsOf: each part with its own finish, as `material` offers it), for the price request. */
export const partsFor = (material: Material, draft: Pick<QuotationDraft, 'assemblies' | 'partOptions'>, materials: readonly Material[] = []) => {
  const partMaterials = partMaterialsIn(materials.map(withReadablePricing), material);
  return (file: Pick<DrawingFile, 'id' | 'parts'>) => {
    const pricing = readMaterialPricing(material.pricing);
    return keptPartsOf(file, draft.assemblies?.[String(file.id)], partOptionsOf(draft, file.id, pricing), pricing, partMaterials);
  };
};

/** Each part's drawing and call-outs to send, as the draft keeps them (none for a part without). */
export const calloutsFor = (draft: Pick<QuotationDraft, 'lineCallouts'>) => (fileId: number) => calloutItemOf(draft.lineCallouts, fileId);

/**
 * Whether the order would be submitted as 待报价: a line waits for an engineer's price (a file
 * quoted by hand) or for the factory's confirmation (a drawing or call-outs). Its price and ship
 * date are then the factory's to give, not the page's.
 */
export const awaitsFactoryPrice = (quote: Pick<Quote, 'manual' | 'needsConfirmation'>): boolean => quote.manual || quote.needsConfirmation === true;

/**
 * The goods of the draft in `material` by the function the server prices with, over the server's
 * own measurements, and whether a file waits for a manual quote: which coupons apply is known
 * before the price request is sent. A file larger than every machine of `processes` (the factory's, by the build volumes the catalogue sends),
 * one in `cannotMake` (it cannot be made in the material) and a broken file are in no goods: no
 * coupon is offered on what cannot be ordered.
 */
export function couponEstimate(
  material: Material,
  draft: Pick<QuotationDraft, 'fileList' | 'quantities' | 'partOptions' | 'assemblies'>,
  materials: readonly Material[] = [],
  refusals: { processes: readonly Pick<Process, 'buildVolume'>[]; cannotMake: ReadonlySet<number> } = { processes: [], cannotMake: new Set() },
): { goods: number; manual: boolean } {
  const pricing = readMaterialPricing(material.pricing);
  const partMaterials = partMaterialsIn(materials.map(withReadablePricing), material);
  const { counted } = countedFiles(draft.fileList, { volumes: volumesOf(refusals.processes), cannotMake: refusals.cannotMake, unitsOf: (fileId) => partOptionsOf(draft, fileId, pricing)?.units, assemblies: draft.assemblies });
  const items = counted.map((file) => {
    const options = partOptionsOf(draft, file.id, pricing);
    return pricedFileOf(file, draft.quantities[String(file.id)] ?? 1, options, keptPartsOf(file, draft.assemblies?.[String(file.id)], options, pricing, partMaterials), partMaterials);
  });
  const lines = quoteLinesOf(material, items);
  return { goods: lines.reduce((sum, line) => sum + line.subtotal, 0), manual: lines.some((line) => line.manual) };
}
