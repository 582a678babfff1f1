import { makeT } from '../../../../lib/format/translate.ts';

/** Texts of the quotation's 订单已提交 page, loaded with it once an order exists, not with step 3. */
export const quotationCreatedMessages = {
  'quotation.created.title': '订单已提交',
  'quotation.created.orderNo': '订单号',
  'quotation.created.status': '订单状态',
  'quotation.created.payable': '应付金额',
  'quotation.created.pendingPayment': '请在订单中心完成付款，付款后工厂开始生产。',
  'quotation.created.pendingQuote': '订单含需人工报价的文件，工程师将在 1 个工作日内报价；工程师报价后订单转为待付款，届时再付款。',
  'quotation.created.pay': '去支付',
  'quotation.created.view': '查看订单',
  'quotation.created.again': '再来一单',
} as const;

/** This folder's translator: its own texts. */
export const t = makeT(quotationCreatedMessages);
