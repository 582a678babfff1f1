/**
 * The 工作台: how much of the factory's work waits in each queue. Every count is of the member of
 * staff's own factory (orders.factory_id, for invoice requests and design requests the orders
 * they are made over, and for feedback (意见反馈) the factory the customer was using when they
 * sent it, suggestions.factory_id).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { QuoteDue, Workbench } from '../../src/wire/staff.ts';
import { intOf, textOf } from '../core/rows.ts';
import { quoteDueOf } from './due.ts';
import { feedbackToReply } from './feedback-store.ts';

/** The factory's 待报价 orders with when each is due, oldest due first. */
export function quotesDue(db: DatabaseSync, factoryId: number, at: number): QuoteDue[] {
  const rows = db.prepare("SELECT order_no, created_at FROM orders WHERE factory_id = ? AND kind = 'customized' AND status = '待报价'").all(factoryId);
  return rows
    .map((row) => quoteDueOf(textOf(row, 'order_no'), intOf(row, 'created_at'), true, at))
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.createdAt.localeCompare(b.createdAt) || a.orderNo.localeCompare(b.orderNo));
}

function countOf(db: DatabaseSync, sql: string, factoryId: number): number {
  const row = db.prepare(sql).get(factoryId);
  return row === undefined ? 0 : intOf(row, 'n');
}

/** The counts of every queue the schema can tell for the factory, at `at`. */
export function workbenchOf(db: DatabaseSync, factoryId: number, at: number): Workbench {
  const orders = quotesDue(db, factoryId, at);
  return {
    toQuote: { count: orders.length, overdue: orders.filter((order) => order.overdue).length, orders },
    inProduction: { count: countOf(db, "SELECT COUNT(*) AS n FROM orders WHERE factory_id = ? AND kind = 'customized' AND status = '生产中'", factoryId) },
    toShip: { count: countOf(db, "SELECT COUNT(*) AS n FROM orders WHERE factory_id = ? AND kind = 'consumable' AND status = '待发货'", factoryId) },
    toInvoice: {
      count: countOf(
        db,
        `SELECT COUNT(*) AS n FROM invoice_requests r WHERE r.status = '待开票' AND EXISTS (
           SELECT 1 FROM invoice_request_orders ro JOIN orders o ON o.id = ro.order_id WHERE ro.request_id = r.id AND ro.active = 1 AND o.factory_id = ?)`,
        factoryId,
      ),
    },
    toReply: { count: feedbackToReply(db, factoryId) },
    afterSales: { count: countOf(db, "SELECT COUNT(*) AS n FROM claims WHERE factory_id = ? AND status = '待处理'", factoryId) },
    designToDeliver: {
      count: countOf(
        db,
        "SELECT COUNT(*) AS n FROM design_orders d JOIN orders p ON p.id = d.package_order_id WHERE p.factory_id = ? AND d.status IN ('待接单', '设计中')",
        factoryId,
      ),
    },
    bankUnmatched: { count: countOf(db, "SELECT COUNT(*) AS n FROM bank_receipts WHERE factory_id = ? AND status = 'unmatched'", factoryId) },
  };
}
