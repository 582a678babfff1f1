import { makeT } from '../../lib/format/translate.ts';

/**
 * Texts of an assembly's parts list (零件清单): the lines of step 2, and the parts list every
 * line made of one shows (step 3, the order detail, the 报价单).
 */
export const assemblyMessages = {
  'assembly.title': '零件清单（BOM）',
  'assembly.summary': '{kinds} 种零件，每套 {pieces} 件',
  'assembly.intro': '装配体按零件分行报价：每个零件的件数为每套数量 × 套数。外购件（如螺钉）可移除。',
  'assembly.sets': '套数',
  'assembly.setsOf': '{file} 的套数',
  'assembly.setsDecrease': '减少 {file} 的套数',
  'assembly.setsIncrease': '增加 {file} 的套数',
  'assembly.perSet': '每套 {count} 件',
  'assembly.countOf': '「{name}」每套数量',
  'assembly.decrease': '减少「{name}」每套数量',
  'assembly.increase': '增加「{name}」每套数量',
  'assembly.fileCount': '文件中每套 {count} 件',
  'assembly.drop': '移除',
  'assembly.dropOf': '移除「{name}」（不需要加工，如外购件）',
  'assembly.restore': '恢复',
  'assembly.restoreOf': '恢复「{name}」',
  'assembly.dropped': '已移除，不加工',
  'assembly.lastPart': '至少保留一个零件',
  'assembly.pieces': '共 {count} 件',
  'assembly.piecePrice': '{price}/件',
  'assembly.manual': '人工报价',
  'assembly.col.part': '零件',
  'assembly.col.perSet': '每套数量',
  'assembly.col.sets': '套数',
  'assembly.col.pieces': '总件数',
  'assembly.col.unitPrice': '单价',
  'assembly.col.subtotal': '小计',
  'assembly.tableOf': '{file} 的零件清单',
  'assembly.setPrice': '每套 {price}，数量即套数',
  'assembly.setsNote': '数量即套数',
  'assembly.setsCount': '共 {sets} 套',
  'assembly.material': '材料',
  'assembly.materialOf': '材料：{name}',
  'assembly.materialAsFile': '与整件相同（{material}）',
  'assembly.partMaterial': '材料：{material}',
  'assembly.finish': '表面处理',
  'assembly.finishOf': '表面处理：{name}',
  'assembly.finishAsFile': '与整件相同（{finish}）',
  'assembly.noFinish': '无表面处理',
  'assembly.partFinish': '表面处理：{finish}',
  'assembly.tiers': '{file} 按套数的每套价格',
  'assembly.tiers.setPrice': '每套单价',
  'assembly.tiers.at': '{sets} 套',
  'assembly.tiers.current': '当前',
} as const;

/** This folder's translator: its own texts. */
export const t = makeT(assemblyMessages);
