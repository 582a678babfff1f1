/**
 * The quantity tiers of an assembly: the price of one set at 1, 10 and 100 sets (and at the
 * line's own), as a single part shows its price at 1, 10, 50 and 100 parts. Each tier prices every
 * kept part at count × sets pieces by the function the server prices with (quoteLineOf), so the
 * own quantity's tier is the line's price per set to the fen.
 */
import type { Material } from '../../wire/catalogue.ts';
import type { DrawingFile } from '../../wire/files.ts';
import type { QuotationDraft } from '../drafts/quotation-draft.ts';
import { keptPartsOf, partMaterialsIn } from '../drafts/assembly-draft.ts';
import type { PricedItem } from './order-totals.ts';
import { partOptionsOf } from './part-options.ts';
import { pricedFileOf } from './priced-file.ts';
import { quoteLineOf, type QuotedMaterial } from './quote-lines.ts';
import { readMaterialPricing, withReadablePricing } from './material-pricing.ts';

/** Sets at which an assembly shows its price per set (beside its own). */
export const SET_TIER_QUANTITIES: readonly number[] = [1, 10, 100];

export interface SetTier {
  sets: number;
  /** Fen: the price of one set at that many sets. */
  setPrice: number;
}

/** The tiers of an assembly's priced item (one with `parts`); none when it has no parts or a part is quoted by hand. */
export function setTiersOf(material: Omit<QuotedMaterial, 'id' | 'processId'>, item: PricedItem): SetTier[] {
  if (item.parts === undefined || item.parts.length === 0) return [];
  const quantities = [...new Set([...SET_TIER_QUANTITIES, item.quantity])].sort((a, b) => a - b);
  const tiers: SetTier[] = [];
  for (const sets of quantities) {
    const line = quoteLineOf(material, { ...item, quantity: sets });
    if (line.manual) return [];
    tiers.push({ sets, setPrice: line.unitPrice });
  }
  return tiers;
}

/**
 * The tiers of each assembly of a draft in `material`, as the draft asks it (its kept parts with
 * their counts, materials and choices, the line's sets): by file, none for a file of one part.
 */
export function draftSetTiers(material: Material, draft: Pick<QuotationDraft, 'quantities' | 'partOptions' | 'assemblies'>, materials: readonly Material[] = []) {
  const pricing = readMaterialPricing(material.pricing);
  const partMaterials = partMaterialsIn(materials.map(withReadablePricing), material);
  const priced = withReadablePricing(material);
  return (file: Pick<DrawingFile, 'id' | 'name' | 'geometry' | 'parts'>): SetTier[] => {
    const options = partOptionsOf(draft, file.id, pricing);
    const kept = keptPartsOf(file, draft.assemblies?.[String(file.id)], options, pricing, partMaterials);
    if (kept === undefined) return [];
    return setTiersOf(priced, pricedFileOf(file, draft.quantities[String(file.id)] ?? 1, options, kept, partMaterials));
  };
}
