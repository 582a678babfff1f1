import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';

/** Interface text of suggestions (意见反馈): the form, the list and a suggestion's detail. */
export const suggestMessages = {
  'suggest.nav.form': '提交反馈',
  'suggest.nav.list': '我的反馈',

  'suggest.form.intro': '功能建议、使用问题或服务投诉都可以告诉我们，客服会在 1 个工作日内处理并在「我的反馈」中回复。',
  'suggest.form.saved': '填写的文字和添加的图片会自动保存在本机，刷新或发送失败都不会丢失。',
  'suggest.form.type': '反馈类型',
  'suggest.form.title': '标题',
  'suggest.form.titlePlaceholder': '一句话概括您的反馈',
  'suggest.form.content': '反馈内容',
  'suggest.form.contentPlaceholder': '请描述具体情况：在哪个页面、做了什么操作、看到了什么结果……',
  'suggest.form.count': '{count} / {max} 字',
  'suggest.form.contact': '联系方式（选填）',
  'suggest.form.contactPlaceholder': '手机号、邮箱或 QQ 号',
  'suggest.form.contactHint': '方便客服需要时联系您。',
  'suggest.form.images': '图片（选填）',
  'suggest.form.imagesHint': '最多 {max} 张，支持 PNG、JPEG、WebP，每张不超过 {mb} MB。',
  'suggest.form.pick': '添加图片',
  'suggest.form.remove': '移除图片「{name}」',
  'suggest.form.submit': '提交反馈',
  'suggest.form.sending': '正在提交…',
  'suggest.form.progress': '已上传 {percent}%',
  'suggest.form.fixErrors': '请先修改标出的内容',
  'suggest.form.created': '反馈已提交，编号 {no}',

  'suggest.error.typeRequired': '请选择反馈类型',
  'suggest.error.titleRequired': '请填写标题',
  'suggest.error.titleTooLong': '标题最多 {max} 个字，当前 {count} 个字',
  'suggest.error.contentRequired': '请填写反馈内容',
  'suggest.error.contentTooLong': '反馈内容最多 {max} 个字，当前 {count} 个字',
  'suggest.error.contactInvalid': '请填写正确的手机号、邮箱或 QQ 号',
  'suggest.error.imageType': '「{name}」不是 PNG、JPEG 或 WebP 图片，未添加',
  'suggest.error.imageTooLarge': '「{name}」超过 {maxMb} MB，未添加',
  'suggest.error.imageEmpty': '「{name}」是空文件，未添加',
  'suggest.error.tooManyImages': '最多添加 {max} 张图片',

  'suggest.status.all': '全部',
  'suggest.status.filter': '按状态筛选',
  'suggest.list.label': '我的反馈',
  'suggest.list.new': '提交新反馈',
  'suggest.list.empty': '还没有反馈',
  'suggest.list.emptyStatus': '没有「{status}」的反馈',
  'suggest.list.emptyHint': '遇到问题或有好的想法，随时告诉我们。',
  'suggest.list.meta': '{type} · 提交于 {time}',
  'suggest.list.images': '{count} 张图片',
  'suggest.list.replies': '{count} 条回复',
  'suggest.list.open': '查看反馈「{title}」',

  'suggest.detail.back': '返回我的反馈',
  'suggest.detail.notFound': '反馈不存在',
  'suggest.detail.notFoundHint': '该反馈不存在，或不属于当前账号。',
  'suggest.detail.no': '反馈编号 {no}',
  'suggest.detail.submitted': '提交于 {time}',
  'suggest.detail.contact': '联系方式：{contact}',
  'suggest.detail.images': '图片',
  'suggest.detail.imageLoading': '正在加载图片「{name}」',
  'suggest.detail.imageFailed': '图片「{name}」加载失败',
  'suggest.detail.enlarge': '查看大图「{name}」',
  'suggest.detail.close': '关闭',
  'suggest.detail.thread': '回复',
  'suggest.detail.noReplies': '客服还没有回复，处理后会在这里显示。',
  'suggest.detail.staff': '客服',
  'suggest.detail.customer': '我',
  'suggest.detail.history': '处理记录',
  'suggest.detail.followUp': '继续追问',
  'suggest.detail.followUpHint': '补充说明或追问，客服会继续处理。',
  'suggest.detail.send': '发送',
  'suggest.detail.sending': '正在发送…',
  'suggest.detail.sent': '已发送',
  'suggest.detail.replyRequired': '请填写回复内容',
  'suggest.detail.replyTooLong': '回复最多 {max} 个字，当前 {count} 个字',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...suggestMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
