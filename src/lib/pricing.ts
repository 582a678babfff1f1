/**
 * The price of an order, decided in one place. The reference server prices every quotation and
 * every cart with these functions, and the upload step's live estimate and the checkouts' coupon
 * choice run the same ones in the browser, so what the customer sees is what the server charges
 * (to the fen) unless the catalogue, the coupon or the customer's level changed meanwhile.
 *
 * In order: goods (each part max(minimum, volume × rate) × quantity), the member level's discount
 * on a customised order, the coupon (its threshold is on the goods, a percentage applies to what
 * the member discount left), then shipping, free once what is left reaches the level's threshold.
 *
 * A part sent with its choices (PartOptions, for a material whose catalogue entry has `pricing`)
 * is priced by `optionUnitPrice`: its volume in mm³ after the units, the minimum, the finish, the
 * quantity break, then the lead time. One rounding rule throughout: each step's amount is
 * rounded to the nearest fen, halves up (Math.round of a non-negative amount; every percentage is
 * applied as `amount × (100 + percent) / 100`, so the amount rounded is never negative).
 */
import type { FinishOption, LeadTimeOption, MaterialPricing, PriceBreak } from '../wire/catalogue.ts';
import type { PartOptions, Quote, QuoteLine } from '../wire/quotes.ts';
import { priceForVolumeFen } from './money.ts';
import { SHIPPING_FEE } from './quotation-rules.ts';

export interface PricedMaterial {
  id: number;
  /** The process the material belongs to: a coupon may be limited to some processes. */
  processId: number;
  /** Fen per cm³. */
  pricePerCm3: number;
  /** Fen: the least one part costs. */
  minPrice: number;
  leadDays: number;
}

export interface PricedItem {
  fileId: number;
  fileName: string;
  /** mm³ as measured (before any units); null when the file cannot be measured (STEP, IGES, ZIP, a broken mesh): quoted by hand. */
  volume: number | null;
  quantity: number;
  /** mm² as measured: the surface a per-cm² finish is priced on (0 when not known). */
  area?: number;
  /** The part's choices; absent for a line priced as before they existed. */
  options?: PartOptions;
}

/** mm³ in a cubic inch (25.4³, exact) and mm² in a square inch (25.4², exact). */
export const CUBIC_INCH_MM3 = 16_387.064;
export const SQUARE_INCH_MM2 = 645.16;

/** The volume (mm³) and surface (mm²) of a mesh measured in `units`: an inch mesh's figures scaled to millimetres. */
export function inMillimetres(geometry: { volume: number; area: number }, units: PartOptions['units']): { volume: number; area: number } {
  return units === 'inch' ? { volume: geometry.volume * CUBIC_INCH_MM3, area: geometry.area * SQUARE_INCH_MM2 } : { volume: geometry.volume, area: geometry.area };
}

/** The choices of a part before the customer makes any: millimetres, no finish, 标准. */
export const DEFAULT_PART_OPTIONS: PartOptions = { units: 'mm', finish: null, colour: null, leadTime: 'standard' };

/** Why a part's choices cannot be priced in a material: an unknown finish, a missing or unknown colour, a lead time it does not offer. */
export type OptionProblem = 'finish' | 'colour' | 'leadTime';

export function optionProblem(pricing: MaterialPricing, options: PartOptions): OptionProblem | null {
  const finish = options.finish === null ? null : pricing.finishes.find((candidate) => candidate.id === options.finish);
  if (finish === undefined) return 'finish';
  const colours = finish?.colours ?? [];
  if (colours.length === 0 ? options.colour !== null : options.colour === null || !colours.includes(options.colour)) return 'colour';
  if (!pricing.leadTimes.some((lead) => lead.kind === options.leadTime)) return 'leadTime';
  return null;
}

/**
 * The same choices carried over to another material: the units stay, a finish or colour it does
 * not offer is dropped, a lead time it does not offer becomes 标准.
 */
export function optionsIn(pricing: MaterialPricing, options: PartOptions): PartOptions {
  const finish = options.finish === null ? undefined : pricing.finishes.find((candidate) => candidate.id === options.finish);
  const colour = finish && options.colour !== null && finish.colours.includes(options.colour) ? options.colour : (finish?.colours[0] ?? null);
  const leadTime = pricing.leadTimes.some((lead) => lead.kind === options.leadTime) ? options.leadTime : 'standard';
  return { units: options.units, finish: finish ? finish.id : null, colour, leadTime };
}

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

/** The unit price at each of the material's breaks for this part, in break order (the part's small price-break table). */
export function breakTable(
  material: Pick<PricedMaterial, 'pricePerCm3' | 'minPrice' | 'leadDays'>,
  pricing: MaterialPricing,
  part: { volume: number; area: number; options: PartOptions },
): Array<{ minQuantity: number; unitPrice: number }> {
  return [...pricing.breaks]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .map((at) => ({ minQuantity: at.minQuantity, unitPrice: optionUnitPrice(material, pricing, { ...part, quantity: at.minQuantity }).unitPrice }));
}

/** The orders a price is made for; design packages have a fixed price and take neither. */
export type PricedOrderKind = 'customized' | 'consumable';

/** What a member level changes in a price (the server's level table holds one per level). */
export interface LevelBenefits {
  /** Percent off the goods of a customised order: 2 is 9.8 折, 0 none. */
  quoteDiscountPercent: number;
  /** Fen: shipping is free once the goods after discounts reach it; 0 means always free. */
  freeShippingFrom: number;
}

/** Where a coupon may be used: an order kind (null: either) and, on customised orders, processes (empty: any). */
export interface CouponScopeRule {
  orderKind: PricedOrderKind | null;
  processIds: readonly number[];
}

