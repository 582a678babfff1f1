/**
 * The audit log: every write a member of staff makes, recorded in the same transaction as the
 * write (who, when, what, on what, the record before and after as JSON), readable by the
 * factory's 管理员.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { AuditPage } from '../../src/wire/staff.ts';
import { intOf, isoOf, nullableIntOf, nullableTextOf, textOf } from '../core/rows.ts';

export type AuditAction =
  | 'quote.confirm'
  | 'quote.decline'
  | 'order.ship'
  | 'feedback.reply'
  | 'feedback.progress'
  | 'invoice.issue'
  | 'invoice.refuse'
  | 'claim.refund'
  | 'claim.remake'
  | 'claim.refuse'
  | 'design.accept'
  | 'design.deliver'
  | 'staff.password'
  | 'staff.create'
  | 'staff.add'
  | 'staff.update'
  | 'staff.reset'
  | 'catalogue.material'
  | 'catalogue.consumable'
  | 'bank.account'
  | 'bank.receipt'
  | 'bank.resolve';

export const actionLabels: Record<AuditAction, string> = {
  'quote.confirm': '确认报价',
  'quote.decline': '不予报价',
  'order.ship': '发货',
  'feedback.reply': '回复反馈',
  'feedback.progress': '开始处理反馈',
  'invoice.issue': '开具发票',
  'invoice.refuse': '拒绝开票',
  'claim.refund': '售后退款',
  'claim.remake': '售后重做',
  'claim.refuse': '拒绝售后',
  'design.accept': '设计接单',
  'design.deliver': '交付设计稿',
  'staff.password': '修改密码',
  'staff.create': '创建管理员',
  'staff.add': '添加员工',
  'staff.update': '修改员工',
  'staff.reset': '重置员工密码',
  'catalogue.material': '修改材料价目',
  'catalogue.consumable': '修改耗材',
  'bank.account': '设置对公收款账户',
  'bank.receipt': '登记对公转账到账',
  'bank.resolve': '处理未匹配到账',
};

export interface AuditRecord {
  factoryId: number;
  /** null: done from the command line (npm run staff:create-admin). */
  staffId: number | null;
  at: number;
  action: AuditAction;
  subject: string;
  before: unknown;
  after: unknown;
}

const jsonOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

/** Writes one row; call inside the transaction of the write it records. */
export function recordAudit(db: DatabaseSync, record: AuditRecord): void {
  db.prepare('INSERT INTO audit_log (factory_id, staff_id, at, action, subject, before, after) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    record.factoryId,
    record.staffId,
    record.at,
    record.action,
    record.subject,
    jsonOrNull(record.before),
    jsonOrNull(record.after),
  );
}

const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(actionLabels, action);
const labelOf = (action: string): string => (isAuditAction(action) ? actionLabels[action] : action);
const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** One page of the factory's audit log, newest first. */
export function listAudit(db: DatabaseSync, factoryId: number, { page, size }: { page: number; size: number }): AuditPage {
  const rows = db
    .prepare(
      `SELECT a.id, a.at, a.action, a.subject, a.before, a.after, s.id AS staff_id, s.username, s.name
       FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
       WHERE a.factory_id = ? ORDER BY a.at DESC, a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(factoryId, size, (page - 1) * size);
  const total = db.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE factory_id = ?').get(factoryId);
  return {
    records: rows.map((row) => {
      const staffId = nullableIntOf(row, 'staff_id');
      const action = textOf(row, 'action');
      return {
        id: intOf(row, 'id'),
        at: isoOf(row, 'at'),
        staff: staffId === null ? null : { id: staffId, username: textOf(row, 'username'), name: textOf(row, 'name') },
        action,
        actionLabel: labelOf(action),
        subject: textOf(row, 'subject'),
        before: parsed(nullableTextOf(row, 'before')),
        after: parsed(nullableTextOf(row, 'after')),
      };
    }),
    total: total === undefined ? 0 : intOf(total, 'n'),
  };
}
