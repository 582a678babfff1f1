import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';

/** Interface text of a top-up's payment result. */
export const topUpResultMessages = {
  'topUp.title': '余额充值',
  'topUp.result.checking': '正在查询充值结果…',
  'topUp.result.paid': '充值成功',
  'topUp.result.paidHint': '{amount} 已存入账户余额，余额流水中有这笔「充值」记录。',
  'topUp.result.failed': '充值失败',
  'topUp.result.failedHint': '这次支付没有成功：{message}。余额没有变化，可以重新充值。',
  'topUp.result.pending': '充值处理中',
  'topUp.result.pendingHint': '支付结果还在确认中，请稍后刷新查看。',
  'topUp.result.unpaid': '充值未完成',
  'topUp.result.unpaidHint': '支付已取消或尚未完成，余额没有变化，可以重新充值。',
  'topUp.result.notFound': '找不到这笔充值',
  'topUp.result.notFoundHint': '链接中的充值单号不存在，或者不是你的充值。',
  'topUp.result.rechargeNo': '充值单号',
  'topUp.result.amount': '充值金额',
  'topUp.result.status': '状态',
  'topUp.result.paidAt': '到账时间',
  'topUp.result.tradeNo': '支付流水号',
  'topUp.result.ledger': '查看余额流水',
  'topUp.result.refresh': '刷新结果',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...topUpResultMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
