/**
 * Design packages and package orders. A package order is an order of kind 'package'
 * in the order tables: one line (the package), no shipping, no coupon; it is paid with the
 * payment flow of every order (payments/store.ts moves it 待付款 → 已完成) and cancelled from 待付款
 * in the order center. Once paid it allows as many design requests as the package includes.
 */
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { CreatePackageOrder, DesignPackage, PackageOrder, PackageOrderPage } from '../../src/wire/design-packages.ts';
import type { Address } from '../../src/wire/address.ts';
import { OrderStatus } from '../../src/wire/order-status.ts';
import type { CustomerScope } from '../users/customers.ts';
import { HttpError } from '../core/errors.ts';
import { orderActionsFor } from '../orders/detail.ts';
import { nextOrderNumber } from '../orders/numbers.ts';
import { createOrderOnce } from '../orders/create-once.ts';
import { addOrderEvent } from '../orders/store.ts';
import { fieldsOf, insertedIdOf, intOf, isoOf, nullableIsoOf, textOf, type Row } from '../core/rows.ts';
import { servedStatusSql } from './served-status.ts';

export const packageMessages = {
  packageNotFound: '设计套餐不存在或已下架',
  orderNotFound: '设计套餐订单不存在',
  needsPhone: '请先在个人资料中填写手机号，方便设计师与您沟通需求',
} as const;

const Scope = z.array(z.string());

function packageOf(row: Row): DesignPackage {
  return {
    ...fieldsOf(row, { id: intOf, name: textOf, price: intOf, summary: textOf }),
    scope: Scope.parse(JSON.parse(textOf(row, 'scope'))),
    ...fieldsOf(row, { requests: intOf, revisions: intOf, deliveryDays: intOf }),
    recommended: intOf(row, 'recommended') === 1,
  };
}

const packageColumns = 'id, name, price, summary, scope, requests, revisions, delivery_days, recommended';

/** Every package on sale, cheapest first. */
export function listPackages(db: DatabaseSync): DesignPackage[] {
  return db.prepare(`SELECT ${packageColumns} FROM design_packages WHERE on_sale = 1 ORDER BY price, id`).all().map(packageOf);
}

/**
 * A package order has no goods to ship; its address is how the designers reach the customer
 * (the customer's name and phone), with the delivery said to be online.
 */
function contactOf(db: DatabaseSync, customerId: number): Address {
  const row = db.prepare('SELECT nickname, phone FROM customers WHERE id = ?').get(customerId);
  const phone = row === undefined ? null : row['phone'];
  if (row === undefined || typeof phone !== 'string' || !/^1[3-9]\d{9}$/.test(phone)) throw new HttpError(409, packageMessages.needsPhone);
  return { name: textOf(row, 'nickname').slice(0, 32), phone, region: '线上服务', detail: '设计文件在「我的设计订单」中在线交付' };
}

/**
 * Creates the package order in 待付款, or answers the one this idempotency key already made (a
 * key that made an order of another kind is refused, as for every order kind).
 */
export function createPackageOrder(db: DatabaseSync, scope: CustomerScope, body: CreatePackageOrder, at: number): { kind: 'created' | 'replayed'; orderNo: string } {
  const creation = createOrderOnce(db, { customerId: scope.customerId, key: body.idempotencyKey, sort: { kind: 'package' } }, () => {
    const pack = db.prepare(`SELECT ${packageColumns} FROM design_packages WHERE id = ? AND on_sale = 1`).get(body.packageId);
    if (pack === undefined) throw new HttpError(404, packageMessages.packageNotFound);
    const { id: packageId, name, price } = packageOf(pack);
    const address = contactOf(db, scope.customerId);
    const orderNo = nextOrderNumber(db, 'TC', at);
    const id = insertedIdOf(
      db
        .prepare(
          `INSERT INTO orders (order_no, customer_id, shop_id, factory_id, kind, source, status, goods, discount, shipping, payable,
             address, remarks, idempotency_key, created_at, updated_at, package_id)
           VALUES (?, ?, ?, ?, 'package', NULL, '待付款', ?, 0, 0, ?, ?, '', ?, ?, ?, ?)`,
        )
        .run(orderNo, scope.customerId, scope.shopId, scope.usingFactoryId, price, price, JSON.stringify(address), body.idempotencyKey, at, at, packageId),
    );
    db.prepare(
      `INSERT INTO order_items (order_id, position, file_id, drawing_id, consumable_id, name, volume, unit_price, quantity, subtotal, manual)
       VALUES (?, 1, NULL, NULL, NULL, ?, NULL, ?, 1, ?, 0)`,
    ).run(id, name, price, price);
    addOrderEvent(db, id, '待付款', `已选购设计套餐「${name}」，等待付款`, at);
    return { made: orderNo };
  });
  return { kind: creation.kind, orderNo: creation.ref };
}

