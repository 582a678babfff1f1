/**
 * The carriers a factory ships with, and where a customer follows a parcel: kuaidi100's public
 * query page, which takes the carrier's kuaidi100 code and the tracking number. Zod-free and
 * shared by the reference server (the order's shipment) and the site (names, links).
 */

export const CARRIER_CODES = ['SF', 'JD', 'ZTO', 'YTO', 'YD', 'STO', 'EMS', 'DBL'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

export interface Carrier {
  code: CarrierCode;
  /** The name customers know it by. */
  name: string;
  /** Its code on kuaidi100.com. */
  kuaidi100: string;
}

/** In the order the factory's select offers them. */
export const CARRIERS: readonly Carrier[] = [
  { code: 'SF', name: '顺丰速运', kuaidi100: 'shunfeng' },
  { code: 'JD', name: '京东物流', kuaidi100: 'jd' },
  { code: 'ZTO', name: '中通快递', kuaidi100: 'zhongtong' },
  { code: 'YTO', name: '圆通速递', kuaidi100: 'yuantong' },
  { code: 'YD', name: '韵达快递', kuaidi100: 'yunda' },
  { code: 'STO', name: '申通快递', kuaidi100: 'shentong' },
  { code: 'EMS', name: 'EMS', kuaidi100: 'ems' },
  { code: 'DBL', name: '德邦快递', kuaidi100: 'debangkuaidi' },
];

export const isCarrierCode = (value: string): value is CarrierCode => CARRIER_CODES.some((code) => code === value);

/** The carrier of a code; every CarrierCode has one. */
export function carrierOf(code: CarrierCode): Carrier {
  const carrier = CARRIERS.find((candidate) => candidate.code === code);
  if (carrier === undefined) throw new Error(`no carrier ${code}`);
  return carrier;
}

/** A tracking number as stored and linked: without spaces, upper case (SF1234567890123). */
export const normaliseTrackingNo = (text: string): string => text.replace(/\s/g, '').toUpperCase();

/** What a tracking number of any of these carriers looks like once normalised. */
export const TRACKING_NO_PATTERN = /^[A-Z0-9]{8,30}$/;

/** The carrier's tracking page for the parcel, on kuaidi100.com. */
export function trackingUrl(code: CarrierCode, trackingNo: string): string {
  return `https://www.kuaidi100.com/chaxun?com=${carrierOf(code).kuaidi100}&nu=${encodeURIComponent(normaliseTrackingNo(trackingNo))}`;
}

/** The timeline's words for a shipment: 顺丰速运，运单号 SF1234567890123. */
export const shipmentText = (code: CarrierCode, trackingNo: string): string => `${carrierOf(code).name}，运单号 ${trackingNo}`;

/** The most parcels one order ships in. */
export const MAX_PARCELS = 10;
