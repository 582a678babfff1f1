/**
 * The limits of a consumable order: the cart and the checkout keep to them (cart-draft.ts,
 * cart-quantity.ts) and the wire shapes enforce them (src/wire/consumable-orders.ts).
 */

/** Most units of one consumable on one line. */
export const CART_QUANTITY_MAX = 9999;
/** Most lines one order takes. */
export const CART_LINES_MAX = 50;
