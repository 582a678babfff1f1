import { makeT } from '../../../../lib/format/translate.ts';

/** How a material's price is stated (its rate, minimum, extras and lead days): on step 1's cards and in step 2's estimate. */
export const materialRateMessages = {
  'quotation.material.pricePerCm3': '{price}/cm³',
  'quotation.material.minPrice': '{price}/件',
  'quotation.material.minPriceLine': '{price}/文件',
  'quotation.material.minPriceLabel': '起步价',
  'quotation.material.rate.price': '单价',
  'quotation.material.rate.material': '材料',
  'quotation.material.rate.stock': '坯料',
  'quotation.material.rate.resin': '树脂',
  'quotation.material.extra.height': '机时 {fen}/mm 高度',
  'quotation.material.extra.packedBox': '机时 {fen}/cm³ 粉床空间',
  'quotation.material.extra.printedVolume': '机时 {fen}/cm³ 打印体积（外壳与填充）',
  'quotation.material.extra.support': '悬垂面支撑与去支撑 {fen}/cm²',
  'quotation.material.extra.machine': '切削 {fen}/分钟',
  'quotation.material.extra.setup': '装夹与编程 {fen}/次',
  'quotation.material.extra.mould': '母版与硅胶模（一副约浇注 {count} 件）由数量分摊',
  'quotation.material.leadDays': '{days} 天',
  'quotation.material.leadLabel': '交期',
} as const;

/** This folder's translator: a material's rates in words. */
export const t = makeT(materialRateMessages);

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