export interface PricedCoupon {
  kind: 'amount' | 'percent';
  /** Fen off (amount) or percent off (percent: 10 is 9 折). */
  value: number;
  /** Fen of goods the order must reach. */
  threshold: number;
  scope: CouponScopeRule;
}

/** The order a coupon is weighed against. */
export interface PricedOrder {
  kind: PricedOrderKind;
  /** The process of a customised order's material; null for consumables. */
  processId: number | null;
  /** Fen of the priced lines. */
  goods: number;
  /** Some line waits for a manual quote. */
  manual: boolean;
}

/**
 * Why a coupon cannot go on an order: another kind of order, a process it does not name, a file
 * still to be quoted by hand, or goods below its threshold.
 */
export type CouponBlocker = 'orderKind' | 'process' | 'manual' | 'threshold';

/** Fen per part: the volume price, but never below the material's minimum; null when quoted by hand. */
export function unitPriceOf(volume: number | null, material: Pick<PricedMaterial, 'pricePerCm3' | 'minPrice'>): number | null {
  if (volume === null) return null;
  return Math.max(material.minPrice, priceForVolumeFen(volume, material.pricePerCm3));
}

/**
 * Whether the coupon may go on the order. A quote with a file still to be quoted by hand takes
 * no coupon: its final goods are not known, so neither is the threshold or the discount.
 */
export function couponBlocker(order: PricedOrder, coupon: Pick<PricedCoupon, 'threshold' | 'scope'>): CouponBlocker | null {
  const { scope } = coupon;
  if (scope.orderKind !== null && scope.orderKind !== order.kind) return 'orderKind';
  if (scope.processIds.length > 0 && (order.processId === null || !scope.processIds.includes(order.processId))) return 'process';
  if (order.manual) return 'manual';
  if (order.goods < coupon.threshold) return 'threshold';
  return null;
}

/** Fen the member level takes off: a percentage of a customised order's goods, rounded down. */
export function memberDiscountOf(kind: PricedOrderKind, goods: number, benefits: LevelBenefits): number {
  if (kind !== 'customized') return 0;
  return Math.floor((goods * benefits.quoteDiscountPercent) / 100);
}

/** Fen off `base` (the goods after the member discount): the amount, or the percentage rounded down; never more than the base. */
export function couponDiscount(base: number, coupon: Pick<PricedCoupon, 'kind' | 'value'>): number {
  const off = coupon.kind === 'amount' ? coupon.value : Math.floor((base * coupon.value) / 100);
  return Math.min(off, base);
}

/**
 * Shipping once the discounts are off: free from the level's threshold, else the flat fee.
 * Nothing while no goods are priced yet (every file waits for a manual quote): the engineer's
 * quote sets it.
 */
export function shippingOf(goods: number, afterDiscounts: number, benefits: LevelBenefits): number {
  if (goods === 0) return 0;
  return afterDiscounts >= benefits.freeShippingFrom ? 0 : SHIPPING_FEE;
}

export interface Totals {
  goods: number;
  memberDiscount: number;
  /** The coupon's discount. */
  discount: number;
  shipping: number;
  payable: number;
  /** The threshold the shipping followed, for the page to say. */
  freeShippingFrom: number;
  /** Why the coupon asked for was left off, or null (also when none was asked for). */
  couponBlocker: CouponBlocker | null;
}

/**
 * Member discount, coupon, shipping and payable of `order`. A coupon with a blocker is left off:
 * the server refuses such a request, and the pages offer only coupons without one.
 */
export function totalsOf(order: PricedOrder, coupon: PricedCoupon | null, benefits: LevelBenefits): Totals {
  const memberDiscount = memberDiscountOf(order.kind, order.goods, benefits);
  const blocker = coupon === null ? null : couponBlocker(order, coupon);
  const discount = coupon === null || blocker !== null ? 0 : couponDiscount(order.goods - memberDiscount, coupon);
  const afterDiscounts = order.goods - memberDiscount - discount;
  const shipping = shippingOf(order.goods, afterDiscounts, benefits);
  return {
    goods: order.goods,
    memberDiscount,
    discount,
    shipping,
    payable: afterDiscounts + shipping,
    freeShippingFrom: benefits.freeShippingFrom,
    couponBlocker: blocker,
  };
}

/** A material as the quote prices it: the seed's figures, and its choices when the catalogue has them. */
export type QuotedMaterial = PricedMaterial & { pricing?: MaterialPricing | undefined };

/**
 * The lines of `items` in `material`: a hand-quoted line is priced 0 and marked manual. A line
 * with options (which the caller has checked with `optionProblem`) is priced by `optionUnitPrice`
 * and says its options, its lead days and its volume after the units; a line without them is
 * priced as before the choices existed.
 */
export function quoteLinesOf(material: Omit<QuotedMaterial, 'id' | 'processId'>, items: readonly PricedItem[]): QuoteLine[] {
  return items.map(({ fileId, fileName, volume, quantity, area, options }) => {
    if (options === undefined || material.pricing === undefined) {
      const unitPrice = unitPriceOf(volume, material);
      return { fileId, fileName, volume, unitPrice: unitPrice ?? 0, quantity, subtotal: (unitPrice ?? 0) * quantity, manual: unitPrice === null };
    }
    const leadDays = leadTimeOf(material.pricing, options.leadTime, material.leadDays).days;
    if (volume === null) return { fileId, fileName, volume, unitPrice: 0, quantity, subtotal: 0, manual: true, options, leadDays };
    const { unitPrice } = optionUnitPrice(material, material.pricing, { volume, area: area ?? 0, quantity, options });
    return { fileId, fileName, volume: inMillimetres({ volume, area: 0 }, options.units).volume, unitPrice, quantity, subtotal: unitPrice * quantity, manual: false, options, leadDays };
  });
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
