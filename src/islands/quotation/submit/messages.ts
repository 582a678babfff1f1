import { quotationStepMessages } from '../messages.ts';
import { makeT } from '../../../lib/format/translate.ts';
import { coreMessages } from '../../../core/messages.ts';

/** Interface text of the quotation steps: 选择材料工艺 → 上传设计图纸 → 提交订单. */
export const quotationMessages = {
  ...quotationStepMessages,

  'quotation.submit.intro': '核对每个文件的数量与价格，选择优惠券并填写收货地址后提交订单。价格以服务器按图纸实测结果计算为准。',
  'quotation.submit.material': '材料：{material}',
  'quotation.submit.changeMaterial': '更换材料',
  'quotation.submit.changeFiles': '修改图纸',
  'quotation.submit.refused': '无法报价：{message}',
  'quotation.submit.materialUnavailable': '所选材料当前工厂不提供，请重新选择材料',
  'quotation.submit.chooseAgain': '重新选择材料',
  'quotation.lines.title': '报价明细',
  'quotation.lines.label': '报价明细，共 {count} 个文件',
  'quotation.lines.file': '文件',
  'quotation.lines.material': '材料',
  'quotation.lines.volume': '体积',
  'quotation.lines.volumeValue': '{volume} cm³',
  'quotation.lines.unitPrice': '单价',
  'quotation.lines.quantity': '数量',
  'quotation.lines.quantityOf': '{file} 的数量',
  'quotation.lines.subtotal': '小计',
  'quotation.lines.manual': '人工报价',
  'quotation.lines.manualHint': '此文件无法自动测量，工程师将在 1 个工作日内人工报价，现在不收费。',
  'quotation.lines.broken': '需重新导出',
  'quotation.lines.brokenHint': '此文件已损坏或无法读取，不能报价：请修改图纸，删除它并重新导出后上传。',
  'quotation.lines.decrease': '减少 {file} 的数量',
  'quotation.lines.increase': '增加 {file} 的数量',
  'quotation.quantity.required': '请输入数量',
  'quotation.quantity.whole': '数量须为整数',
  'quotation.quantity.min': '数量至少为 1',
  'quotation.quantity.max': '数量最多 10000',
  'quotation.quote.loading': '正在计算价格…',
  'quotation.quote.fixQuantities': '请先修正数量，价格将随之更新',

  'quotation.totals.title': '费用合计',
  'quotation.submit.button': '提交订单',
  'quotation.submit.confirmButton': '确认新价格并提交',
  'quotation.submit.submitting': '正在提交…',
  'quotation.submit.waitQuote': '价格更新后才能提交',
  'quotation.submit.filesGone': '请先移除或重新上传已删除的文件',
  'quotation.submit.pendingQuote': '订单提交后为「待报价」：工厂将在 {days} 个工作日内确认价格，发货日期随确认价一并告知；确认前不收取任何费用。',
  'quotation.submit.shipAfterConfirmation': '发货日期在工厂确认价格后告知。',
  'quotation.submit.filesBroken': '「{names}」已损坏或无法读取，请删除后重新导出上传',
  'quotation.submit.checkingPrintability': '正在检查零件能否制造…',
  'quotation.priceChanged.title': '价格已更新',
  'quotation.priceChanged.body': '服务器按最新价格重新计算，应付金额由 {before} 变为 {after}。订单尚未创建，请核对后再次提交。',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...quotationMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
