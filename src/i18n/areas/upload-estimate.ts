/** Texts of quotation step 2's live estimate, loaded with it rather than with the uploader. */
export const uploadEstimateMessages = {
  'upload.estimate.title': '实时估价',
  'upload.estimate.empty': '上传网格文件后，这里会显示每个文件的估价。',
  'upload.estimate.lines': '各文件估价',
  'upload.estimate.pending': '计算中…',
  'upload.estimate.formula': '{volume} × {rate}/cm³ = {unit}/件 × {quantity} 件',
  'upload.estimate.formulaMin': '{volume} × {rate}/cm³ = {byVolume}，低于起步价，按 {unit}/件 × {quantity} 件',
  'upload.estimate.total': '预估合计',
  'upload.estimate.payable': '预估应付',
  'upload.estimate.noBenefits': '会员折扣与运费将在下一步由服务器计算。',
  'upload.estimate.oversize': '无法报价',
  'upload.estimate.oversizeNote': '{count} 个文件超出本厂所有设备的加工范围，无法下单：请检查尺寸单位，或删除该文件后继续',
  'upload.estimate.manualNote': '{count} 个文件为人工报价，不计入合计',
  'upload.estimate.measuringNote': '{count} 个文件正在测量，测量完成后计入合计',
  'upload.estimate.note': '单件价格 = 体积 × 材料单价，且不低于起步价；小计 = 单件价格 × 数量。数量与优惠券在下一步确认，服务器按同一规则复核。',
} as const;
