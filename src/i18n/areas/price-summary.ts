/**
 * The texts of a price breakdown that show before it is opened: its folded title and sum, and
 * why a line waits for an engineer. Apart from the rows' texts (price-breakdown.ts), so the
 * quotation steps' first view carries only these and the rows load when a customer opens 费用明细.
 */
export const priceSummaryMessages = {
  'breakdown.title': '费用明细',
  'breakdown.summary': '单价 {unit} × {quantity} 件 = {subtotal}',
  'breakdown.manual.unreachable': '有面是任何直线刀具都到达不了的（倒扣或封闭内腔），需工程师评估加工方式后人工报价',
} as const;
