import { makeT } from '../../../lib/format/translate.ts';
import { coreMessages } from '../../../core/messages.ts';
import { quotationStepMessages } from '../messages.ts';
import { materialRateMessages } from './rates/messages.ts';

/** Interface text of quotation step 1: the factory's processes and materials to choose from. */
export const quotationMaterialMessages = {
  'quotation.material.factory': '当前工厂：{factory}',
  'quotation.material.intro': '选择一种材料（及颜色），下一步上传设计图纸即可看到报价。',
  'quotation.material.switchFactory': '切换工厂',
  'quotation.material.processes': '按工艺筛选',
  'quotation.material.all': '全部',
  'quotation.material.listLabel': '{process}的材料',
  'quotation.material.count': '{count} 种材料',
  'quotation.material.priceLabel': '单价',
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
export const t = makeT({ ...coreMessages, ...quotationStepMessages, ...materialRateMessages, ...quotationMaterialMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
