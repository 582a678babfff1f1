import { makeT } from '../../../../lib/format/translate.ts';

/** Interface text of how long step 3's price holds, and of a quotation's price re-checked before paying. */
export const priceHoldMessages = {
  'priceHold.until': '此价格在 {at} 前保持不变：期间价目上涨，按此价格下单。',
  'priceHold.quotation': '按报价单 {quoteNo} 的价格计价，保持到 {at}。',
  'priceHold.expired': '报价单 {quoteNo} 已于 {at} 过期，已按当前价格重新计价：商品金额由 {before} 变为 {after}（{diff}）。',
  'priceHold.expiredSame': '报价单 {quoteNo} 已于 {at} 过期，已按当前价格重新计价，商品金额与报价单相同（{after}）。',
  'priceHold.expiredEdited': '报价单 {quoteNo} 已于 {at} 过期；零件或数量已修改，按当前价格计价（报价单商品金额 {before}）。',
  'priceHold.more': '多 {amount}',
  'priceHold.less': '少 {amount}',
} as const;

/** This folder's translator: its own texts. */
export const t = makeT(priceHoldMessages);
