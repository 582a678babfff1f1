import { makeT } from '../../../lib/format/translate.ts';

/** Interface text of 售后 in the order detail: the claim's status and timeline, and the form. */
export const afterSalesMessages = {
  'afterSales.title': '售后',
  'afterSales.open': '申请售后',
  'afterSales.window': '确认收货后 {days} 天内可申请售后，截至 {deadline}',
  'afterSales.closed': '已超过收货后 {days} 天的售后期限',
  'afterSales.loading': '正在读取售后记录…',
  'afterSales.loadFailed': '售后记录读取失败',
  'afterSales.retry': '重试',
  'afterSales.claimNo': '售后单号 {claimNo}',
  'afterSales.reason': '原因：{reason}',
  'afterSales.refunded': '已退款 {amount}（退回余额）',
  'afterSales.decision': '处理说明：{note}',
  'afterSales.timeline': '售后进度',
  'afterSales.by.customer': '我',
  'afterSales.by.staff': '客服',
  'afterSales.photos': '照片',
  'afterSales.photoFailed': '照片「{name}」加载失败',
  'afterSales.form.title': '申请售后',
  'afterSales.form.reason': '售后原因',
  'afterSales.form.reasonPlaceholder': '请选择',
  'afterSales.form.description': '问题描述',
  'afterSales.form.descriptionHint': '请写明哪个零件、什么问题，{count}/{max} 字',
  'afterSales.form.photos': '照片（可选）',
  'afterSales.form.photosHint': '最多 {max} 张 PNG、JPEG 或 WebP，每张不超过 {mb} MB',
  'afterSales.form.addPhoto': '添加照片',
  'afterSales.form.removePhoto': '移除照片 {name}',
  'afterSales.form.submit': '提交申请',
  'afterSales.form.submitting': '正在提交…',
  'afterSales.form.cancel': '取消',
  'afterSales.form.submitted': '售后申请 {claimNo} 已提交，客服会尽快处理',
  'afterSales.error.reason': '请选择售后原因',
  'afterSales.error.description': '请描述遇到的问题',
  'afterSales.error.descriptionTooLong': '问题描述最多 {max} 个字（当前 {count} 字）',
  'afterSales.error.tooMany': '最多上传 {max} 张照片',
  'afterSales.error.photoType': '照片「{name}」不是 PNG、JPEG 或 WebP 格式',
  'afterSales.error.photoTooLarge': '照片「{name}」超过 {mb} MB 的上限',
  'afterSales.error.photoEmpty': '照片「{name}」是空文件',
} as const;

/** This folder's translator: its own texts. */
export const t = makeT(afterSalesMessages);
