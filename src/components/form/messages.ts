import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';

/**
 * Texts of the order form parts that several checkouts share (address, remarks): the quotation's step 3, the professional order and the consumables
 * checkout. Kept apart so a checkout need not load the quotation's whole area.
 */
export const orderFormMessages = {
  'quotation.address.title': '收货地址',
  'quotation.address.name': '收货人',
  'quotation.address.phone': '手机号',
  'quotation.address.region': '所在地区',
  'quotation.address.detail': '详细地址',
  'quotation.address.namePlaceholder': '姓名',
  'quotation.address.phonePlaceholder': '11 位手机号',
  'quotation.address.regionPlaceholder': '省 / 市 / 区',
  'quotation.address.detailPlaceholder': '街道、门牌号、楼层等',
  'quotation.address.remembered': '已填入上次使用的地址',
  'quotation.address.nameRequired': '请输入收货人',
  'quotation.address.nameTooLong': '收货人最多 32 个字符',
  'quotation.address.phoneInvalid': '请输入正确的手机号',
  'quotation.address.regionRequired': '请输入所在地区',
  'quotation.address.regionTooLong': '所在地区最多 64 个字符',
  'quotation.address.detailRequired': '请输入详细地址',
  'quotation.address.detailTooLong': '详细地址最多 120 个字符',
  'quotation.address.unsafeText': '不能包含换行、控制字符或双向文本控制符',
  'quotation.remarks.label': '备注',
  'quotation.remarks.placeholder': '对加工、后处理或交付的其他要求（选填）',
  'quotation.remarks.counter': '{count} / {max}',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...orderFormMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
