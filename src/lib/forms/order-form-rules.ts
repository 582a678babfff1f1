/**
 * The limits of what every order form asks (the shipping address and the remarks): the forms
 * check them before sending (address-validation.ts, RemarksField) and the wire shapes enforce them
 * (src/wire/address.ts, orders.ts, consumable-orders.ts). The phone is a mainland mobile (phone.ts).
 */

/** Longest trimmed value of each text field of an address. */
export const ADDRESS_MAX = { name: 32, region: 64, detail: 120 } as const;

/** Longest remarks of an order. */
export const REMARKS_MAX = 500;

/**
 * Most goods one online order may be worth, in fen (¥10,000,000.00): beyond it the order is a
 * contract to negotiate with the factory, not a cart. Every amount up to it is written in 大写
 * on documents (rmb-capital.ts writes any whole number of fen).
 */
export const ORDER_GOODS_MAX_FEN = 1_000_000_000;
