import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';
import { cartQuantityMessages } from './quantity/messages.ts';

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

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...cartQuantityMessages, ...catalogueMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
