import { makeT } from '../../lib/format/translate.ts';

/** Interface text of an order's deadlines: the time left to pay, the automatic receipt, a cancellation for want of payment. */
export const deadlineMessages = {
  'deadline.pay.left': '剩余支付时间',
  'deadline.pay.by': '请在 {at} 前完成支付，逾期订单将自动取消，预留的库存与优惠券随之退回。',
  'deadline.pay.byNoStock': '请在 {at} 前完成支付，逾期订单将自动取消，使用的优惠券随之退回。',
  'deadline.pay.over': '支付时间已到，订单将自动取消，不会扣款。',
  'deadline.receipt.left': '{time}后自动确认收货',
  'deadline.receipt.over': '即将自动确认收货',
  'deadline.timedOut': '超时未支付',
  'deadline.timedOutHint': '该订单超过支付时间未付款，已自动取消；预留的库存与优惠券已退回，未扣任何款项。如仍需要，可以再来一单。',
  'deadline.timedOutHintNoStock': '该订单超过支付时间未付款，已自动取消；使用的优惠券已退回，未扣任何款项。如仍需要，可以再来一单。',
} as const;

/** This folder's translator: its own texts. */
export const t = makeT(deadlineMessages);
