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
