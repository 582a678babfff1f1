/**
 * 生产与发货: the factory's paid orders not shipped yet, and shipping one (仓储发货 and 管理员).
 * Shipping is the shipments module's own move (one conditional UPDATE: of two clerks shipping
 * at once one records the parcel, the other is told), here only for the staff's factory, with
 * the audit row and the customer's message in the same transaction.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Address } from '../../src/wire/address.ts';
import type { ShipAnswer, ShipQueue } from '../../src/wire/staff-shipping.ts';
import { OrderStatus } from '../../src/wire/order-status.ts';
import { orderDetailUrl } from '../../src/lib/routes/order-paths.ts';
import { HttpError } from '../core/errors.ts';
import { intOf, nullableIntOf, nullableIsoOf, textOf } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { addWorkingDays } from '../../src/lib/orders/working-days.ts';
import { shopDay } from '../orders/numbers.ts';
import { addCustomerMessage } from '../messages/store.ts';
import { orderMessages } from '../orders/store.ts';
import { parcelsOf, parcelsText, shipOrder, type Parcel } from '../shipments/store.ts';
import { recordAudit } from './audit.ts';
import type { StaffContext } from '../core/app-env.ts';
import { AUTO_CONFIRM_DAYS } from '../../src/lib/orders/order-deadlines.ts';

const waiting = "((o.kind = 'customized' AND o.status = '生产中') OR (o.kind = 'consumable' AND o.status = '待发货'))";

/** The factory's paid orders waiting to be shipped, oldest paid first. */
/** The day an order paid at `paidAt` with `leadDays` is to ship by (the shop's calendar), and whether that day has passed at `at`. */
export function shipByOf(paidAt: number | null, leadDays: number | null, at: number): { shipBy: string | null; late: boolean } {
  if (paidAt === null || leadDays === null) return { shipBy: null, late: false };
  const shipBy = addWorkingDays(shopDay(paidAt), leadDays);
  return { shipBy, late: shopDay(at) > shipBy };
}

export function listShipQueue(db: DatabaseSync, factoryId: number, query: { page: number; size: number; orderNo?: string | undefined }, at: number): ShipQueue {
  // instr, not LIKE: what the clerk typed is matched as it stands (the shape allows no wildcard anyway).
  const matching = query.orderNo ? ' AND instr(o.order_no, :orderNo) > 0' : '';
  const params = { factory: factoryId, orderNo: query.orderNo ?? '' };
  const total = intOf(db.prepare(`SELECT COUNT(*) AS n FROM orders o WHERE o.factory_id = :factory AND ${waiting}${matching}`).get(query.orderNo ? params : { factory: factoryId }) ?? { n: 0 }, 'n');
  const rows = db
    .prepare(
      `SELECT o.id, o.order_no, o.kind, o.status, o.customer_id, c.nickname, o.paid_at, o.lead_days, o.address, o.remarks
       FROM orders o JOIN customers c ON c.id = o.customer_id
       WHERE o.factory_id = :factory AND ${waiting}${matching}
       ORDER BY COALESCE(o.paid_at, o.created_at), o.id LIMIT :limit OFFSET :offset`,
    )
    .all({ ...(query.orderNo ? params : { factory: factoryId }), limit: query.size, offset: (query.page - 1) * query.size });
  const lines = db.prepare('SELECT name, quantity FROM order_items WHERE order_id = ? ORDER BY position');
  return {
    total,
    records: rows.map((row) => ({
      orderNo: textOf(row, 'order_no'),
      kind: textOf(row, 'kind') === 'consumable' ? ('consumable' as const) : ('customized' as const),
      status: OrderStatus.parse(textOf(row, 'status')),
      customer: { id: intOf(row, 'customer_id'), nickname: textOf(row, 'nickname') },
      paidAt: nullableIsoOf(row, 'paid_at'),
      leadDays: nullableIntOf(row, 'lead_days'),
      ...shipByOf(nullableIntOf(row, 'paid_at'), nullableIntOf(row, 'lead_days'), at),
      lines: lines.all(intOf(row, 'id')).map((line) => ({ name: textOf(line, 'name'), quantity: intOf(line, 'quantity') })),
      address: Address.parse(JSON.parse(textOf(row, 'address'))),
      remarks: textOf(row, 'remarks'),
    })),
  };
}

/** Ships an order of the staff's factory (404 for another's), tells the customer, writes the audit row. */
export function shipFactoryOrder(db: DatabaseSync, staff: StaffContext, orderNo: string, parcels: readonly Parcel[], at: number): ShipAnswer {
  return inTransaction(db, () => {
    const row = db.prepare('SELECT id, kind, status, customer_id FROM orders WHERE order_no = ? AND factory_id = ?').get(orderNo, staff.factoryId);
    if (row === undefined) throw new HttpError(404, orderMessages.notFound);
    shipOrder(db, orderNo, parcels, at);
    const shipped = parcelsOf(db, intOf(row, 'id'));
    const [first, ...others] = shipped;
    if (first === undefined) throw new Error(`order ${orderNo} shipped without its parcels`);
    const kind = textOf(row, 'kind') === 'consumable' ? 'consumable' : 'customized';
    addCustomerMessage(db, {
      customerId: intOf(row, 'customer_id'),
      kind: 'shipped',
      title: `订单 ${orderNo} 已发货`,
      body: `${parcelsText(shipped)}。收到${others.length > 0 ? '全部包裹' : ''}后请确认收货；发货后 ${AUTO_CONFIRM_DAYS} 天未确认的，系统自动确认收货。`,
      link: orderDetailUrl(kind, orderNo),
      at,
    });
    recordAudit(db, {
      factoryId: staff.factoryId,
      staffId: staff.id,
      at,
      action: 'order.ship',
      subject: `order:${orderNo}`,
      before: { status: textOf(row, 'status') },
      after: { status: '已发货', parcels: shipped.map(({ carrier, trackingNo }) => ({ carrier, trackingNo })) },
    });
    return { orderNo, status: '已发货', parcels: shipped };
  });
}
