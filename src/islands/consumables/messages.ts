import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';

/** The quantity box of a consumable's page and of the checkout lines. */
export const cartQuantityMessages = {
  'consumables.quantity.label': '数量',
  'consumables.quantity.named': '{name} 的数量',
  'consumables.quantity.less': '减少数量',
  'consumables.quantity.more': '增加数量',
  'consumables.quantity.required': '请输入数量',
  'consumables.quantity.whole': '数量须为正整数',
  'consumables.quantity.min': '数量至少为 1',
  'consumables.quantity.max': '数量最多 9999',
  'consumables.quantity.overStock': '库存仅剩 {stock} {unit}',
  'consumables.quantity.soldOut': '该耗材已缺货',
  'consumables.quantity.range': '可购 1–{stock} {unit}',
} as const;

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

/** Interface text of the consumables catalogue and a consumable's page. */
export const catalogueMessages = {
  'consumables.title': '耗材商城',
  'consumables.intro': '光敏树脂、打印线材、粉末与后处理耗材，平台现货直发。',
  'consumables.category.label': '按分类筛选',
  'consumables.category.all': '全部',
  'consumables.category.resin': '光敏树脂',
  'consumables.category.filament': '3D 打印线材',
  'consumables.category.powder': '粉末材料',
  'consumables.category.postprocess': '后处理',
  'consumables.category.tool': '工具',
  'consumables.search.label': '搜索耗材',
  'consumables.search.placeholder': '名称或规格，如 405nm、PLA',
  'consumables.sort.label': '排序',
  'consumables.sort.default': '默认',
  'consumables.sort.priceAsc': '价格从低到高',
  'consumables.sort.priceDesc': '价格从高到低',
  'consumables.clearFilters': '清除筛选',
  'consumables.total': '共 {count} 件耗材',
  'consumables.listLabel': '耗材列表',
  'consumables.empty.title': '没有找到符合条件的耗材',
  'consumables.empty.hint': '换个关键词或分类试试，或清除筛选查看全部耗材。',
  'consumables.empty.none': '暂无耗材在售',
  'consumables.price': '{price}/{unit}',
  'consumables.stock.plenty': '有货 {stock} {unit}',
  'consumables.stock.low': '库存紧张，仅剩 {stock} {unit}',
  'consumables.stock.none': '缺货',
  'consumables.add': '加入订单',
  'consumables.addNamed': '将 {name} 加入订单',
  'consumables.buyNow': '立即购买',
  'consumables.added': '已加入订单：{name} × {quantity}',
  'consumables.cartFull': '一单最多 50 种耗材，请先提交或移除部分耗材',
  'consumables.soldOut': '已售罄',
  'consumables.cart.button': '待下单 {count} 件',
  'consumables.cart.label': '待下单',
  'consumables.imageAlt': '{name} 图片',
  'consumables.imageNth': '{name} 图片 {index}/{count}',
  'consumables.thumbs': '{name} 的图片',
  'consumables.showImage': '查看第 {index} 张图片',
  'consumables.back': '返回耗材商城',
  'consumables.detail.notFound': '耗材不存在',
  'consumables.detail.notFoundHint': '该耗材可能已下架，或链接有误。',
  'consumables.detail.spec': '规格',
  'consumables.detail.price': '单价',
  'consumables.detail.stock': '库存',
  'consumables.detail.description': '商品介绍',
} as const;

/** Every text of the consumables area (the catalogue translator and the whole catalogue). */
export const consumablesMessages = { ...catalogueMessages, ...cartQuantityMessages, ...checkoutMessages } as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...cartQuantityMessages, ...checkoutMessages, ...catalogueMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
