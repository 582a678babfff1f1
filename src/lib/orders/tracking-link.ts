import { isRecord, isString } from '../json-guard.ts';

/**
 * Where a shipment's tracking link may lead: kuaidi100's query pages, the only tracking site the
 * shop links to (src/lib/orders/carriers.ts). Anything else the backend answers is not followed.
 */
const TRACKING_HOSTS: ReadonlySet<string> = new Set(['www.kuaidi100.com', 'kuaidi100.com', 'm.kuaidi100.com']);

/** The link itself when it is an http(s) address on a known tracking host without credentials, else null. */
export function safeTrackingUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  if (!TRACKING_HOSTS.has(parsed.hostname)) return null;
  return parsed.href;
}

/** What a page shows of an order's parcel: the carrier's name, the number and a safe link (or none). */
export interface ShownShipment {
  carrierName: string;
  trackingNo: string;
  trackingUrl: string | null;
}

/**
 * The parcel of an order's detail as far as it can be shown: its carrier name and tracking
 * number must be non-empty text, else nothing is shown (an order not shipped yet, a backend
 * without tracking, or one that answers something else); the link only when it is safe.
 */
export function shownShipment(value: unknown): ShownShipment | null {
  if (!isRecord(value)) return null;
  const { carrierName, trackingNo, trackingUrl } = value;
  if (!isString(carrierName) || !isString(trackingNo) || carrierName.trim() === '' || trackingNo.trim() === '') return null;
  return { carrierName, trackingNo, trackingUrl: isString(trackingUrl) ? safeTrackingUrl(trackingUrl) : null };
}

/**
 * Every parcel of an order's detail that can be shown: those of `parcels` when the backend lists
 * them (the reference API, one or more), else its single `shipment` (the seed's shape).
 */
export function shownParcels(order: { shipment?: unknown; parcels?: unknown }): ShownShipment[] {
  return (Array.isArray(order.parcels) ? order.parcels : [order.shipment]).map(shownShipment).filter((parcel) => parcel !== null);
}
