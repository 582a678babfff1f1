import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import {
  ConsumableQuoteRequest,
  CreateConsumableOrder,
  type ConsumablePriceChanged,
  type ConsumableQuoteLine,
  type OutOfStock,
} from '../../src/api/order-schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { priceCart } from '../quotation/consumable-pricing.ts';
import { customerScope, type CustomerScope } from '../users/customers.ts';
import { inTransaction } from '../core/db.ts';
import { HttpError } from '../core/errors.ts';
import { findOrderDetail } from './detail.ts';
import { nextOrderNumber } from './numbers.ts';
import { addOrderEvent, orderMessages } from './store.ts';
import { changesOf, insertedIdOf, textOf } from '../core/rows.ts';
import { readJson } from '../core/validation.ts';
import { priceChangedMessage } from '../quotation/routes.ts';

/** `「PLA 线材 白色」库存不足，仅剩 3 卷`: what is left, in the item's own unit. */
export function outOfStockOf(line: ConsumableQuoteLine): OutOfStock {
  const left = line.stock === 0 ? '已售罄' : `仅剩 ${line.stock} ${line.unit}`;
  return { message: `「${line.name}」库存不足，${left}`, consumableId: line.consumableId, stock: line.stock };
}

/** POST /shop-consumable-order/price: what the server would charge for the cart as it stands. */
export function consumableQuoteRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));
  routes.post('/price', async (c) => {
    const request = await readJson(c, ConsumableQuoteRequest);
    return c.json(priceCart(deps.db, customerScope(deps.db, c.get('customerId')), request, deps.now()));
  });
  return routes;
}

type Creation =
  | { kind: 'created' | 'replayed'; orderNo: string }
  | { kind: 'priceChanged'; answer: ConsumablePriceChanged }
  | { kind: 'outOfStock'; answer: OutOfStock };

/** The consumable order an idempotency key already made for this customer, or null. */
function orderNoByKey(db: DatabaseSync, customerId: number, key: string): string | null {
  const row = db.prepare('SELECT order_no, kind FROM orders WHERE customer_id = ? AND idempotency_key = ?').get(customerId, key);
  if (row === undefined) return null;
  if (textOf(row, 'kind') !== 'consumable') throw new HttpError(409, orderMessages.keyReused);
  return textOf(row, 'order_no');
}

/**
 * Prices, checks stock and creates the order in one write transaction: a replayed key finds the
 * first submission's order, and a refusal (price changed, too little stock) leaves nothing
 * created, reserved or used.
 */
function createOrder(deps: AppDeps, scope: CustomerScope, body: CreateConsumableOrder): Creation {
  const { db } = deps;
  const at = deps.now().getTime();
  return inTransaction(db, (): Creation => {
    const existing = orderNoByKey(db, scope.customerId, body.idempotencyKey);
    if (existing !== null) return { kind: 'replayed', orderNo: existing };
    const quote = priceCart(db, scope, body, deps.now());
    if (quote.payable !== body.expectedPayable) return { kind: 'priceChanged', answer: { message: priceChangedMessage, quote } };
    const short = quote.lines.find((line) => line.quantity > line.stock);
    if (short !== undefined) return { kind: 'outOfStock', answer: outOfStockOf(short) };

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
    if (body.couponId !== null) {
      const used = db
        .prepare('UPDATE customer_coupons SET used_at = ?, order_no = ? WHERE customer_id = ? AND coupon_id = ? AND used_at IS NULL')
        .run(at, orderNo, scope.customerId, body.couponId);
      if (changesOf(used) !== 1) throw new Error(`coupon ${body.couponId} of customer ${scope.customerId} was not unused`);
    }
    addOrderEvent(db, id, '待付款', '订单已提交，等待付款', at);
    return { kind: 'created', orderNo };
  });
}

/** POST /shop-order/consumable: creates a consumable order in 待付款 and reserves its stock. */
export function consumableOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));
  routes.post('/consumable', async (c) => {
    const body = await readJson(c, CreateConsumableOrder);
    const customerId = c.get('customerId');
    const creation = createOrder(deps, customerScope(deps.db, customerId), body);
    if (creation.kind === 'priceChanged' || creation.kind === 'outOfStock') return c.json(creation.answer, 409);
    return c.json(findOrderDetail(deps.db, customerId, creation.orderNo), creation.kind === 'created' ? 201 : 200);
  });
  return routes;
}
