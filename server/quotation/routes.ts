import { Hono } from 'hono';
import { CreateCustomizedOrder, QuoteRequest, type CustomizedOrder, type PriceChanged } from '../../src/api/quotation-schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { customerScope, type CustomerScope } from '../users/customers.ts';
import { inTransaction } from '../core/db.ts';
import { addOrderEvent, findCustomizedOrder, insertCustomizedOrder, insertOrderItems, orderByKey } from '../orders/store.ts';
import { priceRequest } from './quotes.ts';
import { changesOf } from '../core/rows.ts';
import { readJson } from '../core/validation.ts';

export const priceChangedMessage = '价格已更新，请确认新的金额';

/** POST /shop-quotation/price: what the server would charge for a quotation as it stands. */
export function quotationRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));
  routes.post('/price', async (c) => {
    const request = await readJson(c, QuoteRequest);
    const { quote } = priceRequest(deps.db, customerScope(deps.db, c.get('customerId')), request, deps.now());
    return c.json(quote);
  });
  return routes;
}

type Creation = { kind: 'created' | 'replayed'; orderNo: string } | { kind: 'priceChanged'; answer: PriceChanged };

/**
 * Re-prices and creates the order in one write transaction, so two submissions with the same
 * key (a double click, a retry) cannot both create one: the second finds the first's order.
 */
function createOrder(deps: AppDeps, scope: CustomerScope, body: CreateCustomizedOrder): Creation {
  const { db } = deps;
  const at = deps.now();
  return inTransaction(db, (): Creation => {
    const existing = orderByKey(db, scope.customerId, body.idempotencyKey, 'quotation');
    if (existing !== null) return { kind: 'replayed', orderNo: existing.orderNo };
    const { quote, factoryId } = priceRequest(db, scope, body, at);
    if (quote.payable !== body.expectedPayable) return { kind: 'priceChanged', answer: { message: priceChangedMessage, quote } };
    const status = quote.manual ? '待报价' : '待付款';
    const { id, orderNo } = insertCustomizedOrder(db, {
      customerId: scope.customerId,
      shopId: scope.shopId,
      factoryId,
      source: 'quotation',
      status,
      materialId: quote.materialId,
      goods: quote.goods,
      memberDiscount: quote.memberDiscount,
      discount: quote.discount,
      shipping: quote.shipping,
      payable: quote.payable,
      couponId: body.couponId,
      address: body.address,
      remarks: body.remarks,
      leadDays: quote.leadDays,
      requirements: null,
      quantity: null,
      expectedDate: null,
      idempotencyKey: body.idempotencyKey,
      createdAt: at.getTime(),
    });
    insertOrderItems(
      db,
      id,
      quote.lines.map((line) => ({ fileId: line.fileId, drawingId: null, name: line.fileName, volume: line.volume, unitPrice: line.unitPrice, quantity: line.quantity, manual: line.manual })),
    );
    if (body.couponId !== null) {
      const used = db
        .prepare('UPDATE customer_coupons SET used_at = ?, order_no = ? WHERE customer_id = ? AND coupon_id = ? AND used_at IS NULL')
        .run(at.getTime(), orderNo, scope.customerId, body.couponId);
      // priceRequest found it unused in this same transaction.
      if (changesOf(used) !== 1) throw new Error(`coupon ${body.couponId} of customer ${scope.customerId} was not unused`);
    }
    addOrderEvent(db, id, status, quote.manual ? '订单已提交，等待工程师人工报价' : '订单已提交，等待付款', at.getTime());
    return { kind: 'created', orderNo };
  });
}

/** POST /shop-order/customized (create from a quotation) and GET /shop-order/customized/{orderNo}. */
export function customizedOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));

  routes.post('/customized', async (c) => {
    const body = await readJson(c, CreateCustomizedOrder);
    const customerId = c.get('customerId');
    const creation = createOrder(deps, customerScope(deps.db, customerId), body);
    if (creation.kind === 'priceChanged') return c.json(creation.answer, 409);
    const order: CustomizedOrder = findCustomizedOrder(deps.db, customerId, creation.orderNo);
    return c.json(order, creation.kind === 'created' ? 201 : 200);
  });

  routes.get('/customized/:orderNo', (c) => c.json(findCustomizedOrder(deps.db, c.get('customerId'), c.req.param('orderNo'))));

  return routes;
}
