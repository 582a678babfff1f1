import { makeT } from '../../../lib/format/translate.ts';
import { coreMessages } from '../../../core/messages.ts';
import { uploadMessages } from '../../../components/uploader/messages.ts';
import { uploadItemMessages } from '../../../components/uploader/queue/item-messages.ts';

/** The words of the form of a new professional order (新建专业订单): part of the professional area, loaded apart by the form. */
export const professionalFormMessages = {
  'professional.form.intro': '说明零件的用途、材料与工艺、表面处理、公差等要求并上传图纸。提交后订单进入「待报价」，工程师评估后给出报价，确认后再付款。',
  'professional.form.saved': '填写的内容和已上传的图纸会自动保存在本机，刷新或关闭页面都不会丢失。',
  'professional.form.details': '订单需求',
  'professional.form.requirements': '需求说明',
  'professional.form.requirementsPlaceholder': '例如：零件用途、建议材料与工艺、表面处理、关键尺寸公差、装配关系……',
  'professional.form.requirementsCount': '{count} / {max} 字',
  'professional.form.requirementsRequired': '请填写需求说明',
  'professional.form.requirementsShort': '需求说明至少 {min} 个字，当前 {count} 个字',
  'professional.form.requirementsLong': '需求说明最多 {max} 个字，当前 {count} 个字',
  'professional.form.quantity': '数量（件）',
  'professional.form.quantityRequired': '请输入数量',
  'professional.form.quantityWhole': '数量须为整数',
  'professional.form.quantityMin': '数量至少为 1',
  'professional.form.quantityMax': '数量最多 {max}',
  'professional.form.expectedDate': '期望交期',
  'professional.form.expectedDateHint': '希望收到零件的日期，不早于今天',
  'professional.form.expectedDateIn': '{days} 天后',
  'professional.form.expectedDateCustom': '指定日期',
  'professional.form.expectedDateDay': '期望收到的日期',
  'professional.form.expectedDateChosen': '期望 {date} 收到零件',
  'professional.form.expectedDateRequired': '请选择期望交期',
  'professional.form.expectedDateInvalid': '期望交期无效',
  'professional.form.expectedDatePast': '期望交期不能早于今天',
  'professional.form.drawings': '设计图纸',
  'professional.form.filesRequired': '请至少上传一个图纸文件',
  'professional.form.filesPending': '还有图纸在等待或正在上传，请上传完成后再提交',
  'professional.form.filesFailed': '有图纸上传失败或需要重新选择，请重试或移除后再提交',
  'professional.form.submit': '提交专业订单',
  'professional.form.submitting': '正在提交…',
  'professional.form.fixErrors': '还有 {count} 处需要修改，已在对应位置标出',
  'professional.form.created': '专业订单 {orderNo} 已提交，等待工程师报价',
  'professional.form.back': '返回专业订单',
} as const;

/** This folder's translator: the form's texts and those it shows from coreMessages, uploadMessages, uploadItemMessages. */
export const t = makeT({ ...coreMessages, ...uploadMessages, ...uploadItemMessages, ...professionalFormMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
