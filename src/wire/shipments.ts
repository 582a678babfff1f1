/**
 * Shipment tracking (reference API): the carrier and tracking number of a shipped order, with the
 * carrier's tracking page (src/lib/orders/carriers.ts), and the test hook that ships an order. Shared
 * conventions: common.ts.
 */
import { z } from 'zod';
import { CARRIER_CODES, MAX_PARCELS, normaliseTrackingNo, TRACKING_NO_PATTERN } from '../lib/orders/carriers.ts';

export { CARRIERS, CARRIER_CODES, trackingUrl } from '../lib/orders/carriers.ts';

export const CarrierCode = z.enum(CARRIER_CODES, '未知的快递公司');

/**
 * A parcel of a shipped order: `shipment` of an order's detail is its first parcel, `parcels`
 * every one (both absent for an order not shipped yet, or shipped without a tracking number).
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

/** A parcel as the factory ships it: the carrier and its tracking number (spaces and dashes dropped, upper case). */
export const ParcelRequest = z.object({
  carrier: CarrierCode,
  trackingNo: z
    .string()
    .transform(normaliseTrackingNo)
    .pipe(z.string().regex(TRACKING_NO_PATTERN, '运单号须为 8–30 位字母或数字')),
});
export type ParcelRequest = z.input<typeof ParcelRequest>;

/** The parcels of one shipment: 1 to MAX_PARCELS, no tracking number twice. */
export const Parcels = z
  .array(ParcelRequest)
  .min(1, '至少填写一个包裹')
  .max(MAX_PARCELS, `一个订单最多分 ${MAX_PARCELS} 个包裹发货`)
  .refine((parcels) => new Set(parcels.map((parcel) => `${parcel.carrier}:${parcel.trackingNo}`)).size === parcels.length, '同一个运单号填了两次');

/**
 * Body of POST /api/__test__/ship-order: the factory ships a paid order (生产中 or 待发货) with
 * this carrier and tracking number; the order becomes 已发货.
 */
export const ShipOrderRequest = ParcelRequest.extend({ orderNo: z.string().min(1, '缺少订单号') });
export type ShipOrderRequest = z.input<typeof ShipOrderRequest>;
