import { makeT } from '../../lib/format/translate.ts';

/**
 * Texts of the per-part choices (units, finish, lead time, price breaks) and the ship dates:
 * loaded with the quotation steps' lazy parts only (the comparison of every material has its own,
 * compare-messages.ts, which step 3 does not load).
 */
export const partOptionMessages = {
  'options.legend': '{name} 的选项',
  'options.units': '图纸单位',
  'options.units.mm': '毫米 (mm)',
  'options.units.inch': '英寸 (inch)',
  'options.units.inchNote': '按英寸换算：体积 {volume}，尺寸 {bbox}',
  'options.finish': '表面处理',
  'options.finish.none': '无',
  'options.finish.percent': '{name}（{sign}{percent}%）',
  'options.finish.fee': '{name}（+{fee}/件 + {perCm2}/cm²）',
  'options.finish.fixed': '{name}（+{fee}/件）',
  'options.colour': '颜色',
  'options.infill': '填充率',
  'options.infill.percent': '{percent}%',
  'options.infill.default': '{percent}%（标准）',
  'options.infill.price': '{name} · {price}/件',
  'options.infill.difference': '{name} · {price}/件（{sign}{difference}）',
  'options.summary.infill': '填充 {percent}%',
  'options.leadTime': '交期',
  'options.leadTime.standard': '标准',
  'options.leadTime.express': '加急',
  'options.leadTime.economy': '经济',
  'options.leadTime.surcharge': '+{percent}%',
  'options.leadTime.discount': '-{percent}%',
  'options.breaks': '{name} 的数量阶梯单价',
  'options.breaks.quantity': '数量',
  'options.breaks.unitPrice': '单价',
  'options.breaks.from': '{count}+ 件',
  'options.breaks.at': '{count} 件',
  'options.breaks.current': '当前',
  'options.summary.inch': '英寸',
  'options.formula': '基价 {base}（{volume} × {rate}/cm³，不低于起步价）→ 含选项 {unit}/件 × {quantity} 件',
  'ship.date': '预计 {date} 发货',
  'ship.provisional': '（暂定：节假日安排尚未公布）',
  'ship.days': '{days} 个工作日',
  'ship.ifPaidToday': '今天付款，{days} 个工作日后',
  'ship.line': '{options} · 预计 {date} 发货',
} as const;

/** This folder's translator: its own texts. */
export const t = makeT(partOptionMessages);
