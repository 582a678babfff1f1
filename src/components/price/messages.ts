import { makeT } from '../../lib/format/translate.ts';
import { priceSummaryMessages } from './price-summary.ts';

/**
 * Texts of a line's price breakdown rows (how a part's price is made under its material's cost
 * model) and of the CNC preview's colours: shown when 费用明细 is opened on quotation steps 2 and 3
 * and an order's detail, on the 报价单, and in the preview (its folded title and sum live in
 * price-summary.ts).
 */
export const priceBreakdownMessages = {
  'breakdown.perPart': '每件',
  'breakdown.row.material': '材料',
  'breakdown.row.stock': '坯料',
  'breakdown.row.resin': '树脂',
  'breakdown.row.print': '打印',
  'breakdown.row.support': '支撑',
  'breakdown.row.cut': '切削',
  'breakdown.row.cast': '浇注',
  'breakdown.row.setup': '装夹与编程',
  'breakdown.row.tooling': '模具',
  'breakdown.row.finish': '表面处理',
  'breakdown.row.minimum': '起步价补足',
  'breakdown.row.lead': '交期',
  'breakdown.why.material': '{volume} × {rate}/cm³',
  'breakdown.why.stock': '{x} × {y} × {z} mm（{volume}）× {rate}/cm³',
  'breakdown.why.height': '机时按摆放后高度 {height} 计',
  'breakdown.why.packed': '机时按占用粉床空间 {box} 计',
  'breakdown.why.printed': '机时按打印体积 {volume} 计（外壳与填充）',
  'breakdown.why.printedMaterial': '打印体积 {volume}（外壳 + {infill}% 填充）× {rate}/cm³',
  'breakdown.why.support': '悬垂超过 45° 的面 {area} 需加支撑（支撑体积约 {volume}），含打印后去支撑与修整',
  'breakdown.why.cut': '去除 {removed}、精加工 {surface}',
  'breakdown.why.narrow': '，其中深窄槽深 {depth}、宽 {width}，需加长小刀具慢速精加工',
  'breakdown.row.turn': '车削',
  'breakdown.why.bar': 'Ø{diameter} × {length} mm 圆棒（{volume}）× {rate}/cm³',
  'breakdown.why.tool': '{tool} 立铣刀，约 {minutes} 分钟：',
  'breakdown.why.turn': '车床约 {minutes} 分钟：去除 {removed}、精车 {surface}，含上下料与切断',
  'breakdown.why.smallTool': '；内角半径 {radius} 需 {tool} 刀具精加工 +{minutes} 分钟',
  'breakdown.why.reach': '；深 {depth} 超过 {tool} 刀具 3 倍刀径，加长刀具慢速加工 +{minutes} 分钟',
  'breakdown.why.slenderWall': '；薄壁高 {height}、厚 {thickness}（{ratio}:1），轻切多次精加工 +{minutes} 分钟',
  'breakdown.why.latheSetups': '车床装夹与编程 {count} 次，{total} 由 {quantity} 件分摊',
  'breakdown.why.fiveAxis': '，有面只有倾斜刀具能到达，按五轴加工 +{percent}%',
  'breakdown.why.cast': '每件浇注、固化、脱模与修整',
  'breakdown.why.setups': '需要 {count} 次装夹：{faces}，{total} 由 {quantity} 件分摊',
  'breakdown.why.setupsAssumed': '未分析装夹方向，按 {count} 次装夹估算，{total} 由 {quantity} 件分摊',
  'breakdown.why.tooling': '母版与 {moulds} 副硅胶模 {total} 由 {quantity} 件分摊；一副硅胶模可浇注约 {castings} 件',
  'breakdown.why.finish': '{name}',
  'breakdown.why.minimumLine': '本文件起步价 {minimum}，不足部分按件补足',
  'breakdown.why.minimumPart': '每件起步价 {minimum}',
  'breakdown.why.lead.express': '加急 +{percent}%',
  'breakdown.why.lead.economy': '经济 {percent}%',
  'breakdown.face.+z': '顶面',
  'breakdown.face.-z': '底面',
  'breakdown.face.+x': '右侧面',
  'breakdown.face.-x': '左侧面',
  'breakdown.face.+y': '后侧面',
  'breakdown.face.-y': '前侧面',
  'breakdown.minimumPer.line': '起步价按文件计：同一文件不论数量合计不低于 {minimum}',
  'breakdown.minimumPer.part': '起步价按件计：每件不低于 {minimum}',
  'machining.setup': '第 {n} 次装夹加工的面（{face}）：装夹与编程 {fee}，由本文件的数量分摊',
  'machining.fiveAxis': '只有倾斜刀具能到达的面：按五轴加工，切削与装夹贵 {percent}%',
  'machining.narrow': '深窄槽（深 {depth}、宽 {width}）：需加长小刀具慢速精加工，每件约多 {fee}',
  'machining.unreachable': '任何直线刀具都到达不了的面（倒扣或封闭内腔）：需工程师评估',
  'machining.legend': '预览颜色说明（CNC 加工）',
} as const;

/** This folder's translator: the rows' texts and the summary's (price-summary.ts). */
export const t = makeT({ ...priceBreakdownMessages, ...priceSummaryMessages });
