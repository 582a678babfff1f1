import { describe, expect, it } from 'vitest';
import { Quote } from '../../wire/quotes.ts';
import { couponBlocker, couponDiscount, memberDiscountOf, shippingOf, totalsOf, unitPriceOf, type LevelBenefits, type PricedCoupon, type PricedMaterial } from './order-totals.ts';
import { quoteOf } from './quote-lines.ts';
import { SHIPPING_FEE } from '../files/quotation-rules.ts';

/** SLA (process 1) white resin: 80 fen per cm³, at least 1500 fen a part. */
const resin: PricedMaterial = { id: 1, processId: 1, pricePerCm3: 80, minPrice: 1500, leadDays: 2 };
const anyOrder = { orderKind: null, processIds: [] } as const;
const amountOff: PricedCoupon = { kind: 'amount', value: 2000, threshold: 10000, scope: anyOrder };
const tenPercent: PricedCoupon = { kind: 'percent', value: 10, threshold: 0, scope: anyOrder };
/** The standard level: no discount, free shipping from ¥199. */
const standard: LevelBenefits = { quoteDiscountPercent: 0, freeShippingFrom: 19_900 };
/** 白银会员: 9.8 折 on customised goods, free shipping from ¥99. */
const silver: LevelBenefits = { quoteDiscountPercent: 2, freeShippingFrom: 9_900 };

const item = (fileId: number, volume: number | null, quantity = 1) => ({ fileId, fileName: `part-${fileId}.stl`, volume, quantity });
const customised = (goods: number, processId = 1, manual = false) => ({ kind: 'customized' as const, processId, goods, manual });
const consumables = (goods: number) => ({ kind: 'consumable' as const, processId: null, goods, manual: false });

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
    expect(couponDiscount(1500, amountOff)).toBe(1500);
  });

  it('takes a percentage off, rounded down to the fen', () => {
    expect(couponDiscount(12345, tenPercent)).toBe(1234);
  });

  it('blocks a coupon below its threshold and on a quote waiting for a manual price', () => {
    expect(couponBlocker(customised(9999), amountOff)).toBe('threshold');
    expect(couponBlocker(customised(10000), amountOff)).toBeNull();
    expect(couponBlocker(customised(50000, 1, true), amountOff)).toBe('manual');
  });

  it('blocks a coupon on another kind of order than its scope names', () => {
    const printing: PricedCoupon = { ...tenPercent, scope: { orderKind: 'customized', processIds: [1, 2, 3, 4, 5] } };
    const resinOnly: PricedCoupon = { ...tenPercent, scope: { orderKind: 'consumable', processIds: [] } };
    expect(couponBlocker(consumables(13800), printing)).toBe('orderKind');
    expect(couponBlocker(customised(27640), resinOnly)).toBe('orderKind');
    expect(couponBlocker(consumables(13800), resinOnly)).toBeNull();
  });

  it('blocks a coupon naming processes on a material of another process', () => {
    const printing: PricedCoupon = { ...tenPercent, scope: { orderKind: 'customized', processIds: [1, 2, 3, 4, 5] } };
    expect(couponBlocker(customised(50000, 6), printing)).toBe('process');
    expect(couponBlocker(customised(50000, 3), printing)).toBeNull();
  });
});

