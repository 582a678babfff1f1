/**
 * Consumable orders (耗材订单) before they exist: the priced cart and its creation
 * (/api/shop-consumable-order, POST /api/shop-order/consumable). Shared conventions: common.ts.
 */
import { z } from 'zod';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '../lib/forms/consumable-order-rules.ts';
import { checkoutFields } from './checkout.ts';
import { charges, fen } from './common.ts';

export const CartItem = z.object({
  consumableId: z.number().int().positive(),
  quantity: z.number().int().min(1, '数量至少为 1').max(CART_QUANTITY_MAX, `数量最多 ${CART_QUANTITY_MAX}`),
});
export type CartItem = z.infer<typeof CartItem>;

/** POST /api/shop-consumable-order/price: what the server would charge for the cart as it stands. */
export const ConsumableQuoteRequest = z.object({
  items: z.array(CartItem).min(1, '请至少选择一件耗材').max(CART_LINES_MAX, `一单最多 ${CART_LINES_MAX} 种耗材`),
  couponId: z.number().int().positive().nullable(),
});
export type ConsumableQuoteRequest = z.infer<typeof ConsumableQuoteRequest>;

export const ConsumableQuoteLine = z.object({
  consumableId: z.number().int(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  /** Cover image path. */
  image: z.string(),
  unitPrice: fen.positive(),
  quantity: z.number().int().positive(),
  subtotal: fen.nonnegative(),
  /** What can be ordered right now; below `quantity` the order would be refused. */
  stock: z.number().int().nonnegative(),
});
export type ConsumableQuoteLine = z.infer<typeof ConsumableQuoteLine>;

/**
 * The server's price of a cart (src/lib/pricing/order-totals.ts, as for quotations): goods, the coupon's
 * discount (400 when the coupon is not the customer's usable one, is not for consumables or the
 * goods total is below its threshold), shipping by the customer's member level, and payable. An
 * unknown consumable answers 404 naming it.
 */
export const ConsumableQuote = z.object({
  lines: z.array(ConsumableQuoteLine),
  /** The member level's discount is 0 today: levels discount customised orders only. */
  ...charges,
  payable: fen.nonnegative(),
  /** Shipping is free once goods after discounts reach this (the customer's level); 0 = always. */
  freeShippingFrom: fen.nonnegative(),
});
export type ConsumableQuote = z.infer<typeof ConsumableQuote>;

/**
 * POST /api/shop-order/consumable: creates a consumable order in 待付款 and reserves its stock.
 * 201 OrderDetail; the same idempotencyKey again → 200 with that same order; a price that differs
 * from expectedPayable → 409 ConsumablePriceChanged; too little stock for a line → 409
 * OutOfStock naming the item. A 409 creates nothing and reserves nothing.
 */
export const CreateConsumableOrder = ConsumableQuoteRequest.extend(checkoutFields);
export type CreateConsumableOrder = z.infer<typeof CreateConsumableOrder>;

export const ConsumablePriceChanged = z.object({ message: z.string(), quote: ConsumableQuote });
export type ConsumablePriceChanged = z.infer<typeof ConsumablePriceChanged>;

/** e.g. `{ message: '「光敏树脂 标准灰 1kg」库存不足，仅剩 3 瓶', consumableId: 4, stock: 3 }`. */
export const OutOfStock = z.object({ message: z.string(), consumableId: z.number().int(), stock: z.number().int().nonnegative() });
export type OutOfStock = z.infer<typeof OutOfStock>;

// ---------------------------------------------------------------- the order center
