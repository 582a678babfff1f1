import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';
import { uploadMessages } from '../../components/uploader/messages.ts';
import { uploadItemMessages } from '../../components/uploader/queue/item-messages.ts';

/** Interface text of professional orders: the list and an order's drawings (the new-order form's are in new-order/). */
export const professionalMessages = {
  'professional.status.label': '订单状态：{status}',

  'professional.list.intro': '工程师评估您的需求与图纸后报价的定制订单。图纸可在「待报价」期间随时更新。',
  'professional.list.new': '新建专业订单',
  'professional.list.label': '我的专业订单',
  'professional.list.empty': '还没有专业订单',
  'professional.list.emptyHint': '描述需求并上传图纸，工程师评估后为您报价。',
  'professional.list.drawings': '查看图纸',
  'professional.list.drawingsOf': '查看图纸：订单 {orderNo}',
  'professional.list.pay': '去支付',
  'professional.list.payOf': '去支付：订单 {orderNo}',

  'professional.order.no': '订单号',
  'professional.order.requirements': '需求说明',
  'professional.order.quantity': '数量',
  'professional.order.quantityValue': '{quantity} 件',
  'professional.order.files': '图纸',
  'professional.order.filesValue': '{count} 个',
  'professional.order.expectedDate': '期望交期',
  'professional.order.createdAt': '创建时间',

  'professional.drawings.back': '返回专业订单',
  'professional.drawings.summary': '订单信息',
  'professional.drawings.title': '图纸',
  'professional.drawings.count': '共 {count} 个图纸',
  'professional.drawings.empty': '此订单还没有图纸',
  'professional.drawings.editable': '订单在「待报价」期间可以上传图纸的新版本或添加图纸，旧版本会一直保留。',
  'professional.drawings.locked': '订单已是「{status}」状态，图纸不能再修改；如需变更请联系客服。',
  'professional.drawings.versionsOf': '「{name}」的各个版本',
  'professional.drawings.version': '第 {version} 版',
  'professional.drawings.latest': '最新',
  'professional.drawings.broken': '需重新导出',
  'professional.drawings.brokenHint': '此文件不完整或无法读取，工程师也无法据此报价：请重新导出后上传新版本。',
  'professional.drawings.size': '大小',
  'professional.drawings.format': '格式',
  'professional.drawings.uploadedAt': '上传时间',
  'professional.drawings.download': '下载',
  'professional.drawings.versionOf': '「{name}」第 {version} 版',
  'professional.drawings.downloading': '下载中 {percent}%',
  'professional.drawings.downloadingUnknown': '下载中…',
  'professional.drawings.revise': '上传新版本',
  'professional.drawings.reviseOf': '上传「{name}」的新版本',
  'professional.drawings.add': '添加图纸',
  'professional.drawings.addHint': '新图纸作为第 1 版加入订单，每个订单最多 {max} 个图纸。',
  'professional.drawings.uploading': '正在上传「{name}」',
  'professional.drawings.uploadProgress': '「{name}」的上传进度',
  'professional.drawings.processing': '服务器测量中…',
  'professional.drawings.uploadFailed': '「{name}」上传失败：{message}',
  'professional.drawings.uploaded': '「{name}」已上传为第 {version} 版',
  'professional.drawings.tooMany': '「{name}」未添加：每个订单最多 {max} 个图纸',
  'professional.drawings.cancel': '取消上传',
  'professional.drawings.retry': '重试',
  'professional.drawings.dismiss': '知道了',

  'professional.notFound.title': '找不到这个订单',
  'professional.notFound.body': '订单「{id}」不存在，或不属于当前登录的账户。',
  'professional.notFound.back': '查看我的专业订单',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages, uploadMessages, uploadItemMessages. */
export const t = makeT({ ...coreMessages, ...uploadMessages, ...uploadItemMessages, ...professionalMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
