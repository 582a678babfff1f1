import { shipDateOf, todayIn, type ShipDate } from './ship-date.ts';

/** What an order's lines say of their lead time: working days from payment (the reference API's extension). */
interface LeadLine {
  leadDays?: unknown;
}

/** The statuses in which a paid order has not left the factory yet. */
const WAITING_TO_SHIP: ReadonlySet<string> = new Set(['生产中', '待发货']);

/**
 * When a paid order that has not shipped yet is promised to ship: its slowest line's working days
 * after the day it was paid, as the customer's clock read that day (the payment day itself is not
 * counted, as at quoting). Null when the order is not waiting to ship, not paid, or no line says
 * its lead time (a backend without the per-part choices).
 */
export function orderShipDate(order: { status: string; paidAt: string | null; lines: readonly LeadLine[] }, timeZone?: string): (ShipDate & { days: number }) | null {
  if (!WAITING_TO_SHIP.has(order.status) || order.paidAt === null) return null;
  const paid = new Date(order.paidAt);
  if (Number.isNaN(paid.getTime())) return null;
  const days = Math.max(0, ...order.lines.map((line) => (typeof line.leadDays === 'number' && Number.isInteger(line.leadDays) && line.leadDays > 0 ? line.leadDays : 0)));
  if (days === 0) return null;
  return { ...shipDateOf(todayIn(paid, timeZone), days), days };
}
