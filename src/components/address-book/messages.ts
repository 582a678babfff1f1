import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';

/**
 * The address book's words a checkout's picker says (part of the address book's area): a checkout
 * loads these, not the texts of the book's card and form.
 */
export const addressPickMessages = {
  'addressBook.default': '默认',
  'addressBook.saved': '地址已保存',
  'addressBook.pick.title': '从地址簿选择',
  'addressBook.pick.typed': '使用下方填写的地址',
  'addressBook.pick.save': '保存到地址簿',
  /** The same button's visible word on a phone, where the row has room for the chosen address only beside a short one. */
  'addressBook.pick.saveShort': '保存',
  'addressBook.pick.manage': '管理地址簿',
} as const;

/** Interface text of the address book (地址簿): its card in 用户中心, its form and the checkouts' picker. */
export const addressBookMessages = {
  ...addressPickMessages,
  'addressBook.title': '地址簿',
  'addressBook.hint': '保存常用的收货地址，下单时直接选择。最多保存 {limit} 个地址。',
  'addressBook.count': '已保存 {count} / {limit} 个',
  'addressBook.full': '地址簿已满（最多 {limit} 个），请先删除不用的地址',
  'addressBook.add': '新增地址',
  'addressBook.edit': '编辑',
  'addressBook.editOf': '编辑地址：{name}',
  'addressBook.delete': '删除',
  'addressBook.deleteOf': '删除地址：{name}',
  'addressBook.setDefault': '设为默认',
  'addressBook.setDefaultOf': '将 {name} 的地址设为默认',
  'addressBook.loading': '正在加载地址簿…',
  'addressBook.empty': '还没有保存的地址',
  'addressBook.emptyHint': '新增一个地址，下单时就不用再填写了。',
  'addressBook.deleteTitle': '删除这个地址？',
  'addressBook.deleteBody': '{name} {phone}，{region} {detail}。已下的订单不受影响。',
  'addressBook.deleteConfirm': '删除',
  'addressBook.deleting': '正在删除…',
  'addressBook.deleted': '地址已删除',
  'addressBook.defaultSet': '已设为默认地址',

  'addressBook.form.addTitle': '新增地址',
  'addressBook.form.editTitle': '编辑地址',
  'addressBook.form.name': '收货人',
  'addressBook.form.phone': '手机号',
  'addressBook.form.detail': '详细地址',
  'addressBook.form.namePlaceholder': '姓名',
  'addressBook.form.phonePlaceholder': '11 位手机号',
  'addressBook.form.detailPlaceholder': '街道、门牌号、楼层等',
  'addressBook.form.nameRequired': '请输入收货人',
  'addressBook.form.nameTooLong': '收货人最多 {max} 个字符',
  'addressBook.form.phoneInvalid': '请输入正确的手机号',
  'addressBook.form.detailRequired': '请输入详细地址',
  'addressBook.form.detailTooLong': '详细地址最多 {max} 个字符',
  'addressBook.form.unsafeText': '不能包含换行、控制字符或双向文本控制符',
  'addressBook.form.province': '省份',
  'addressBook.form.city': '城市',
  'addressBook.form.district': '区县',
  'addressBook.form.choose': '请选择',
  'addressBook.form.provinceRequired': '请选择省份',
  'addressBook.form.cityRequired': '请选择城市',
  'addressBook.form.districtRequired': '请选择区县',
  'addressBook.form.regionsLoading': '正在加载省市区数据…',
  'addressBook.form.regionsFailed': '省市区数据加载失败',
  'addressBook.form.retry': '重试',
  'addressBook.form.save': '保存地址',
  'addressBook.form.saving': '正在保存…',
  'addressBook.form.cancel': '取消',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...addressBookMessages, ...addressPickMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
