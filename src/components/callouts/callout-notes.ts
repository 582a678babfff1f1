import { makeT } from '../../lib/format/translate.ts';

/**
 * Texts about call-outs that show before any dialog or call-out does: the button that opens
 * 图纸与加工要求 on step 2, the 需工程师确认 badge, and the notes of step 3, the created order and
 * the 报价单 (the rest of the call-outs' texts are in messages.ts).
 */
export const calloutNoteMessages = {
  'callouts.open': '图纸与加工要求',
  'callouts.edit': '修改图纸与加工要求',
  'callouts.badge': '需工程师确认',
  'callouts.submitNote': '订单含需工程师确认的零件：提交后订单为「待报价」，工厂将在 {days} 个工作日内确认价格；确认前不收取任何费用，您接受确认价后再付款。',
  'callouts.createdNote': '订单含带图纸或加工要求的零件：工厂将在 {days} 个工作日内确认价格，确认后订单转为待付款；确认前不收取任何费用，您接受确认价后再付款。',
  'callouts.docNote': '含需工程师确认的零件：所列为基础价，以工厂确认的价格为准；确认前不收取任何费用。',
} as const;

/** The notes' translator: a page that shows only these loads none of the call-outs' other texts. */
export const t = makeT(calloutNoteMessages);
