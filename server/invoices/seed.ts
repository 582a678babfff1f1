/**
 * demo's invoices: a saved title with its bank details, and a request in every status over its
 * recent paid orders: 已开票 (a 普通发票 over a customised and a consumable order, with its PDF),
 * 待开票 (a 专用发票), and 已取消 (its order can be invoiced again).
 */
import type { DatabaseSync } from 'node:sqlite';
import { intOf } from '../core/rows.ts';
import { orderNumber } from '../orders/numbers.ts';
import { dayMs } from '../core/durations.ts';
import { insertInvoiceTitle, invoicedTitle, titleColumnValues } from './title-store.ts';

export const demoInvoiceTitle = {
  title: '深圳市星火创客科技有限公司',
  taxNo: '91440300MA5FXK2Q18',
  bankName: '招商银行深圳科技园支行',
  bankAccount: '755912345678901',
  address: '深圳市南山区科技园南区高新南七道 18 号 501 室',
  phone: '0755-86001234',
} as const;

interface SeedRequest {
  sequence: number;
  daysAgo: number;
  type: 'normal' | 'special';
  status: '待开票' | '已开票' | '已取消';
  /** demo's order numbers end in these sequences (orders/seed-shop-orders.ts). */
  orderSequences: readonly number[];
  invoiceNo?: string;
}

const requests: readonly SeedRequest[] = [
  { sequence: 1, daysAgo: 20, type: 'normal', status: '已开票', orderSequences: [901, 111], invoiceNo: '26442000000046281937' },
  { sequence: 2, daysAgo: 12, type: 'normal', status: '已取消', orderSequences: [104] },
  { sequence: 3, daysAgo: 4, type: 'special', status: '待开票', orderSequences: [102] },
];

export function insertSeedInvoices(db: DatabaseSync, at: number): void {
  const t = demoInvoiceTitle;
  insertInvoiceTitle(db, 1, t, at - 60 * dayMs);
  const order = db.prepare("SELECT id, payable FROM orders WHERE customer_id = 1 AND order_no LIKE ? AND status <> '已取消'");
  const insert = db.prepare(
    `INSERT INTO invoice_requests (request_no, customer_id, type, title, tax_no, bank_name, bank_account, address, phone, email, remarks, amount,
       status, invoice_no, issued_at, idempotency_key, created_at, updated_at)
     VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, 'demo@example.com', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const line = db.prepare('INSERT INTO invoice_request_orders (request_id, order_id, position, amount, active) VALUES (?, ?, ?, ?, ?)');
  for (const r of requests) {
    const orders = r.orderSequences.map((sequence) => {
      const row = order.get(`%-${String(sequence).padStart(4, '0')}`);
      if (row === undefined) throw new Error(`seed invoices: demo has no paid order ${sequence}`);
      return { id: intOf(row, 'id'), payable: intOf(row, 'payable') };
    });
    const createdAt = at - r.daysAgo * dayMs;
    const issuedAt = r.status === '已开票' ? createdAt + 2 * dayMs : null;
    const special = r.type === 'special';
    const result = insert.run(
      orderNumber('FP', createdAt, r.sequence),
      r.type,
      ...titleColumnValues(invoicedTitle(r.type, t)),
      special ? '请随发票附上对账单' : '',
      orders.reduce((sum, o) => sum + o.payable, 0),
      r.status,
      r.invoiceNo ?? null,
      issuedAt,
      `seed-invoice-${r.sequence}`,
      createdAt,
      issuedAt ?? (r.status === '已取消' ? createdAt + dayMs : createdAt),
    );
    orders.forEach((o, index) => line.run(Number(result.lastInsertRowid), o.id, index + 1, o.payable, r.status === '已取消' ? 0 : 1));
  }
}
