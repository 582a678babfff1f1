import { persistentAtom } from '@nanostores/persistent';
import type { CartItem } from '../api/order-schema.ts';
import type { AddressInput } from '../lib/address-validation.ts';
import { CART_LINES_MAX, CART_QUANTITY_MAX, normaliseItems, parseCart, type Cart } from '../lib/cart-draft.ts';

/** localStorage key of the consumable order being put together. */
export const CART_KEY = 'shop-cart';

export const emptyCart = (ownerId: number | null = null): Cart => ({ cartId: crypto.randomUUID(), ownerId, items: [], couponId: null, remarks: '' });

export const $cart = persistentAtom<Cart>(CART_KEY, emptyCart(), {
  encode: JSON.stringify,
  decode: (raw) => parseCart(raw) ?? emptyCart(),
});

function update(change: (cart: Cart) => Cart): void {
  $cart.set(change($cart.get()));
}

/** Starts an empty cart when the stored one belongs to someone else. */
export function claimCart(customerId: number): void {
  if ($cart.get().ownerId !== customerId) $cart.set(emptyCart(customerId));
}

/**
 * Adds units of a consumable, to its line when it has one (up to 9999; the checkout holds the
 * line to the stock). False when the cart already has the most lines an order takes.
 */
export function addToCart(consumableId: number, quantity: number): boolean {
  const cart = $cart.get();
  const known = cart.items.some((item) => item.consumableId === consumableId);
  if (!known && cart.items.length >= CART_LINES_MAX) return false;
  $cart.set({ ...cart, items: normaliseItems([...cart.items, { consumableId, quantity }]) });
  return true;
}

export function setCartQuantity(consumableId: number, quantity: number): void {
  const clamped = Math.min(CART_QUANTITY_MAX, Math.max(1, Math.floor(quantity)));
  update((cart) => ({ ...cart, items: cart.items.map((item) => (item.consumableId === consumableId ? { ...item, quantity: clamped } : item)) }));
}

export function removeFromCart(consumableId: number): void {
  update((cart) => ({ ...cart, items: cart.items.filter((item) => item.consumableId !== consumableId) }));
}

/** Replaces the lines (再来一单); coupon, remarks and address stay. */
export function fillCart(items: readonly CartItem[]): void {
  update((cart) => ({ ...cart, items: normaliseItems(items) }));
}

export function setCartCoupon(couponId: number | null): void {
  update((cart) => ({ ...cart, couponId }));
}

export function setCartRemarks(remarks: string): void {
  update((cart) => ({ ...cart, remarks }));
}

export function setCartAddress(address: AddressInput): void {
  update((cart) => ({ ...cart, address }));
}

/** Empties the cart after its order was created: a new cartId, so the next order gets a new key. */
export function clearCart(): void {
  $cart.set(emptyCart($cart.get().ownerId));
}
