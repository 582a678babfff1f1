import { makeT } from '../../../lib/format/translate.ts';

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
  'upload.estimate.cannotMake': '无法制造',
  'upload.estimate.cannotMakeNote': '{count} 个文件无法用{material}制造，不计入合计，也无法下单：请更换材料，或删除该文件后继续',
  'upload.estimate.broken': '需重新导出',
  'upload.estimate.brokenNote': '{count} 个文件已损坏或无法读取，不计入合计：请重新导出后上传，或删除该文件后继续',
  'upload.estimate.manualNote': '{count} 个文件为人工报价，不计入合计',
  'upload.estimate.measuringNote': '{count} 个文件正在测量，测量完成后计入合计',
  'upload.estimate.note': '单件价格 = 体积 × 材料单价，且不低于起步价；小计 = 单件价格 × 数量。数量与优惠券在下一步确认，服务器按同一规则复核。',
  'cheaper.title': '更省钱的做法',
  'cheaper.other': '同为{kind}，改用 {material}（{process}）：每件 {unit}，本行省 {saving}',
  'cheaper.atQuantity': '数量达到 {quantity} 件时，{material}（{process}）更便宜：每件 {unit}',
  'cheaper.otherGivesUp': '改用 {material}（{process}）可省 {saving}（每件 {unit}），但{losses}',
  'cheaper.atQuantityGivesUp': '数量达到 {quantity} 件时，{material}（{process}）更便宜：每件 {unit}，但{losses}',
  'cheaper.kind.metal': '金属',
  'cheaper.kind.polymer': '塑料',
  'breakdown.note': '单件价格按材料、机时或切削、装夹与编程、模具、表面处理与交期逐项计算（见各文件的费用明细）；小计 = 单件价格 × 数量。数量与优惠券在下一步确认，服务器按同一规则复核。',
} as const;

/** This folder's translator: its own texts. */
export const t = makeT(uploadEstimateMessages);
