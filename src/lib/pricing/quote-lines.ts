/**
 * The lines and the quote of a quotation (src/lib/pricing/order-totals.ts holds the rules they share with
 * the cart and the coupons). The reference server prices every quotation with `quoteOf`, and the
 * upload step's live estimate, its material comparison and the submit step's coupon choice price
 * lines with the same functions, so what the customer sees is what the server charges, to the fen.
 *
 * A part with its choices (`optionUnitPrice`): base = max(minimum, volume × rate) on the volume in
 * mm³ after the units; the finish; the quantity break; the lead time. Each step's amount is
 * rounded to the nearest fen, halves up (Math.round of a non-negative amount; a percentage is
 * applied as `amount × (100 + percent) / 100`, so the amount rounded is never negative).
 */
import type { FinishOption, LeadTimeOption, MaterialPricing, PriceBreak } from '../../wire/catalogue.ts';
import type { BomLine, PartOptions, Quote, QuoteLine } from '../../wire/quotes.ts';
import { priceForVolumeFen } from '../format/money.ts';
import { DEFAULT_PART_OPTIONS } from './part-options.ts';
import { inMillimetres } from './inch-units.ts';
import { modelledPrice } from './modelled-price.ts';

export { partOptionsOf } from './part-options.ts';
import { totalsOf, unitPriceOf, type LevelBenefits, type PricedCoupon, type PricedItem, type PricedMaterial } from './order-totals.ts';

/** The break a quantity falls in: the one with the largest `minQuantity` not above it (100 % when none is). */
export function breakFor(breaks: readonly PriceBreak[], quantity: number): PriceBreak {
  let found: PriceBreak = { minQuantity: 1, factorPercent: 100 };
  for (const candidate of breaks) if (candidate.minQuantity <= quantity && candidate.minQuantity >= found.minQuantity) found = candidate;
  return found;
}

/** The lead time a part asked for, else the material's 标准 (or its first, for a catalogue without one). */
export function leadTimeOf(pricing: MaterialPricing, kind: PartOptions['leadTime'], leadDays: number): LeadTimeOption {
  return pricing.leadTimes.find((lead) => lead.kind === kind) ?? pricing.leadTimes.find((lead) => lead.kind === 'standard') ?? { kind: 'standard', days: leadDays, adjustPercent: 0 };
}

/** `amount × (100 + percent) / 100`, to the nearest fen, halves up. */
const withPercent = (amount: number, percent: number): number => Math.round((amount * (100 + percent)) / 100);

export interface OptionPrice {
  /** Fen per part after every step. */
  unitPrice: number;
  /** Fen: the volume price with the minimum, before the choices. */
  base: number;
  /** Fen: the base with the finish. */
  finished: number;
  breakAt: PriceBreak;
  leadTime: LeadTimeOption;
}

/**
 * Fen per part of a measured part with its choices, in this order, each step rounded to the fen:
 * base = max(minimum, volume × rate) on the volume in mm³ after the units; the finish adds its
 * percentage of the base, its fee per part and its fee per cm² of surface; the quantity break
 * multiplies by its factor; the lead time adds its surcharge (加急) or takes its discount (经济).
 */
export function optionUnitPrice(
  material: Pick<PricedMaterial, 'pricePerCm3' | 'minPrice' | 'leadDays'>,
  pricing: MaterialPricing,
  part: { volume: number; area: number; quantity: number; options: PartOptions },
): OptionPrice {
  const { volume, area } = inMillimetres(part, part.options.units);
  const base = Math.max(material.minPrice, priceForVolumeFen(volume, material.pricePerCm3));
  const finish: FinishOption | undefined = part.options.finish === null ? undefined : pricing.finishes.find((candidate) => candidate.id === part.options.finish);
  const finished = finish ? withPercent(base, finish.percent) + finish.perPart + Math.round((area * finish.perCm2) / 100) : base;
  const breakAt = breakFor(pricing.breaks, part.quantity);
  const leadTime = leadTimeOf(pricing, part.options.leadTime, material.leadDays);
  const unitPrice = withPercent(Math.round((finished * breakAt.factorPercent) / 100), leadTime.adjustPercent);
  return { unitPrice, base, finished, breakAt, leadTime };
}

