// The upload list's own texts, apart from the folder's translator (messages.ts): the areas that
// show an upload list with their own translator (a professional order's drawings, quotation
// step 2) take these without the CAD and mesh-warning texts.
/**
 * Interface text of an uploaded file's row (status, progress, measurements, actions) and of its
 * previews: loaded with the upload queue, not with the frame an empty draft shows (upload.ts).
 */
export const uploadItemMessages = {
  'upload.status.ready': '等待上传',
  'upload.status.uploading': '上传中 {percent}%',
  'upload.status.processing': '服务器测量中…',
  'upload.status.success': '已上传',
  'upload.status.fail': '上传失败',
  'upload.status.repick': '需要重新选择',
  'upload.status.gone': '文件已删除',
  'upload.progressOf': '「{name}」的上传进度',
  'upload.failed': '上传失败：{message}',
  'upload.repickHint': '页面重新加载前此文件尚未上传完成，请重新选择该文件继续上传，或将其移除。',
  'upload.goneHint': '服务器上已没有这个文件（在「我的文件」中删除或超过保留期被清理），请重新选择该文件或移除它，其他内容都保留。',
  'upload.manual': '人工报价',
  'upload.manualHint': '此文件无法自动测量，工程师将在 1 个工作日内人工报价（不收费）。',
  'upload.measuring': '正在测量…',
  'upload.geometry.volume': '体积',
  'upload.geometry.area': '表面积',
  'upload.geometry.bbox': '尺寸',
  'upload.geometry.triangles': '三角面',
  'upload.geometry.byBrowser': '本地测量结果，上传后以服务器测量为准',
  'upload.geometry.byServer': '服务器测量结果',
  'upload.warningsOf': '「{name}」的测量提示',
  'upload.preview': '3D 预览',
  'upload.previewImage': '查看大图',
  'upload.previewPdf': '打开 PDF',
  'upload.previewClose': '关闭',
  'upload.previewLoading': '正在载入预览…',
  'upload.thumbnailOf': '「{name}」的缩略图',
  'upload.retry': '重试',
  'upload.repick': '重新选择',
  'upload.remove': '移除',
  'upload.removing': '正在移除…',
} as const;