describe('member benefits', () => {
  it('take the level percentage off customised goods, rounded down, and nothing off consumables', () => {
    expect(memberDiscountOf('customized', 77672, silver)).toBe(1553);
    expect(memberDiscountOf('consumable', 77672, silver)).toBe(0);
    expect(memberDiscountOf('customized', 77672, standard)).toBe(0);
  });

  it('make shipping free from the level threshold after every discount', () => {
    expect(shippingOf(13800, 13800, standard)).toBe(SHIPPING_FEE);
    expect(shippingOf(13800, 13800, silver)).toBe(0);
    expect(shippingOf(9899, 9899, silver)).toBe(SHIPPING_FEE);
    expect(shippingOf(100, 100, { quoteDiscountPercent: 10, freeShippingFrom: 0 })).toBe(0);
  });

  it('charge no shipping while no goods are priced', () => {
    expect(shippingOf(0, 0, standard)).toBe(0);
  });

  it('come off before the coupon, whose percentage is of what the level left', () => {
    const totals = totalsOf(customised(20000), tenPercent, silver);
    expect(totals).toMatchObject({ goods: 20000, memberDiscount: 400, discount: 1960, shipping: 0, payable: 17640, freeShippingFrom: 9_900, couponBlocker: null });
  });

  it('leave a blocked coupon off and say why', () => {
    const printing: PricedCoupon = { ...tenPercent, scope: { orderKind: 'customized', processIds: [1] } };
    expect(totalsOf(consumables(13800), printing, standard)).toMatchObject({ discount: 0, shipping: SHIPPING_FEE, payable: 15300, couponBlocker: 'orderKind' });
  });
});

describe('quoteOf', () => {
  it('prices every line, sums the goods and adds shipping below the free threshold', () => {
    const quote = quoteOf(resin, [item(1, 100_000, 2), item(2, 1000, 3)], null, standard);
    expect(Quote.strict().parse(quote)).toEqual({
      materialId: 1,
      lines: [
        { fileId: 1, fileName: 'part-1.stl', volume: 100_000, unitPrice: 8000, quantity: 2, subtotal: 16000, manual: false },
        { fileId: 2, fileName: 'part-2.stl', volume: 1000, unitPrice: 1500, quantity: 3, subtotal: 4500, manual: false },
      ],
      goods: 20500,
      memberDiscount: 0,
      discount: 0,
      shipping: 0,
      payable: 20500,
      freeShippingFrom: 19_900,
      manual: false,
      leadDays: 2,
    });
  });

  it('applies a usable coupon before deciding on shipping', () => {
    const quote = quoteOf(resin, [item(1, 100_000, 2), item(2, 1000, 3)], amountOff, standard);
    expect(quote).toMatchObject({ goods: 20500, discount: 2000, shipping: SHIPPING_FEE, payable: 20000 });
  });

  it('applies the member level: 9.8 折 and free shipping from ¥99 for 白银会员', () => {
    const quote = quoteOf(resin, [item(1, 100_000, 2)], null, silver);
    expect(quote).toMatchObject({ goods: 16000, memberDiscount: 320, discount: 0, shipping: 0, payable: 15680, freeShippingFrom: 9_900 });
  });

  it('leaves off a coupon whose threshold the goods do not reach', () => {
    expect(quoteOf(resin, [item(1, 1000)], amountOff, standard)).toMatchObject({ goods: 1500, discount: 0, payable: 3000 });
  });

  it('leaves off a coupon for another process', () => {
    const cncOnly: PricedCoupon = { ...amountOff, threshold: 0, scope: { orderKind: 'customized', processIds: [6] } };
    expect(quoteOf(resin, [item(1, 100_000, 2)], cncOnly, standard)).toMatchObject({ goods: 16000, discount: 0 });
  });

  it('quotes unmeasured files by hand: price 0, the quote marked manual and no coupon', () => {
    const quote = quoteOf(resin, [item(1, 200_000), item(2, null, 4)], tenPercent, standard);
    expect(quote.lines[1]).toEqual({ fileId: 2, fileName: 'part-2.stl', volume: null, unitPrice: 0, quantity: 4, subtotal: 0, manual: true });
    expect(quote).toMatchObject({ goods: 16000, discount: 0, shipping: SHIPPING_FEE, payable: 17500, manual: true });
  });

  it('charges nothing at all when every file waits for a manual quote', () => {
    expect(quoteOf(resin, [item(1, null), item(2, null)], null, standard)).toMatchObject({ goods: 0, shipping: 0, payable: 0, manual: true });
  });
});
