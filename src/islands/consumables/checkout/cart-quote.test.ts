import { describe, expect, test } from 'vitest';
import type { ConsumableQuote, ConsumableQuoteLine } from '../../../wire/consumable-orders.ts';
import { cartQuoteKey, goodsAtQuotedPrices, overStockIds } from './cart-quote.ts';

const line = (consumableId: number, unitPrice: number, quantity: number, stock: number): ConsumableQuoteLine => ({
  consumableId,
  name: `耗材 ${consumableId}`,
  spec: '',
  unit: '瓶',
  image: '/api/shop-consumable/images/1-1.svg',
  unitPrice,
  quantity,
  subtotal: unitPrice * quantity,
  stock,
});
const quote = (lines: ConsumableQuoteLine[]): ConsumableQuote => ({ lines, goods: 0, memberDiscount: 0, discount: 0, shipping: 0, payable: 0, freeShippingFrom: 19_900 });

describe('pricing the cart', () => {
  test('tells requests apart by lines, quantities and coupon', () => {
    const request = { items: [{ consumableId: 1, quantity: 2 }], couponId: null };
    expect(cartQuoteKey(request)).toBe(cartQuoteKey({ ...request }));
    expect(cartQuoteKey(request)).not.toBe(cartQuoteKey({ ...request, couponId: 3 }));
    expect(cartQuoteKey(request)).not.toBe(cartQuoteKey({ items: [{ consumableId: 1, quantity: 3 }], couponId: null }));
  });

  test('adds up the goods at the last quoted unit prices for the quantities now in the cart', () => {
    const last = quote([line(1, 16_900, 1, 10), line(2, 2_500, 1, 10)]);
    expect(goodsAtQuotedPrices([{ consumableId: 1, quantity: 2 }, { consumableId: 2, quantity: 3 }], last)).toBe(41_300);
  });

  test('knows no goods total while a line has no price yet', () => {
    expect(goodsAtQuotedPrices([{ consumableId: 9, quantity: 1 }], quote([line(1, 100, 1, 1)]))).toBeNull();
    expect(goodsAtQuotedPrices([{ consumableId: 1, quantity: 1 }], null)).toBeNull();
    expect(goodsAtQuotedPrices([], quote([]))).toBeNull();
  });

  test('finds the lines that ask for more than the stock', () => {
    expect(overStockIds(quote([line(1, 100, 3, 3), line(2, 100, 4, 3), line(3, 100, 1, 0)]))).toEqual([2, 3]);
  });
});
