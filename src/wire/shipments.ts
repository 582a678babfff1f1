/**
 * Shipment tracking (reference API): the carrier and tracking number of a shipped order, with the
 * carrier's tracking page (src/lib/orders/carriers.ts), and the test hook that ships an order. Shared
 * conventions: common.ts.
 */
import { z } from 'zod';
import { CARRIER_CODES, normaliseTrackingNo, TRACKING_NO_PATTERN } from '../lib/orders/carriers.ts';

export { CARRIERS, CARRIER_CODES, trackingUrl } from '../lib/orders/carriers.ts';

export const CarrierCode = z.enum(CARRIER_CODES, '未知的快递公司');

/**
 * `shipment` of an order's detail, once the factory has shipped it with a tracking number
 * (absent for an order not shipped yet, or shipped without one).
 */
export const Shipment = z.object({
  carrier: CarrierCode,
  carrierName: z.string(),
  trackingNo: z.string(),
  /** kuaidi100.com's page for this parcel. */
  trackingUrl: z.string(),
  shippedAt: z.string(),
});
export type Shipment = z.infer<typeof Shipment>;

/**
 * Body of POST /api/__test__/ship-order: the factory ships a paid order (生产中 or 待发货) with
 * this carrier and tracking number; the order becomes 已发货.
 */
export const ShipOrderRequest = z.object({
  orderNo: z.string().min(1, '缺少订单号'),
  carrier: CarrierCode,
  trackingNo: z
    .string()
    .transform(normaliseTrackingNo)
    .pipe(z.string().regex(TRACKING_NO_PATTERN, '运单号须为 8–30 位字母或数字')),
});
export type ShipOrderRequest = z.input<typeof ShipOrderRequest>;
