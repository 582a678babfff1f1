import { makeT } from '../../../lib/format/translate.ts';
import { coreMessages } from '../../../core/messages.ts';

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

/** This folder's translator: the quantity box's texts (the catalogue's and the checkout's lines show it) and the core's. */
export const t = makeT({ ...coreMessages, ...cartQuantityMessages });
