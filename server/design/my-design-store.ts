/**
 * /mydesign/ordercenter/myOrder: the customer's package orders and design requests in one list,
 * newest first. One UNION query pages both kinds together, so a page never skips or repeats a row.
 */
import type { DatabaseSync } from 'node:sqlite';
import { DesignStatus, type MyDesignPage, type MyDesignRow } from '../../src/wire/design-requests.ts';
import { OrderStatus } from '../../src/wire/order-status.ts';
import { intOf, isoOf, textOf, type Row } from '../core/rows.ts';
import { servedStatusSql } from './served-status.ts';

const bothKinds = `
  SELECT 'package' AS kind, o.order_no AS no, o.id AS id, ${servedStatusSql('o')} AS status, o.payable, o.created_at,
    (SELECT i.name FROM order_items i WHERE i.order_id = o.id ORDER BY i.position LIMIT 1) AS title, NULL AS package_name
  FROM orders o WHERE o.customer_id = :customer AND o.kind = 'package'
  UNION ALL
  SELECT 'design', d.request_no, d.id, d.status, NULL, d.created_at, d.title,
    (SELECT i.name FROM order_items i WHERE i.order_id = d.package_order_id ORDER BY i.position LIMIT 1)
  FROM design_orders d WHERE d.customer_id = :customer`;

function rowOf(row: Row): MyDesignRow {
  const common = { no: textOf(row, 'no'), title: textOf(row, 'title'), createdAt: isoOf(row, 'created_at') };
  if (textOf(row, 'kind') === 'package') {
    return { kind: 'package', ...common, status: OrderStatus.parse(textOf(row, 'status')), payable: intOf(row, 'payable') };
  }
  return { kind: 'design', ...common, status: DesignStatus.parse(textOf(row, 'status')), packageName: textOf(row, 'package_name') };
}

/** One page of both kinds, newest first (a package order before a request made at the same moment). */
export function listMyDesign(db: DatabaseSync, customerId: number, page: { page: number; size: number }): MyDesignPage {
  const rows = db
    .prepare(`SELECT * FROM (${bothKinds}) ORDER BY created_at DESC, kind DESC, id DESC LIMIT :limit OFFSET :offset`)
    .all({ customer: customerId, limit: page.size, offset: (page.page - 1) * page.size });
  const total = db.prepare(`SELECT COUNT(*) AS n FROM (${bothKinds})`).get({ customer: customerId });
  return { records: rows.map(rowOf), total: total === undefined ? 0 : intOf(total, 'n') };
}
