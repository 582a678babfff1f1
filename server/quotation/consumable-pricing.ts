import type { DatabaseSync } from 'node:sqlite';
import type { ConsumableQuote, ConsumableQuoteLine, ConsumableQuoteRequest } from '../../src/wire/consumable-orders.ts';
import { totalsOf } from '../../src/lib/pricing/order-totals.ts';
import { imagePathsOf } from '../catalogue/consumable-store.ts';
import type { CustomerScope } from '../users/customers.ts';
import { HttpError } from '../core/errors.ts';
import { benefitsOf, couponRefusal, usableCoupon } from './quotes.ts';
import { assertOrderValue } from './limits.ts';
import { intOf, textOf } from '../core/rows.ts';

export const consumableQuoteMessages = {
  unknown: (id: number) => `耗材 #${id} 不存在`,
  offSale: (name: string) => `「${name}」已下架`,
  repeated: '同一耗材请合并为一行',
} as const;

/** A line of the cart at today's catalogue price and stock. */
function pricedLine(db: DatabaseSync, consumableId: number, quantity: number): ConsumableQuoteLine {
  const row = db.prepare('SELECT name, spec, unit, price, stock, on_sale FROM consumables WHERE id = ?').get(consumableId);
  if (row === undefined) throw new HttpError(404, consumableQuoteMessages.unknown(consumableId));
  const name = textOf(row, 'name');
  if (intOf(row, 'on_sale') !== 1) throw new HttpError(404, consumableQuoteMessages.offSale(name));
  const unitPrice = intOf(row, 'price');
  const [image = ''] = imagePathsOf(consumableId, 1);
  return {
    consumableId,
    name,
    spec: textOf(row, 'spec'),
    unit: textOf(row, 'unit'),
    image,
    unitPrice,
    quantity,
    subtotal: unitPrice * quantity,
    stock: intOf(row, 'stock'),
  };
}

/**
 * The server's price of a cart: today's prices, the customer's coupon (their own shop's, claimed,
 * unused, valid and for consumables; the goods must reach its threshold) and the member level's
 * shipping, by the pricing the quotations use. Stock is reported per line, not enforced here: the
 * page shows it and creating the order refuses a line above it. Throws why a cart cannot be priced.
 */
export function priceCart(db: DatabaseSync, scope: CustomerScope, request: ConsumableQuoteRequest, at: Date): ConsumableQuote {
  const ids = request.items.map((item) => item.consumableId);
  if (new Set(ids).size !== ids.length) throw new HttpError(400, consumableQuoteMessages.repeated);
  const lines = request.items.map(({ consumableId, quantity }) => pricedLine(db, consumableId, quantity));
  const goods = lines.reduce((sum, line) => sum + line.subtotal, 0);
  assertOrderValue(goods);
  const coupon = request.couponId === null ? null : usableCoupon(db, scope.customerId, request.couponId, at.getTime());
  const totals = totalsOf({ kind: 'consumable', processId: null, goods, manual: false }, coupon, benefitsOf(db, scope.customerId));
  if (coupon !== null && totals.couponBlocker !== null) throw couponRefusal(db, totals.couponBlocker, coupon);
  const { memberDiscount, discount, shipping, payable, freeShippingFrom } = totals;
  return { lines, goods, memberDiscount, discount, shipping, payable, freeShippingFrom };
}
