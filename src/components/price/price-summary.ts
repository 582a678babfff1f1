import type { ManualReason } from '../../wire/quotes.ts';
import { makeT } from '../../lib/format/translate.ts';
import { formatFen } from '../../lib/format/money.ts';

/**
 * The texts of a price breakdown that show before it is opened: its folded title and sum, and
 * why a line waits for an engineer. Apart from the rows' texts (messages.ts), so the quotation
 * steps' first view carries only these and the rows load when a customer opens 费用明细; here
 * rather than in a module of their own, which would be one more chunk on those pages.
 */
export const priceSummaryMessages = {
  'breakdown.title': '费用明细',
  'breakdown.summary': '单价 {unit} × {quantity} 件 = {subtotal}',
  'breakdown.manual.unreachable': '有面是任何直线刀具都到达不了的（倒扣或封闭内腔），需工程师评估加工方式后人工报价',
  'breakdown.manual.slenderWall': '有薄壁的高厚比超出工厂的加工能力，需工程师确认加工方式后人工报价',
  'breakdown.manual.smallRadius': '有内角半径过小且较深，常规刀具无法加工，需工程师确认加工方式后人工报价',
  'breakdown.manual.deepReach': '有小刀具需伸入超过 10 倍刀径的深处，超出工厂的加工能力，需工程师确认加工方式后人工报价',
} as const;

/** The summary's translator: what PriceBreakdown and this file show folded, without the rows' texts. */
export const t = makeT(priceSummaryMessages);

/** 单价 ¥x × n 件 = ¥y: a line's sum, in its folded 费用明细 title and under its rows. */
export function breakdownSum(line: { unitPrice: number; quantity: number; subtotal: number }): string {
  return t('breakdown.summary', { unit: formatFen(line.unitPrice), quantity: line.quantity, subtotal: formatFen(line.subtotal) });
}

/** Why a measured line waits for an engineer under its material's cost model. */
export function manualReasonText(reason: ManualReason): string {
  return t(`breakdown.manual.${reason}`);
}