/**
 * Columns of a package order `o` with its package `p` and the design requests made with it.
 * Requests are counted from design_orders, so the figure cannot drift from the requests made.
 */
const packageOrderColumns = `o.order_no, o.package_id, ${servedStatusSql('o')} AS status, o.payable, o.created_at, o.paid_at,
  (SELECT i.name FROM order_items i WHERE i.order_id = o.id ORDER BY i.position LIMIT 1) AS package_name,
  p.requests, p.revisions, p.delivery_days,
  (SELECT COUNT(*) FROM design_orders d WHERE d.package_order_id = o.id) AS requests_used`;

function packageOrderOf(row: Row): PackageOrder {
  const status = OrderStatus.parse(textOf(row, 'status'));
  const requests = intOf(row, 'requests');
  const used = intOf(row, 'requests_used');
  return {
    ...fieldsOf(row, { orderNo: textOf, packageId: intOf, packageName: textOf, payable: intOf }),
    status,
    requests,
    requestsUsed: used,
    requestsRemaining: status === '生效中' ? Math.max(0, requests - used) : 0,
    ...fieldsOf(row, { revisions: intOf, deliveryDays: intOf, createdAt: isoOf, paidAt: nullableIsoOf }),
    actions: orderActionsFor('package', status),
  };
}

/**
 * One page of the customer's package orders, newest first. With `orderNo` the page is the one
 * holding that order (a link to it may point at an old one), or the page asked for when the
 * customer has no such package order.
 */
export function listPackageOrders(db: DatabaseSync, customerId: number, query: { page: number; size: number; orderNo?: string | undefined }): PackageOrderPage {
  const where = "o.customer_id = ? AND o.kind = 'package'";
  const located = query.orderNo ? pageHolding(db, customerId, query.orderNo, query.size) : null;
  const page = located ?? query.page;
  const rows = db
    .prepare(
      `SELECT ${packageOrderColumns} FROM orders o JOIN design_packages p ON p.id = o.package_id
       WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    )
    .all(customerId, query.size, (page - 1) * query.size);
  const total = db.prepare(`SELECT COUNT(*) AS n FROM orders o WHERE ${where}`).get(customerId);
  return { records: rows.map(packageOrderOf), total: total === undefined ? 0 : intOf(total, 'n'), page };
}

/** The page (of `size`, newest first as listed) on which the customer's package order is, or null when it has none such. */
function pageHolding(db: DatabaseSync, customerId: number, orderNo: string, size: number): number | null {
  const target = db.prepare("SELECT id, created_at FROM orders WHERE order_no = ? AND customer_id = ? AND kind = 'package'").get(orderNo, customerId);
  if (target === undefined) return null;
  const newer = db
    .prepare(
      `SELECT COUNT(*) AS n FROM orders WHERE customer_id = ? AND kind = 'package'
         AND (created_at > ? OR (created_at = ? AND id > ?))`,
    )
    .get(customerId, intOf(target, 'created_at'), intOf(target, 'created_at'), intOf(target, 'id'));
  return Math.floor((newer === undefined ? 0 : intOf(newer, 'n')) / size) + 1;
}

/** The customer's package order by number with its id, or 404 (another customer's looks like none). */
export function findPackageOrder(db: DatabaseSync, customerId: number, orderNo: string): PackageOrder & { id: number } {
  const row = db
    .prepare(
      `SELECT o.id, ${packageOrderColumns} FROM orders o JOIN design_packages p ON p.id = o.package_id
       WHERE o.order_no = ? AND o.customer_id = ? AND o.kind = 'package'`,
    )
    .get(orderNo, customerId);
  if (row === undefined) throw new HttpError(404, packageMessages.orderNotFound);
  return { ...packageOrderOf(row), id: intOf(row, 'id') };
}
