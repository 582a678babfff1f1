/**
 * The words of the simulated invoice PDF (pdf.ts), in one place so that the glyphs the PDF embeds
 * (scripts/make-invoice-glyphs.ts) cover every one of them.
 */
export const invoiceLabels = {
  normal: '增值税普通发票（模拟）',
  special: '增值税专用发票（模拟）',
  invoiceNo: '发票号码：',
  issued: '开票日期：',
  buyerTaxNo: '购买方纳税人识别号：',
  amount: '价税合计：',
  requestNo: '申请单号：',
  orders: '订单号：',
  notice: '本发票由参考 API 的模拟开票平台开具，仅供演示，不是真实发票。',
} as const;

/** Every character of the labels. */
export const INVOICE_LABEL_TEXT = Object.values(invoiceLabels).join('');
