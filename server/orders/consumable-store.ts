import type { ConsumablePriceChanged, ConsumableQuoteLine, CreateConsumableOrder, OutOfStock } from '../../src/wire/consumable-orders.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Creation, Made } from '../core/idempotent.ts';
import { changesOf, insertedIdOf } from '../core/rows.ts';
import { useCoupon } from '../coupons/store.ts';
import { priceCart } from '../quotation/consumable-pricing.ts';
import { quoteMessages } from '../quotation/quotes.ts';
import type { CustomerScope } from '../users/customers.ts';
import { createOrderOnce } from './create-once.ts';
import { assertHoldFits } from './hold-limits.ts';
import { nextOrderNumber } from './numbers.ts';
import { addOrderEvent } from './store.ts';

/** `「PLA 线材 白色」库存不足，仅剩 3 卷`: what is left, in the item's own unit. */
export function outOfStockOf(line: ConsumableQuoteLine): OutOfStock {
  const left = line.stock === 0 ? '已售罄' : `仅剩 ${line.stock} ${line.unit}`;
  return { message: `「${line.name}」库存不足，${left}`, consumableId: line.consumableId, stock: line.stock };
}

/**
 * Prices the cart, checks stock and what the customer may hold unpaid (hold-limits.ts), and creates the order in 待付款
 * with its stock reserved and its coupon used (held until its payment deadline), once per
 * idempotency key. A refusal (price changed, too little stock, a hold beyond the limits) leaves
 * nothing created, reserved or used.
 */
export function createConsumableOrder(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  scope: CustomerScope,
  body: CreateConsumableOrder,
): Creation<string, ConsumablePriceChanged | OutOfStock> {
  const at = now().getTime();
  return createOrderOnce(db, { customerId: scope.customerId, key: body.idempotencyKey, sort: { kind: 'consumable' } }, (): Made<string, ConsumablePriceChanged | OutOfStock> => {
    const quote = priceCart(db, scope, body, now());
    if (quote.payable !== body.expectedPayable) return { refused: { message: quoteMessages.priceChanged, quote } };
    const short = quote.lines.find((line) => line.quantity > line.stock);
    if (short !== undefined) return { refused: outOfStockOf(short) };
    // Stock is shared by every shop: no one customer may keep much of it waiting for payment.
    assertHoldFits(db, scope.customerId, quote, at);

    const orderNo = nextOrderNumber(db, 'HC', at);
    const id = insertedIdOf(
      db
        .prepare(
          `INSERT INTO orders (order_no, customer_id, shop_id, factory_id, kind, source, status, goods, discount, member_discount, shipping, payable,
             coupon_id, address, remarks, idempotency_key, created_at, updated_at)
           VALUES (?, ?, ?, ?, 'consumable', NULL, '待付款', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(orderNo, scope.customerId, scope.shopId, scope.usingFactoryId, quote.goods, quote.discount + quote.memberDiscount, quote.memberDiscount, quote.shipping, quote.payable,
          body.couponId, JSON.stringify(body.address), body.remarks, body.idempotencyKey, at, at),
    );
    const item = db.prepare(
      `INSERT INTO order_items (order_id, position, file_id, drawing_id, consumable_id, name, volume, unit_price, quantity, subtotal, manual)
       VALUES (?, ?, NULL, NULL, ?, ?, NULL, ?, ?, ?, 0)`,
    );
    const reserve = db.prepare('UPDATE consumables SET stock = stock - ? WHERE id = ? AND stock >= ?');
    quote.lines.forEach((line, index) => {
      item.run(id, index + 1, line.consumableId, line.name, line.unitPrice, line.quantity, line.subtotal);
      // Checked above in this same transaction; a miss here is a bug, and throwing rolls back.
      if (changesOf(reserve.run(line.quantity, line.consumableId, line.quantity)) !== 1) throw new Error(`stock of ${line.consumableId} changed mid-transaction`);
    });
    if (body.couponId !== null) useCoupon(db, scope.customerId, body.couponId, orderNo, at);
    addOrderEvent(db, id, '待付款', '订单已提交，等待付款', at);
    return { made: orderNo };
  });
}
