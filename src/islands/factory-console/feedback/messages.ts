import { makeT } from '../../../lib/format/translate.ts';
import { consoleT } from '../messages.ts';

/** Interface text of 意见反馈 in the console (Feedback.tsx). */
export const feedbackMessages = {
  'console.feedback.heading': '意见反馈',
  'console.feedback.intro': '客户在使用本工厂时提交的反馈，待处理、处理中的在前。回复后客户会在消息中心收到通知。',
  'console.feedback.feature': '意见反馈',
  'console.feedback.listLabel': '反馈列表',
  'console.feedback.empty': '没有反馈',
  'console.feedback.emptyHint': '客户提交反馈后会出现在这里。',
  'console.feedback.emptyFiltered': '没有该状态的反馈',
  'console.feedback.row': '{customer} · 提交于 {time} · {replies} 条回复 · {images} 张图片',
  'console.feedback.detailHeading': '反馈 {no}',
  'console.feedback.missingId': '缺少反馈编号，请从列表打开',
  'console.feedback.from': '{customer} · {type} · 提交于 {time}',
  'console.feedback.contact': '联系方式：{contact}',
  'console.feedback.images': '图片',
  'console.feedback.imageAlt': '反馈图片 {name}',
  'console.feedback.imageLoading': '正在加载图片…',
  'console.feedback.replies': '回复记录',
  'console.feedback.noReplies': '还没有回复',
  'console.feedback.replyFrom.staff': '客服 {author}',
  'console.feedback.replyFrom.customer': '客户 {author}',
  'console.feedback.history': '状态记录',
  'console.feedback.reply': '回复内容',
  'console.feedback.replyHint': '最多 {max} 个字，以你的姓名回复。',
  'console.feedback.send': '发送回复',
  'console.feedback.sending': '正在发送…',
  'console.feedback.sent': '已回复反馈 {no}',
  'console.feedback.answeredHint': '已回复。客户追问后，反馈回到处理中，可以再次回复。',
  'console.feedback.take': '标记为处理中',
  'console.feedback.taking': '正在标记…',
  'console.feedback.taken': '反馈 {no} 已标记为处理中',
  'console.feedback.replyRequired': '请填写回复内容',
  'console.feedback.replyTooLong': '回复内容最多 {max} 个字',
} as const;

/** 意见反馈's translator: its own texts and the console's. */
export const t = makeT({ ...consoleT, ...feedbackMessages });
