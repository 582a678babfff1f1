/**
 * 生产与发货 in the factory console (/api/shop-staff/shipping): the factory's paid orders waiting to
 * leave (customised parts 生产中, consumables 待发货) and shipping one with its carrier and tracking
 * number. Shared conventions: common.ts; the staff's login and roles: staff.ts.
 */
import { z } from 'zod';
import { Address } from './address.ts';
import { isoTime, pageOf, PageQuery } from './common.ts';
import { OrderStatus } from './order-status.ts';
import { Parcels, Shipment } from './shipments.ts';

export const ShipQueueQuery = PageQuery.extend({
  orderNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{0,20}$/, '订单号只包含字母、数字和横线')
    .optional()
    .describe('订单号或其一部分（如扫描装箱单得到的号码）：只列出订单号包含它的订单'),
});
export type ShipQueueQuery = z.input<typeof ShipQueueQuery>;

/** A paid order of the factory not shipped yet, oldest paid first. */
export const ShipQueueItem = z.object({
  orderNo: z.string(),
  kind: z.enum(['customized', 'consumable']),
  status: OrderStatus,
  customer: z.object({ id: z.number().int(), nickname: z.string() }),
  paidAt: isoTime.nullable(),
  /** Working days promised at the confirmed price (customised orders); null when none was. */
  leadDays: z.number().int().positive().nullable(),
  /** The shop's day (YYYY-MM-DD) by which it ships: lead days working days after the day paid; null without lead days. */
  shipBy: z.string().nullable(),
  /** Past shipBy and still not shipped: the promise is broken. */
  late: z.boolean(),
  /** What goes in the parcel: each line's name and quantity. */
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int().positive() })),
  address: Address,
  remarks: z.string(),
});
export type ShipQueueItem = z.infer<typeof ShipQueueItem>;

export const ShipQueue = pageOf(ShipQueueItem);
export type ShipQueue = z.infer<typeof ShipQueue>;

/** POST /api/shop-staff/shipping/{orderNo}: the parcels it leaves in, each with its carrier and tracking number. */
export const ShipRequest = z.object({ parcels: Parcels });
export type ShipRequest = z.input<typeof ShipRequest>;

export const ShipAnswer = z.object({ orderNo: z.string(), status: OrderStatus, parcels: z.array(Shipment).min(1) });
export type ShipAnswer = z.infer<typeof ShipAnswer>;
