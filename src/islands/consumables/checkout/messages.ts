import { makeT } from '../../../lib/format/translate.ts';
import { coreMessages } from '../../../core/messages.ts';
import { cartQuantityMessages } from '../quantity/messages.ts';

/** Interface text of the consumables checkout (/consumablesorder/consumableorderinformation). */
export const checkoutMessages = {
  'checkout.title': '确认耗材订单',
  'checkout.intro': '核对耗材、数量与收货地址后提交订单，提交后可立即支付。',
  'checkout.lines.title': '耗材清单',
  'checkout.lines.label': '耗材清单（{count} 种）',
  'checkout.lines.continue': '继续选购',
  'checkout.line.unitPrice': '单价 {price}/{unit}',
  'checkout.line.subtotal': '小计',
  'checkout.line.stock': '库存 {stock} {unit}',
  'checkout.line.remove': '移除',
  'checkout.line.removeNamed': '移除 {name}',
  'checkout.line.removed': '已移除：{name}',
  'checkout.line.overStock': '超出库存：仅剩 {stock} {unit}，请减少数量',
  'checkout.line.soldOut': '已缺货，请移除后再提交',
  'checkout.line.unknown': '耗材 #{id}',
  'checkout.empty.title': '待下单为空',
  'checkout.empty.hint': '去耗材商城挑选需要的耗材吧。',
  'checkout.empty.go': '去耗材商城',
  'checkout.delivery': '收货信息',
  'checkout.totals.title': '费用明细',
  'checkout.totals.calculating': '正在计算价格…',
  'checkout.submit': '提交订单',
  'checkout.submitting': '正在提交…',
  'checkout.confirmNewPrice': '确认新价格并提交',
  'checkout.blocked.quantities': '请先修正数量',
  'checkout.blocked.stock': '有耗材超出库存，请调整后提交',
  'checkout.blocked.price': '正在计算价格，请稍候',
  'checkout.blocked.remarks': '备注最多 500 个字符',
  'checkout.priceChanged.title': '价格已变化',
  'checkout.priceChanged.body': '应付金额由 {before} 变为 {after}，请确认新价格后再提交。',
  'checkout.created.title': '订单已提交',
  'checkout.created.orderNo': '订单号',
  'checkout.created.status': '状态',
  'checkout.created.payable': '应付金额',
  'checkout.created.payNow': '请选择支付方式完成支付。',
  'checkout.created.view': '在订单中心查看',
  'checkout.created.more': '继续选购',
} as const;

/** This folder's translator: the checkout's texts and those it shows from coreMessages, cartQuantityMessages. */
export const t = makeT({ ...coreMessages, ...cartQuantityMessages, ...checkoutMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