/** Quantities at which a part priced by a cost model shows its price per part (beside its own). */
export const MODEL_TABLE_QUANTITIES: readonly number[] = [1, 10, 50, 100];

/**
 * The part's small quantity table: under a cost model, its price per part at 1, 10, 50 and 100
 * parts and at its own quantity (what the quantity shares lowers it: `byQuantity`); else the unit
 * price at each of the material's breaks, in break order (from that many parts on).
 */
export function breakTable(
  material: Omit<QuotedMaterial, 'id' | 'processId'> & { pricing: MaterialPricing },
  part: Omit<PricedItem, 'quantity'> & { quantity: number; options: PartOptions },
): { byQuantity: boolean; rows: Array<{ minQuantity: number; unitPrice: number }> } {
  const { pricing } = material;
  if (pricing.model === undefined || part.bbox === undefined) {
    const volume = part.volume ?? 0;
    const rows = [...pricing.breaks]
      .sort((a, b) => a.minQuantity - b.minQuantity)
      .map((at) => ({ minQuantity: at.minQuantity, unitPrice: optionUnitPrice(material, pricing, { volume, area: part.area ?? 0, options: part.options, quantity: at.minQuantity }).unitPrice }));
    return { byQuantity: false, rows };
  }
  const quantities = [...new Set([...MODEL_TABLE_QUANTITIES, part.quantity])].sort((a, b) => a - b);
  const rows = quantities.flatMap((quantity) => {
    const line = quoteLineOf(material, { ...part, quantity });
    return line.manual ? [] : [{ minQuantity: quantity, unitPrice: line.unitPrice }];
  });
  return { byQuantity: true, rows };
}

/** A material as the quote prices it: the seed's figures, and its choices when the catalogue has them. */
export type QuotedMaterial = PricedMaterial & { pricing?: MaterialPricing | undefined };

/**
 * The line of `item` in `material`. A part measured with its bounding box in a material whose
 * `pricing` has a cost model is priced by how it is made (modelled-price.ts: `breakdown` says how,
 * `manualReason` why one waits for an engineer), with its choices or the defaults. Otherwise a
 * hand-quoted line is priced 0 and marked manual; a line with options (which the caller has
 * checked with `optionProblem`) is priced by `optionUnitPrice`; a line without them as before the
 * choices existed. A line with options says them, its lead days and its volume after the units.
 */
export function quoteLineOf(material: Omit<QuotedMaterial, 'id' | 'processId'>, item: PricedItem): QuoteLine {
  if (item.parts !== undefined) return assemblyLineOf(material, item, item.parts);
  const { fileId, fileName, volume, quantity, area, bbox, machining, support, options } = item;
  const { pricing } = material;
  const model = pricing?.model;
  const choices = options === undefined || pricing === undefined ? {} : { options, leadDays: leadTimeOf(pricing, options.leadTime, material.leadDays).days };
  const inMm = volume === null ? null : inMillimetres({ volume, area: 0 }, options?.units ?? 'mm').volume;
  if (pricing !== undefined && model !== undefined && volume !== null && bbox !== undefined) {
    const geometry = { volume, area: area ?? 0, bbox, ...(machining ? { machining } : {}), ...(support ? { support } : {}) };
    const priced = modelledPrice(material, { ...pricing, model }, geometry, quantity, options ?? DEFAULT_PART_OPTIONS);
    if (priced.manual) return { fileId, fileName, volume: inMm, unitPrice: 0, quantity, subtotal: 0, manual: true, ...choices, manualReason: priced.reason };
    return { fileId, fileName, volume: inMm, unitPrice: priced.unitPrice, quantity, subtotal: priced.unitPrice * quantity, manual: false, ...choices, breakdown: priced.breakdown };
  }
  if (options === undefined || pricing === undefined) {
    const unitPrice = unitPriceOf(volume, material);
    return { fileId, fileName, volume, unitPrice: unitPrice ?? 0, quantity, subtotal: (unitPrice ?? 0) * quantity, manual: unitPrice === null };
  }
  if (volume === null) return { fileId, fileName, volume, unitPrice: 0, quantity, subtotal: 0, manual: true, ...choices };
  const { unitPrice } = optionUnitPrice(material, pricing, { volume, area: area ?? 0, quantity, options });
  return { fileId, fileName, volume: inMm, unitPrice, quantity, subtotal: unitPrice * quantity, manual: false, ...choices };
}

