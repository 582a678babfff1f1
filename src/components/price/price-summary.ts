import type { ManualReason } from '../../wire/quotes.ts';
import { t } from './summary-messages.ts';
import { formatFen } from '../../lib/format/money.ts';

/** 单价 ¥x × n 件 = ¥y: a line's sum, in its folded 费用明细 title and under its rows. */
export function breakdownSum(line: { unitPrice: number; quantity: number; subtotal: number }): string {
  return t('breakdown.summary', { unit: formatFen(line.unitPrice), quantity: line.quantity, subtotal: formatFen(line.subtotal) });
}

/** Why a measured line waits for an engineer under its material's cost model. */
export function manualReasonText(reason: ManualReason): string {
  return t(`breakdown.manual.${reason}`);
}
