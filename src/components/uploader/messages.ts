import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';


/**
 * Interface text of the design-drawing uploader's frame (heading, drop zone, limits, storage) and of
 * the quotation's upload step. A file's row and its previews: upload-items.ts; the live estimate's:
 * upload-estimate.ts.
 */
export const uploadMessages = {
  'upload.title': '设计图纸',
  'upload.intro': '上传零件的 3D 图纸，STL、OBJ、3MF、STEP、IGES 文件会立即测量体积并给出估价；ZIP 由工程师人工报价。',
  'upload.count': '已添加 {count} / {max} 个文件',
  'upload.drop': '拖放文件到此处，或',
  'upload.pick': '选择文件',
  'upload.formats': '支持 STL（二进制与 ASCII）、OBJ、3MF、STEP/STP、IGES/IGS、ZIP',
  'upload.referenceFormats': '支持 JPG、PNG、WebP 图片和 PDF 文档（每个不超过 {maxMb}\u00a0MB），以及 STL、OBJ、3MF、STEP/STP、IGES/IGS、ZIP 图纸',
  'upload.limits': '最多 {maxFiles} 个文件，单个文件不超过 {maxMb}\u00a0MB，以及店铺剩余存储空间 {remaining}',
  'upload.unattached': '未提交的文件保留 {days} 天，之后自动删除；已提交的文件随订单保留。',
  'upload.remainingUnknown': '（未知）',
  'upload.storage': '店铺存储：已用 {used} / {quota}',
  'upload.storagePercent': '{percent}%',
  'upload.storageMeter': '店铺存储空间使用情况',
  'upload.dismiss': '知道了',
  'upload.empty': '还没有添加文件。',
  'upload.listLabel': '已添加的文件',
  'upload.summary': '已上传 {done} 个，等待或上传中 {busy} 个，失败 {failed} 个',

  'upload.chooseMaterial': '重新选择材料',
  'upload.previous': '上一步',
  'upload.next': '下一步',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...uploadMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
