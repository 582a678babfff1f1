import { describe, expect, test } from 'vitest';
import { cartUnits, parseCart } from './cart-draft.ts';

const stored = (value: unknown) => JSON.stringify(value);

describe('reading the stored cart', () => {
  test('reads a well-formed cart as it was written', () => {
    const cart = { cartId: 'c1', ownerId: 4, items: [{ consumableId: 2, quantity: 3 }], couponId: 5, remarks: '请尽快', address: { name: '王', phone: '13800138000', region: '深圳', detail: '科技园' } };
    expect(parseCart(stored(cart))).toEqual(cart);
  });

  test('is null for nothing, unreadable JSON, a non-object or a value without cartId', () => {
    expect(parseCart(undefined)).toBeNull();
    expect(parseCart('{oops')).toBeNull();
    expect(parseCart('[1,2]')).toBeNull();
    expect(parseCart(stored({ items: [] }))).toBeNull();
  });

  test('drops damaged lines one by one and keeps the rest', () => {
    const cart = parseCart(stored({ cartId: 'c', items: [{ consumableId: 2, quantity: 1 }, { consumableId: '3', quantity: 1 }, { consumableId: 4, quantity: 0 }, { consumableId: 5, quantity: 1.5 }, null, { consumableId: 6, quantity: 2 }] }));
    expect(cart?.items).toEqual([
      { consumableId: 2, quantity: 1 },
      { consumableId: 6, quantity: 2 },
    ]);
  });

  test('merges repeated consumables and keeps each line within 9999 and the cart within 50 lines', () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ consumableId: index + 1, quantity: 1 }));
    const cart = parseCart(stored({ cartId: 'c', items: [{ consumableId: 1, quantity: 9000 }, ...many, { consumableId: 1, quantity: 5000 }] }));
    expect(cart?.items).toHaveLength(50);
    expect(cart?.items[0]).toEqual({ consumableId: 1, quantity: 9999 });
  });

  test('drops a damaged owner, coupon, remarks or address without losing the lines', () => {
    const cart = parseCart(stored({ cartId: 'c', ownerId: 'x', couponId: -1, remarks: 5, address: { name: '王' }, items: [{ consumableId: 2, quantity: 1 }] }));
    expect(cart).toEqual({ cartId: 'c', ownerId: null, couponId: null, remarks: '', items: [{ consumableId: 2, quantity: 1 }] });
  });

  test('counts the units of all lines', () => {
    expect(cartUnits([{ consumableId: 1, quantity: 2 }, { consumableId: 3, quantity: 5 }])).toBe(7);
    expect(cartUnits([])).toBe(0);
  });
});
