import { makeT } from '../../lib/format/translate.ts';

/** Interface text of an order's parcel (carrier, tracking number, tracking page) in the order detail. */
export const shipmentMessages = {
  'shipment.title': '物流信息',
  'shipment.parcel': '包裹 {n} / {count}',
  'shipment.carrier': '快递公司',
  'shipment.trackingNo': '运单号',
  'shipment.copy': '复制运单号',
  'shipment.copied': '已复制',
  'shipment.copyFailed': '复制失败，请手动选择运单号复制',
  'shipment.track': '查看物流',
  'shipment.trackHint': '在快递100查询（新窗口打开）',
} as const;

/** This folder's translator: its own texts. */
export const t = makeT(shipmentMessages);
