import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';

useTestStorageEngine();
const store = await import('./cart.ts');
const { $cart, CART_KEY } = store;

describe('the cart', () => {
  beforeAll(() => {
    $cart.listen(() => undefined);
  });
  afterEach(() => {
    $cart.set(store.emptyCart());
    cleanTestStorage();
  });

  test('starts empty, without coupon or remarks', () => {
    expect($cart.get()).toMatchObject({ items: [], couponId: null, remarks: '' });
  });

  test('is written to localStorage as one JSON value', () => {
    store.claimCart(7);
    store.addToCart(3, 2);
    expect(JSON.parse(getTestStorage()[CART_KEY] ?? '{}')).toMatchObject({ ownerId: 7, items: [{ consumableId: 3, quantity: 2 }] });
  });

  test('adds units to the line a consumable already has', () => {
    store.addToCart(3, 2);
    store.addToCart(5, 1);
    store.addToCart(3, 4);
    expect($cart.get().items).toEqual([
      { consumableId: 3, quantity: 6 },
      { consumableId: 5, quantity: 1 },
    ]);
  });

  test('never holds more than 9999 units on a line', () => {
    store.addToCart(3, 9000);
    store.addToCart(3, 9000);
    expect($cart.get().items).toEqual([{ consumableId: 3, quantity: 9999 }]);
    store.setCartQuantity(3, 20000);
    expect($cart.get().items).toEqual([{ consumableId: 3, quantity: 9999 }]);
  });

  test('refuses a 51st line and keeps the 50 it has', () => {
    for (let id = 1; id <= 50; id += 1) expect(store.addToCart(id, 1)).toBe(true);
    expect(store.addToCart(51, 1)).toBe(false);
    expect(store.addToCart(50, 1)).toBe(true);
    expect($cart.get().items).toHaveLength(50);
  });

  test('changes and removes lines', () => {
    store.addToCart(3, 1);
    store.addToCart(5, 1);
    store.setCartQuantity(5, 4);
    store.removeFromCart(3);
    expect($cart.get().items).toEqual([{ consumableId: 5, quantity: 4 }]);
  });

  test('fillCart replaces the lines and keeps remarks and coupon', () => {
    store.addToCart(3, 1);
    store.setCartCoupon(9);
    store.setCartRemarks('周末送货');
    store.fillCart([{ consumableId: 8, quantity: 2 }]);
    expect($cart.get()).toMatchObject({ items: [{ consumableId: 8, quantity: 2 }], couponId: 9, remarks: '周末送货' });
  });

  test('starts an empty cart for another customer and keeps it for the same one', () => {
    store.claimCart(7);
    store.addToCart(3, 1);
    store.claimCart(7);
    expect($cart.get().items).toHaveLength(1);
    store.claimCart(8);
    expect($cart.get()).toMatchObject({ ownerId: 8, items: [] });
  });

  test('clearCart empties it for the same customer under a new cartId', () => {
    store.claimCart(7);
    store.addToCart(3, 1);
    store.setCartAddress({ name: '王', phone: '13800138000', region: '深圳', detail: '科技园' });
    const before = $cart.get().cartId;
    store.clearCart();
    expect($cart.get()).toMatchObject({ ownerId: 7, items: [], couponId: null, remarks: '' });
    expect($cart.get().address).toBeUndefined();
    expect($cart.get().cartId).not.toBe(before);
  });

  test('keeps how each line read when added or priced, for the lines it still has', () => {
    const resin = { name: '标准光敏树脂', spec: '1 kg 瓶装 · 405 nm', image: '/api/shop-consumable/images/1-1.svg' };
    store.addToCart(1, 1, resin);
    store.addToCart(2, 1);
    expect($cart.get().labels).toEqual({ '1': resin });
    store.rememberCartLabels([{ consumableId: 2, name: 'PETG 线材', spec: '1.75 mm', image: '/i/2.svg' }]);
    expect(Object.keys($cart.get().labels ?? {})).toEqual(['1', '2']);
    store.removeFromCart(1);
    expect($cart.get().labels).toEqual({ '2': { name: 'PETG 线材', spec: '1.75 mm', image: '/i/2.svg' } });
    store.fillCart([{ consumableId: 5, quantity: 1 }]);
    expect($cart.get().labels).toBeUndefined();
    // The items stay the wire's shape: the labels are never sent.
    expect($cart.get().items).toEqual([{ consumableId: 5, quantity: 1 }]);
  });

  test('drops a stored label that is not one, keeping the line', () => {
    setTestStorageKey(CART_KEY, JSON.stringify({ cartId: 'c1', ownerId: 7, items: [{ consumableId: 3, quantity: 1 }], labels: { '3': { name: 1 }, '4': { name: 'x', spec: 'y', image: 'z' } }, couponId: null, remarks: '' }));
    expect($cart.get().items).toEqual([{ consumableId: 3, quantity: 1 }]);
    expect($cart.get().labels).toBeUndefined();
  });

  test('reads a damaged stored value as an empty cart', () => {
    setTestStorageKey(CART_KEY, '{not json');
    expect($cart.get()).toMatchObject({ items: [], ownerId: null });
  });
});