/**
 * An assembly's line: each kept part priced as a line of its own (count × sets pieces, its own
 * choices), the line being one set: its price per set is the parts' prices per piece times their
 * counts, its quantity the sets, its subtotal the parts' subtotals to the fen. Its volume is a
 * set's (null when a part is quoted by hand), its lead days the longest part's; it is manual when
 * any part is.
 */
function assemblyLineOf(material: Omit<QuotedMaterial, 'id' | 'processId'>, { fileId, fileName, quantity, options }: PricedItem, parts: NonNullable<PricedItem['parts']>): QuoteLine {
  const bom = parts.map(({ part, name, count, volume, area, bbox, machining, support, material: own, options: choices }): BomLine => {
    const { fileId: _id, fileName: _name, ...line } = quoteLineOf(own ?? material, { fileId, fileName: name, volume, area, bbox, machining, support, quantity: count * quantity, options: choices });
    return { part, name, count, ...(own ? { materialId: own.id, materialName: own.name } : {}), ...line };
  });
  const unitPrice = bom.reduce((sum, line) => sum + line.unitPrice * line.count, 0);
  const volumes = bom.map((line) => (line.volume === null ? null : line.volume * line.count));
  const volume = volumes.includes(null) ? null : volumes.reduce<number>((sum, one) => sum + (one ?? 0), 0);
  const days = bom.flatMap((line) => (line.leadDays === undefined ? [] : [line.leadDays]));
  return {
    fileId,
    fileName,
    volume,
    unitPrice,
    quantity,
    subtotal: unitPrice * quantity,
    manual: bom.some((line) => line.manual),
    // The file's choices, as a line of one part says them (a part with its own finish says it on its BOM line).
    ...(options !== undefined && material.pricing !== undefined ? { options } : {}),
    ...(days.length > 0 ? { leadDays: Math.max(...days) } : {}),
    parts: bom,
  };
}

/** The lines of `items` in `material` (quoteLineOf). */
export function quoteLinesOf(material: Omit<QuotedMaterial, 'id' | 'processId'>, items: readonly PricedItem[]): QuoteLine[] {
  return items.map((item) => quoteLineOf(material, item));
}

/** Working days until every line ships: the longest line's lead time, or the material's when no line has one. */
export function leadDaysOf(lines: readonly Pick<QuoteLine, 'leadDays'>[], materialLeadDays: number): number {
  const days = lines.flatMap((line) => (line.leadDays === undefined ? [] : [line.leadDays]));
  return days.length === 0 ? materialLeadDays : Math.max(...days);
}

/** The quote of `items` in `material` for a customer with `benefits`, with `coupon` unless it is blocked. */
export function quoteOf(material: QuotedMaterial, items: readonly PricedItem[], coupon: PricedCoupon | null, benefits: LevelBenefits): Quote {
  const lines = quoteLinesOf(material, items);
  const goods = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const manual = lines.some((line) => line.manual);
  const { memberDiscount, discount, shipping, payable, freeShippingFrom } = totalsOf({ kind: 'customized', processId: material.processId, goods, manual }, coupon, benefits);
  return { materialId: material.id, lines, goods, memberDiscount, discount, shipping, payable, freeShippingFrom, manual, leadDays: leadDaysOf(lines, material.leadDays) };
}
