import { persistentAtom } from '@nanostores/persistent';
import type { CartItem } from '../wire/consumable-orders.ts';
import type { AddressInput } from '../lib/forms/address-input.ts';
import { labelsFor, normaliseItems, parseCart, type Cart, type CartLabel } from '../lib/drafts/cart-draft.ts';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '../lib/forms/consumable-order-rules.ts';

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

/** The cart with `items`, keeping the labels of the lines that are still in it. */
function withItems(cart: Cart, items: CartItem[], added: Record<string, CartLabel> = {}): Cart {
  const labels = labelsFor(items, { ...cart.labels, ...added });
  const next: Cart = { ...cart, items };
  if (Object.keys(labels).length) next.labels = labels;
  else delete next.labels;
  return next;
}

/**
 * Adds units of a consumable, to its line when it has one (up to 9999; the checkout holds the
 * line to the stock), with how it reads (`label`) when known. False when the cart already has
 * the most lines an order takes.
 */
export function addToCart(consumableId: number, quantity: number, label?: CartLabel): boolean {
  const cart = $cart.get();
  const known = cart.items.some((item) => item.consumableId === consumableId);
  if (!known && cart.items.length >= CART_LINES_MAX) return false;
  $cart.set(withItems(cart, normaliseItems([...cart.items, { consumableId, quantity }]), label ? { [String(consumableId)]: label } : {}));
  return true;
}

/** Keeps how the priced lines read now, so the next visit shows them at once (only when changed). */
export function rememberCartLabels(lines: readonly (CartLabel & { consumableId: number })[]): void {
  const cart = $cart.get();
  const added: Record<string, CartLabel> = {};
  for (const { consumableId, name, spec, image } of lines) {
    const known = cart.labels?.[String(consumableId)];
    if (!known || known.name !== name || known.spec !== spec || known.image !== image) added[String(consumableId)] = { name, spec, image };
  }
  if (Object.keys(added).length) $cart.set(withItems(cart, cart.items, added));
}

export function setCartQuantity(consumableId: number, quantity: number): void {
  const clamped = Math.min(CART_QUANTITY_MAX, Math.max(1, Math.floor(quantity)));
  update((cart) => ({ ...cart, items: cart.items.map((item) => (item.consumableId === consumableId ? { ...item, quantity: clamped } : item)) }));
}

export function removeFromCart(consumableId: number): void {
  update((cart) => withItems(cart, cart.items.filter((item) => item.consumableId !== consumableId)));
}

/** Replaces the lines (再来一单); coupon, remarks and address stay. */
export function fillCart(items: readonly CartItem[]): void {
  update((cart) => withItems(cart, normaliseItems(items)));
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
