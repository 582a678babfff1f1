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
