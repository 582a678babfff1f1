/**
 * The price of a quotation. The reference server prices every order with this function from its
 * own measurements, and the upload step's live estimate uses it too, so what the customer sees
 * before submitting is what the server charges unless the catalogue or the coupon changed.
 */
import type { Quote, QuoteLine } from '../api/quotation-schema.ts';
import { priceForVolumeFen } from './money.ts';
import { SHIPPING_RULE } from './quotation-rules.ts';

export interface PricedMaterial {
  id: number;
  /** Fen per cm³. */
  pricePerCm3: number;
  /** Fen: the least one part costs. */
  minPrice: number;
  leadDays: number;
}

export interface PricedItem {
  fileId: number;
  fileName: string;
  /** mm³; null when the file cannot be measured (STEP, IGES, ZIP, a broken mesh): quoted by hand. */
  volume: number | null;
  quantity: number;
}

export interface PricedCoupon {
  kind: 'amount' | 'percent';
  /** Fen off (amount) or percent off (percent: 10 is 9 折). */
  value: number;
  /** Fen of goods the order must reach. */
  threshold: number;
}

/** Why a coupon cannot go on a quote: it holds files still to be quoted by hand, or the goods are below the threshold. */
export type CouponBlocker = 'manual' | 'threshold';

/** Fen per part: the volume price, but never below the material's minimum; null when quoted by hand. */
export function unitPriceOf(volume: number | null, material: PricedMaterial): number | null {
  if (volume === null) return null;
  return Math.max(material.minPrice, priceForVolumeFen(volume, material.pricePerCm3));
}

/**
 * Whether the coupon may go on an order of these goods. A quote with a file still to be quoted by
 * hand takes no coupon: its final goods are not known, so neither is the threshold or the discount.
 */
export function couponBlocker(goods: number, manual: boolean, coupon: PricedCoupon): CouponBlocker | null {
  if (manual) return 'manual';
  if (goods < coupon.threshold) return 'threshold';
  return null;
}

/** Fen off the goods: the amount, or the percentage rounded down; never more than the goods. */
export function couponDiscount(goods: number, coupon: PricedCoupon): number {
  const off = coupon.kind === 'amount' ? coupon.value : Math.floor((goods * coupon.value) / 100);
  return Math.min(off, goods);
}

/**
 * Shipping after the discount: free from SHIPPING_RULE.freeFrom, else the flat fee. Nothing while
 * no goods are priced yet (every file waits for a manual quote): the engineer's quote sets it.
 */
export function shippingOf(goods: number, discount: number): number {
  if (goods === 0) return 0;
  return goods - discount >= SHIPPING_RULE.freeFrom ? 0 : SHIPPING_RULE.fee;
}

/**
 * The quote of `items` in `material`. A coupon with a blocker (see couponBlocker) is left off:
 * the server refuses such a request before pricing, and the page offers only coupons without one.
 */
export function quoteOf(material: PricedMaterial, items: readonly PricedItem[], coupon: PricedCoupon | null): Quote {
  const lines: QuoteLine[] = items.map(({ fileId, fileName, volume, quantity }) => {
    const unitPrice = unitPriceOf(volume, material);
    return {
      fileId,
      fileName,
      volume,
      unitPrice: unitPrice ?? 0,
      quantity,
      subtotal: (unitPrice ?? 0) * quantity,
      manual: unitPrice === null,
    };
  });
  const goods = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const manual = lines.some((line) => line.manual);
  const discount = coupon === null || couponBlocker(goods, manual, coupon) !== null ? 0 : couponDiscount(goods, coupon);
  const shipping = shippingOf(goods, discount);
  return {
    materialId: material.id,
    lines,
    goods,
    discount,
    shipping,
    payable: goods - discount + shipping,
    manual,
    leadDays: material.leadDays,
  };
}
