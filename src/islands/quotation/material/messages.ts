import { makeT } from '../../../lib/format/translate.ts';
import { coreMessages } from '../../../core/messages.ts';
import { quotationStepMessages } from '../messages.ts';

/** Interface text of quotation step 1: the factory's processes and materials to choose from. */
export const quotationMaterialMessages = {
  'quotation.material.factory': '当前工厂：{factory}',
  'quotation.material.intro': '选择一种材料（及颜色），下一步上传设计图纸即可看到报价。',
  'quotation.material.switchFactory': '切换工厂',
  'quotation.material.processes': '按工艺筛选',
  'quotation.material.all': '全部',
  'quotation.material.listLabel': '{process}的材料',
  'quotation.material.count': '{count} 种材料',
  'quotation.material.pricePerCm3': '{price}/cm³',
  'quotation.material.priceLabel': '单价',
  'quotation.material.minPrice': '{price}/件',
  'quotation.material.minPriceLine': '{price}/文件',
  'quotation.material.minPriceLabel': '起步价',
  'quotation.material.rate.price': '单价',
  'quotation.material.rate.material': '材料',
  'quotation.material.rate.stock': '坯料',
  'quotation.material.rate.resin': '树脂',
  'quotation.material.extra.height': '机时 {fen}/mm 高度',
  'quotation.material.extra.packedBox': '机时 {fen}/cm³ 粉床空间',
  'quotation.material.extra.machine': '切削 {fen}/分钟',
  'quotation.material.extra.setup': '装夹与编程 {fen}/次',
  'quotation.material.extra.mould': '母版与硅胶模（一副约浇注 {count} 件）由数量分摊',
  'quotation.material.leadDays': '{days} 天',
  'quotation.material.leadLabel': '交期',
  'quotation.material.colours': '颜色',
  'quotation.material.choose': '选择',
  'quotation.material.chosen': '已选择',
  'quotation.material.summary': '已选：{material}',
  'quotation.material.summaryColour': '已选：{material} · {colour}',
  'quotation.material.next': '下一步',
  'quotation.material.nextHint': '选择一种材料后可进入下一步',
  'quotation.material.empty': '当前工厂暂无可选材料',
  'quotation.material.emptyHint': '可在用户中心切换使用的工厂。',
  'quotation.material.emptyProcess': '该工艺暂无可选材料',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages, quotationStepMessages. */
export const t = makeT({ ...coreMessages, ...quotationStepMessages, ...quotationMaterialMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
