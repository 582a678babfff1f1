import { makeT } from '../../../lib/format/translate.ts';
import { coreMessages } from '../../../core/messages.ts';
import { calloutMessages } from '../../../components/callouts/messages.ts';

/** The dialog 图纸与加工要求 of step 2: what it asks and checks (loaded when the customer opens it). */
export const calloutDialogMessages = {
  'callouts.title': '图纸与加工要求',
  'callouts.part': '零件：{name}',
  'callouts.intro': '附上 2D 图纸并勾选机加工需要知道的要求；有图纸或要求的零件由工程师确认后再付款。',
  'callouts.drawing': '2D 图纸（选填）',
  'callouts.drawing.hint': 'PDF、JPG、PNG 或 WebP，最大 {size} MB',
  'callouts.drawing.pick': '选择图纸文件',
  'callouts.drawing.replace': '更换图纸',
  'callouts.drawing.remove': '移除图纸',
  'callouts.drawing.uploading': '正在上传图纸 {percent}%',
  'callouts.drawing.uploaded': '已上传图纸：',
  'callouts.drawing.format': '「{name}」不是 PDF 或图片，2D 图纸请上传 PDF、JPG、PNG 或 WebP 文件',
  'callouts.drawing.tooLarge': '「{name}」超过 {size} MB，请压缩后再上传',
  'callouts.drawing.empty': '「{name}」是空文件，请重新选择',
  'callouts.drawing.failed': '图纸上传失败：{message}',
  'callouts.drawing.retry': '重试',
  'callouts.flags': '加工要求（选填）',
  'callouts.threads': '螺纹',
  'callouts.threads.size': '规格',
  'callouts.threads.depth': '深度 mm',
  'callouts.threads.count': '孔数',
  'callouts.threads.invalid': '孔数应为 {min}–{max} 的整数',
  'callouts.threads.sizeMissing': '请填写螺纹规格，如 M6',
  'callouts.threads.sizeInvalid': '螺纹规格应如 M6、M8×1 或 1/4-20 UNC',
  'callouts.threads.depthInvalid': '螺纹深度应为 {min}–{max} mm',
  'callouts.threads.total': '各规格螺纹孔数合计最多 {max}',
  'callouts.threads.add': '添加螺纹规格',
  'callouts.threads.remove': '删除',
  'callouts.toleranceCheck': '公差要求',
  'callouts.toleranceValue': '最严公差',
  'callouts.toleranceMissing': '请选择最严公差（± mm 或 ISO 等级）',
  'callouts.choose': '请选择',
  'callouts.roughness.ra': '粗糙度',
  'callouts.roughness.raMissing': '请选择表面粗糙度 Ra',
  'callouts.roughness.note': '粗糙度说明（选填，如 镜面、纹理方向）',
  'callouts.roughness.long': '说明最多 {max} 个字符',
  'callouts.save': '保存',
  'callouts.cancel': '取消',
  'callouts.clear': '清除图纸与要求',
  'callouts.uploadingWait': '图纸上传完成后才能保存',
} as const;

/** This folder's translator: the dialog's texts and the call-outs' own (coreMessages, calloutMessages). */
export const t = makeT({ ...coreMessages, ...calloutMessages, ...calloutDialogMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
