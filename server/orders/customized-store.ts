import type { CreateCustomizedOrder } from '../../src/wire/orders.ts';
import type { PriceChanged } from '../../src/wire/quotes.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Creation } from '../core/idempotent.ts';
import { useCoupon } from '../coupons/store.ts';
import { quoteMessages } from '../quotation/quotes.ts';
import { priceWithHold } from '../quotation/price-holds.ts';
import type { CustomerScope } from '../users/customers.ts';
import { createOrderOnce } from './create-once.ts';
import { CONFIRMATION_WORKING_DAYS } from '../../src/lib/orders/callout-limits.ts';
import { addOrderEvent, insertCustomizedOrder, insertOrderItems } from './store.ts';

/**
 * Re-prices the quotation and creates its order (待报价 when a file needs a manual quote or a line
 * has a drawing or call-outs the factory confirms first, else 待付款) with the coupon used, once per idempotency key; a price that moved since the customer
 * saw it creates nothing and answers the new quote.
 */
export function createQuotedOrder({ db, now }: Pick<AppDeps, 'db' | 'now'>, scope: CustomerScope, body: CreateCustomizedOrder): Creation<string, PriceChanged> {
  const at = now();
  return createOrderOnce(db, { customerId: scope.customerId, key: body.idempotencyKey, sort: { kind: 'customized', source: 'quotation' } }, () => {
    // The price the customer holds for these parts (step 3's today, a valid quotation's) if today's rose.
    const { quote, factoryId } = priceWithHold(db, scope, body, at, { record: false });
    if (quote.payable !== body.expectedPayable) return { refused: { message: quoteMessages.priceChanged, quote } };
    const confirming = quote.needsConfirmation === true;
    const status = quote.manual || confirming ? '待报价' : '待付款';
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
      quote.lines.map((line) => ({ fileId: line.fileId, drawingId: null, name: line.fileName, volume: line.volume, unitPrice: line.unitPrice, quantity: line.quantity, manual: line.manual, options: line.options, leadDays: line.leadDays, breakdown: line.breakdown, drawing: line.drawing, callouts: line.callouts, parts: line.parts })),
    );
    if (body.couponId !== null) useCoupon(db, scope.customerId, body.couponId, orderNo, at.getTime());
    addOrderEvent(db, id, status, orderCreatedNote(quote.manual, confirming), at.getTime());
    return { made: orderNo };
  });
}

/** The first entry of the timeline: what the new order waits for. */
function orderCreatedNote(manual: boolean, confirming: boolean): string {
  if (manual) return '订单已提交，等待工程师人工报价';
  if (confirming) return `订单已提交，等待工厂确认图纸与加工要求（${CONFIRMATION_WORKING_DAYS} 个工作日内），确认前不收取任何费用`;
  return '订单已提交，等待付款';
}
