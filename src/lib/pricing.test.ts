import { describe, expect, it } from 'vitest';
import { Quote } from '../api/quotation-schema.ts';
import { couponBlocker, couponDiscount, quoteOf, shippingOf, unitPriceOf, type PricedCoupon, type PricedMaterial } from './pricing.ts';
import { SHIPPING_RULE } from './quotation-rules.ts';

const resin: PricedMaterial = { id: 1, pricePerCm3: 80, minPrice: 1500, leadDays: 2 };
const amountOff: PricedCoupon = { kind: 'amount', value: 2000, threshold: 10000 };
const tenPercent: PricedCoupon = { kind: 'percent', value: 10, threshold: 0 };

const item = (fileId: number, volume: number | null, quantity = 1) => ({ fileId, fileName: `part-${fileId}.stl`, volume, quantity });

describe('unitPriceOf', () => {
  it('charges the volume in cm³ times the price per cm³, rounded to the fen', () => {
    expect(unitPriceOf(100_000, resin)).toBe(8000);
    expect(unitPriceOf(123_456.7, resin)).toBe(9877);
  });

  it('never charges less than the minimum price of a part', () => {
    expect(unitPriceOf(1000, resin)).toBe(1500);
    expect(unitPriceOf(0, resin)).toBe(1500);
  });

  it('has no price for a file without a measured volume', () => {
    expect(unitPriceOf(null, resin)).toBeNull();
  });
});

describe('coupons', () => {
  it('takes an amount off, but never more than the goods', () => {
    expect(couponDiscount(12000, amountOff)).toBe(2000);
    expect(couponDiscount(1500, { ...amountOff, threshold: 0 })).toBe(1500);
  });

  it('takes a percentage off, rounded down to the fen', () => {
    expect(couponDiscount(12345, tenPercent)).toBe(1234);
  });

  it('blocks a coupon below its threshold and on a quote waiting for a manual price', () => {
    expect(couponBlocker(9999, false, amountOff)).toBe('threshold');
    expect(couponBlocker(10000, false, amountOff)).toBeNull();
    expect(couponBlocker(50000, true, amountOff)).toBe('manual');
  });
});

describe('shippingOf', () => {
  it('is free from the threshold after the discount, else the flat fee', () => {
    expect(shippingOf(SHIPPING_RULE.freeFrom, 0)).toBe(0);
    expect(shippingOf(SHIPPING_RULE.freeFrom, 1)).toBe(SHIPPING_RULE.fee);
  });

  it('is nothing while no goods are priced', () => {
    expect(shippingOf(0, 0)).toBe(0);
  });
});

describe('quoteOf', () => {
  it('prices every line, sums the goods and adds shipping below the free threshold', () => {
    const quote = quoteOf(resin, [item(1, 100_000, 2), item(2, 1000, 3)], null);
    expect(Quote.strict().parse(quote)).toEqual({
      materialId: 1,
      lines: [
        { fileId: 1, fileName: 'part-1.stl', volume: 100_000, unitPrice: 8000, quantity: 2, subtotal: 16000, manual: false },
        { fileId: 2, fileName: 'part-2.stl', volume: 1000, unitPrice: 1500, quantity: 3, subtotal: 4500, manual: false },
      ],
      goods: 20500,
      discount: 0,
      shipping: 0,
      payable: 20500,
      manual: false,
      leadDays: 2,
    });
  });

  it('applies a usable coupon before deciding on shipping', () => {
    const quote = quoteOf(resin, [item(1, 100_000, 2), item(2, 1000, 3)], amountOff);
    expect(quote).toMatchObject({ goods: 20500, discount: 2000, shipping: SHIPPING_RULE.fee, payable: 20000 });
  });

  it('leaves off a coupon whose threshold the goods do not reach', () => {
    expect(quoteOf(resin, [item(1, 1000)], amountOff)).toMatchObject({ goods: 1500, discount: 0, payable: 3000 });
  });

  it('quotes unmeasured files by hand: price 0, the quote marked manual and no coupon', () => {
    const quote = quoteOf(resin, [item(1, 200_000), item(2, null, 4)], tenPercent);
    expect(quote.lines[1]).toEqual({ fileId: 2, fileName: 'part-2.stl', volume: null, unitPrice: 0, quantity: 4, subtotal: 0, manual: true });
    expect(quote).toMatchObject({ goods: 16000, discount: 0, shipping: SHIPPING_RULE.fee, payable: 17500, manual: true });
  });

  it('charges nothing at all when every file waits for a manual quote', () => {
    expect(quoteOf(resin, [item(1, null), item(2, null)], null)).toMatchObject({ goods: 0, shipping: 0, payable: 0, manual: true });
  });
});
