import { makeT } from '../../../lib/format/translate.ts';
import { coreMessages } from '../../../core/messages.ts';

/** Why a picked file was not added: loaded with the messages, when a file is refused. */
export const uploadLimitMessages = {
  'upload.limit.format': '「{name}」的格式不支持，请上传 STL、OBJ、3MF、STEP/STP、IGES/IGS 或 ZIP 文件',
  'upload.limit.referenceFormat': '「{name}」的格式不支持，请上传 JPG、PNG、WebP 图片、PDF 或 STL、OBJ、3MF、STEP/STP、IGES/IGS、ZIP 文件',
  'upload.limit.empty': '「{name}」是空文件，无法上传',
  'upload.limit.duplicate': '「{name}」已在列表中（同名同大小），未重复添加',
  'upload.limit.size': '「{name}」大小为 {size}，超过单个文件 {max} MB 的上限',
  'upload.limit.count': '「{name}」未添加：每个报价最多 {max} 个文件',
  'upload.limit.quota': '「{name}」未添加：文件大小 {size}，超出店铺剩余存储空间 {remaining}',
} as const;

/** This folder's translator: why a file is refused (loaded when one is, not with the uploader). */
export const t = makeT({ ...coreMessages, ...uploadLimitMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
