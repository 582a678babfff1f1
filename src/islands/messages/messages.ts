import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';

/** Interface text of 消息中心: what the factory did on the customer's orders and requests. */
export const messageCenterMessages = {
  'inbox.intro': '工厂确认报价、发货、处理售后、回复反馈、开具发票、交付设计时，都会在这里通知您。',
  'inbox.tabs': '消息筛选',
  'inbox.tab.all': '全部',
  'inbox.tab.unread': '未读',
  'inbox.readAll': '全部标为已读',
  'inbox.readingAll': '正在标记…',
  'inbox.readAllDone': '已全部标为已读',
  'inbox.markRead': '标为已读',
  'inbox.open': '查看详情',
  'inbox.unread': '未读',
  'inbox.listLabel': '消息列表',
  'inbox.empty.all': '还没有消息',
  'inbox.empty.unread': '没有未读消息',
  'inbox.empty.hint': '下单、提交反馈或申请发票后，工厂的处理结果会通知到这里。',
  'inbox.feature': '消息中心',
  'inbox.kind.quoteConfirmed': '报价已确认',
  'inbox.kind.quoteDeclined': '未能报价',
  'inbox.kind.shipped': '已发货',
  'inbox.kind.claimAnswered': '售后处理',
  'inbox.kind.suggestionReply': '反馈回复',
  'inbox.kind.invoiceIssued': '发票已开具',
  'inbox.kind.invoiceRefused': '发票未开具',
  'inbox.kind.designDelivered': '设计交付',
  'inbox.kind.refunded': '退款',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...messageCenterMessages });

export type MessageKey = Parameters<typeof t>[0];
