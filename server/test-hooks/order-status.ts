import type { DatabaseSync } from 'node:sqlite';
import type { StoredOrderStatus } from '../../src/wire/order-status.ts';
import { inTransaction } from '../core/transaction.ts';
import { HttpError } from '../core/errors.ts';
import { addOrderEvent, orderMessages } from '../orders/store.ts';
import { intOf, textOf } from '../core/rows.ts';

/** What the timeline says when the factory (or the platform) puts an order in a status. */
const factoryNotes: Record<StoredOrderStatus, string> = {
  待报价: '等待工程师报价',
  待付款: '工程师已完成报价，请确认后付款',
  生产中: '工厂已开始生产',
  待发货: '仓库正在备货，等待发货',
  已发货: '工厂已发货',
  已完成: '订单已完成',
  已取消: '订单已由平台取消',
};

/** Test hook: brings the deadline of an unpaid or shipped order (any customer's) to `at`, for the next sweep. */
export function makeOrderDue(db: DatabaseSync, orderNo: string, at: number): void {
  const row = db.prepare('SELECT id, status FROM orders WHERE order_no = ?').get(orderNo);
  if (row === undefined) throw new HttpError(404, orderMessages.notFound);
  const status = textOf(row, 'status');
  if (status === '待付款') db.prepare('UPDATE orders SET pay_by = ? WHERE id = ?').run(at, intOf(row, 'id'));
  else if (status === '已发货') db.prepare('UPDATE orders SET confirm_by = ? WHERE id = ?').run(at, intOf(row, 'id'));
  else throw new HttpError(409, `订单当前为「${status}」，没有支付或收货期限`);
}

/**
 * Test hook: puts any order (of any customer) in `status` as the factory would, with a timeline
 * event. Browser tests use it to reach 已发货 and the like without waiting for a factory.
 */
export function moveOrderAsFactory(db: DatabaseSync, orderNo: string, status: StoredOrderStatus, at: number): void {
  inTransaction(db, () => {
    const row = db.prepare('SELECT id FROM orders WHERE order_no = ?').get(orderNo);
    if (row === undefined) throw new HttpError(404, orderMessages.notFound);
    const id = intOf(row, 'id');
    db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE id = ?').run(status, at, id);
    const note = status === '已发货' ? '生产完成，工厂已发货' : factoryNotes[status];
    addOrderEvent(db, id, status, note, at);
  });
}
