import { makeT } from '../../lib/format/translate.ts';

/** Interface text of 对公转账 (BankTransfer.tsx), which the payment panel places among its methods. */
export const bankTransferMessages = {
  'bankTransfer.title': '对公转账',
  'bankTransfer.hint': '由公司账户转账到工厂的对公账户，付款期限延长为 3 个工作日。',
  'bankTransfer.choose': '使用对公转账',
  'bankTransfer.choosing': '正在生成识别码…',
  'bankTransfer.loading': '正在读取对公转账信息…',
  'bankTransfer.notOffered': '本店未开通对公转账',
  'bankTransfer.loadFailed': '对公转账信息读取失败：{message}',
  'bankTransfer.retry': '重试',
  'bankTransfer.accountName': '户名',
  'bankTransfer.bank': '开户行',
  'bankTransfer.accountNumber': '账号',
  'bankTransfer.reference': '识别码',
  'bankTransfer.amount': '转账金额',
  'bankTransfer.payBy': '请在 {time} 前完成转账',
  'bankTransfer.copy': '复制',
  'bankTransfer.copied': '已复制',
  'bankTransfer.copyFailed': '复制失败，请手动选择复制',
  'bankTransfer.rules': '转账时请在附言/用途中填写识别码；须一次付清全部金额，部分付款不予确认。到账后工厂确认，订单进入生产。',
} as const;

export const t = makeT(bankTransferMessages);
