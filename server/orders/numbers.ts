import type { DatabaseSync } from 'node:sqlite';
import { textOf } from '../core/rows.ts';

/** The shop's time zone, Asia/Shanghai, has no daylight saving: a fixed offset is exact. */
const shopOffsetMs = 8 * 60 * 60 * 1000;

/** The shop's calendar day (`YYYY-MM-DD`, Asia/Shanghai) of an instant in milliseconds. */
export function shopDay(time: number): string {
  return new Date(time + shopOffsetMs).toISOString().slice(0, 10);
}

export type OrderPrefix = 'DZ' | 'HC' | 'TC' | 'SJ' | DocumentPrefix;

/** Records numbered like orders in tables of their own: top-ups (充值), invoice requests (发票), saved quotations (报价), after-sales claims (售后). */
const documentTables = {
  CZ: { table: 'recharges', column: 'recharge_no' },
  FP: { table: 'invoice_requests', column: 'request_no' },
  BJ: { table: 'quotations', column: 'quote_no' },
  SH: { table: 'claims', column: 'claim_no' },
} as const;
export type DocumentPrefix = keyof typeof documentTables;

/**
 * `DZ20261103-0007`: DZ customised / HC consumables / TC design packages (SJ: design requests,
 * CZ top-ups, FP invoice requests, BJ saved quotations and SH after-sales claims, numbered in their own tables), the
 * shop's date, then a sequence.
 */
export function orderNumber(prefix: OrderPrefix, time: number, sequence: number): string {
  return `${prefix}${shopDay(time).replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
}

/** The next number of the shop's day; call inside the transaction that inserts the order. */
export function nextOrderNumber(db: DatabaseSync, prefix: OrderPrefix, time: number): string {
  const today = orderNumber(prefix, time, 0).slice(0, -4);
  const row = db.prepare('SELECT MAX(order_no) AS last FROM orders WHERE order_no LIKE ?').get(`${today}%`);
  const last = row === undefined || row['last'] === null ? null : textOf(row, 'last');
  return orderNumber(prefix, time, last === null ? 1 : Number(last.slice(today.length)) + 1);
}

/** The next number of the shop's day for a top-up, invoice request or saved quotation; call inside the inserting transaction. */
export function nextDocumentNumber(db: DatabaseSync, prefix: DocumentPrefix, time: number): string {
  const { table, column } = documentTables[prefix];
  const today = orderNumber(prefix, time, 0).slice(0, -4);
  const row = db.prepare(`SELECT MAX(${column}) AS last FROM ${table} WHERE ${column} LIKE ?`).get(`${today}%`);
  const last = row === undefined || row['last'] === null ? null : textOf(row, 'last');
  return orderNumber(prefix, time, last === null ? 1 : Number(last.slice(today.length)) + 1);
}
