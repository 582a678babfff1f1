import { makeT } from '../../../../lib/format/translate.ts';
import { coreMessages } from '../../../../core/messages.ts';
import { uploadMessages } from '../../messages.ts';
import { uploadItemMessages } from '../item-messages.ts';

/**
 * Interface text of a STEP or IGES file's row while and after the browser measures it, and the
 * reasons such a file is quoted by hand. Loaded with the first CAD file a customer picks.
 */
export const cadMessages = {
  'cad.loadingParser': '正在加载 CAD 解析组件 {percent}%',
  'cad.loadingParserOf': '「{name}」的 CAD 解析组件加载进度',
  'cad.parsing': '正在解析 {format} 文件…',
  'cad.measuring': '正在测量…',
  'cad.measured': '已测量',
  'cad.unit': '文件单位：{unit}',
  'cad.converted': '文件单位：{unit}，已换算为毫米',
  'cad.unitOwn': '按文件自身的单位换算为毫米',
  'cad.unit.mm': '毫米',
  'cad.unit.cm': '厘米',
  'cad.unit.m': '米',
  'cad.unit.inch': '英寸',
  'cad.unit.foot': '英尺',
  'upload.warning.surfaceOnly': '体积无法计算：文件中只有曲面，没有实体',
  'upload.warning.truncated': '文件不完整：缺少文件结尾，可能是导出或传输中断，请重新导出后上传',
  'upload.warning.unsupportedSchema': '这不是机械零件的 STEP 文件（其协议无法读取），无法测量：请在 CAD 软件中把零件导出为 STEP（AP203、AP214 或 AP242）后上传',
  'cad.broken': '需重新导出',
  'cad.brokenHint': '此文件无法读取，不能报价，也不能下单。请删除它，重新导出后上传。',
  'upload.warning.tooComplex': '模型过于复杂：解析所需内存超过上限，无法自动测量',
  'upload.warning.parseTimeout': '服务器解析超过 80 秒，无法自动测量',
  'upload.warning.surfacesIgnored': '文件中另有不构成实体的曲面，未计入体积与价格',
} as const;

/**
 * Texts of a measurement's warning codes (mesh-warning-text.ts): loaded only for a file that has
 * warnings, not with every page that shows an uploader.
 */
export const meshWarningMessages = {
  'upload.warning.openEdges': '模型存在未闭合的边，体积可能不准确',
  'upload.warning.nonManifoldEdges': '模型存在非流形边（一条边连接三个以上的面），体积可能不准确',
  'upload.warning.inconsistentOrientation': '模型部分面的朝向不一致，体积可能不准确',
  'upload.warning.invertedNormals': '模型法线朝内，已按绝对值计算体积',
  'upload.warning.degenerateTriangles': '模型含有面积为零的退化三角面',
  'upload.warning.nonFiniteCoordinates': '模型含有无效坐标，相关三角面未计入',
  'upload.warning.invalidFaces': '模型含有引用不存在顶点的面，相关面未计入',
  'upload.warning.manifoldCheckSkipped': '模型过大，未做封闭性检查',
  'upload.warning.volumeExceedsBox': '读出的体积比零件的外包尺寸还大：文件里可能有重叠或重复的实体，无法按体积计价，已转人工报价。请合并实体或删除重复部分后重新导出',
  'upload.warning.overlappingShells': '文件中有相互重叠的实体，体积会被重复计算，无法计价，已转人工报价。请在 CAD 中合并（布尔并集）后重新导出',
  'upload.warning.unreadable': '文件已损坏或与扩展名不符，无法测量',
  'upload.warning.empty': '文件中没有可测量的三角面或实体',
  'upload.warning.measureFailed': '服务器未能完成测量',
  'upload.warning.buildTooLarge': '文件中的组件层层重复引用，展开后的对象或三角面过多，无法测量：请减少重复摆放的组件或简化模型后重新导出',
  'upload.warning.timeout': '本地测量超时，将以服务器测量为准',
  'upload.warning.workerFailed': '本地测量失败，将以服务器测量为准',
  'upload.warning.unknown': '模型存在问题（{code}），体积可能不准确',
} as const;

/**
 * This folder's translator: what a row of the upload list says of a file's CAD reading and its
 * mesh warnings, loaded with the first such file (the list itself does not need these texts).
 */
export const t = makeT({ ...coreMessages, ...cadMessages, ...meshWarningMessages, ...uploadMessages, ...uploadItemMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
export type CadMessageKey = MessageKey;
