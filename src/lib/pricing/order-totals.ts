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
 * The lines and the quote are made in quote-pricing.ts (quoteOf), which the server and the pages
 * that price lines load; a page that only weighs coupons loads this module alone. A part sent
 * with its choices (PartOptions, for a material whose catalogue entry has `pricing`) is priced by
 * `optionUnitPrice` there: its volume in mm³ after the units, the minimum, the finish, the
 * quantity break, then the lead time. One rounding rule throughout: each step's amount is
 * rounded to the nearest fen, halves up (Math.round of a non-negative amount; every percentage is
 * applied as `amount × (100 + percent) / 100`, so the amount rounded is never negative).
 */
import type { MaterialPricing } from '../../wire/catalogue.ts';
import type { Machining, Support } from '../../wire/files.ts';
import type { PartOptions } from '../../wire/quotes.ts';
import { priceForVolumeFen } from '../format/money.ts';
import { SHIPPING_FEE } from '../files/quotation-rules.ts';

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
  options?: PartOptions | undefined;
  /** mm as measured: the bounding box a cost model prices stock, moulds and machine time on (absent: priced by volume). */
  bbox?: { x: number; y: number; z: number } | undefined;
  /** How the part can be machined, as measured (a CNC cost model's set-ups). */
  machining?: Machining | undefined;
  /** The support a print needs along each build direction, as measured (the 支撑 row). */
  support?: Support | undefined;
  /**
   * An assembly's kept parts (its parts list): each is priced as a line of its own of count ×
   * `quantity` pieces, `quantity` being the number of sets. Absent for a file priced as one part.
   */
  parts?: readonly PricedPart[] | undefined;
}

/** One kept part of an assembly as the pricing takes it: its index and name, count per set, one piece's figures and choices. */
export interface PricedPart {
  part: number;
  name: string;
  count: number;
  volume: number;
  area: number;
  bbox: { x: number; y: number; z: number };
  /** How one piece can be machined, as measured on its own (absent: not analysed, priced as a part without it). */
  machining?: Machining | undefined;
  /** The support one piece needs printed, as measured on its own (absent: not analysed, no 支撑 row). */
  support?: Support | undefined;
  /** The part's own material, when it is not the quotation's (of the same process). */
  material?: PartMaterial | undefined;
  options?: PartOptions | undefined;
}

/** A material a part of an assembly is priced in instead of the quotation's: its prices and choices, id and name. */
export interface PartMaterial {
  id: number;
  name: string;
  pricePerCm3: number;
  minPrice: number;
  leadDays: number;
  pricing?: MaterialPricing | undefined;
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

