/**
 * Saved invoice titles (发票抬头), at most INVOICE_TITLE_LIMIT per customer; saving a title with
 * a tax number already kept replaces that one's details instead of adding a second.
 */
import type { DatabaseSync } from 'node:sqlite';
import { INVOICE_TITLE_LIMIT, type InvoiceTitle, type InvoiceTitleFields, type InvoiceTitleList, type InvoiceType } from '../../src/wire/invoices.ts';
import { HttpError } from '../core/errors.ts';
import { changesOf, fieldsOf, insertedIdOf, intOf, isoOf, textOf, type Row } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';

export const titleMessages = {
  notFound: '发票抬头不存在',
  full: `最多保存 ${INVOICE_TITLE_LIMIT} 个发票抬头，请先删除不用的抬头`,
} as const;

const columns = 'id, title, tax_no, bank_name, bank_account, address, phone, created_at';

/** A title's own fields, read from a row of its columns: of invoice_titles, or of invoice_requests, which keep a copy. */
export function titleFieldsOf(row: Row): InvoiceTitleFields {
  return fieldsOf(row, { title: textOf, taxNo: textOf, bankName: textOf, bankAccount: textOf, address: textOf, phone: textOf });
}

/** The values of the title columns title, tax_no, bank_name, bank_account, address, phone, in that order. */
export function titleColumnValues(t: InvoiceTitleFields): [string, string, string, string, string, string] {
  return [t.title, t.taxNo, t.bankName, t.bankAccount, t.address, t.phone];
}

/** The title an invoice of `type` keeps: only a 专用发票 keeps the bank details, a 普通发票 prints none, whatever the form sent. */
export function invoicedTitle(type: InvoiceType, t: InvoiceTitleFields): InvoiceTitleFields {
  return type === 'special' ? t : { ...t, bankName: '', bankAccount: '', address: '', phone: '' };
}

function titleOf(row: Row): InvoiceTitle {
  return { id: intOf(row, 'id'), ...titleFieldsOf(row), createdAt: isoOf(row, 'created_at') };
}

/** Adds a title to the customer's list as it is (no limit, no merge by tax number): answers its id. */
export function insertInvoiceTitle(db: DatabaseSync, customerId: number, input: InvoiceTitleFields, at: number): number {
  const result = db
    .prepare('INSERT INTO invoice_titles (customer_id, title, tax_no, bank_name, bank_account, address, phone, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(customerId, ...titleColumnValues(input), at);
  return insertedIdOf(result);
}

export function listInvoiceTitles(db: DatabaseSync, customerId: number): InvoiceTitleList {
  const rows = db.prepare(`SELECT ${columns} FROM invoice_titles WHERE customer_id = ? ORDER BY created_at DESC, id DESC`).all(customerId);
  return { records: rows.map(titleOf), total: rows.length, limit: INVOICE_TITLE_LIMIT };
}

function findTitle(db: DatabaseSync, customerId: number, id: number): InvoiceTitle {
  const row = db.prepare(`SELECT ${columns} FROM invoice_titles WHERE id = ? AND customer_id = ?`).get(id, customerId);
  if (row === undefined) throw new HttpError(404, titleMessages.notFound);
  return titleOf(row);
}

/**
 * Keeps a title: a new one (created: true), or the one with the same tax number updated to these
 * details. A full list refuses new ones with 409, checked in the write transaction.
 */
export function saveInvoiceTitle(db: DatabaseSync, customerId: number, input: InvoiceTitleFields, at: number): { title: InvoiceTitle; created: boolean } {
  return inTransaction(db, () => {
    const same = db.prepare('SELECT id FROM invoice_titles WHERE customer_id = ? AND tax_no = ?').get(customerId, input.taxNo);
    if (same !== undefined) {
      const id = intOf(same, 'id');
      db.prepare('UPDATE invoice_titles SET title = ?, bank_name = ?, bank_account = ?, address = ?, phone = ? WHERE id = ?').run(
        input.title,
        input.bankName,
        input.bankAccount,
        input.address,
        input.phone,
        id,
      );
      return { title: findTitle(db, customerId, id), created: false };
    }
    const count = db.prepare('SELECT COUNT(*) AS n FROM invoice_titles WHERE customer_id = ?').get(customerId);
    if (count !== undefined && intOf(count, 'n') >= INVOICE_TITLE_LIMIT) throw new HttpError(409, titleMessages.full);
    return { title: findTitle(db, customerId, insertInvoiceTitle(db, customerId, input, at)), created: true };
  });
}

/** Deletes one of the customer's titles (requests made with it keep their own copy); answers the list. */
export function deleteInvoiceTitle(db: DatabaseSync, customerId: number, id: number): InvoiceTitleList {
  const result = db.prepare('DELETE FROM invoice_titles WHERE id = ? AND customer_id = ?').run(id, customerId);
  if (changesOf(result) === 0) throw new HttpError(404, titleMessages.notFound);
  return listInvoiceTitles(db, customerId);
}
