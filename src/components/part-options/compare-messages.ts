import { makeT } from '../../lib/format/translate.ts';

/**
 * Texts of the comparison of every material (step 2's MaterialComparison): apart from the
 * per-part choices' texts (messages.ts), which step 3 loads too, so step 3 carries none of these.
 */
export const materialCompareMessages = {
  'compare.title': '全部材料对比',
  'compare.intro': '按当前文件、数量与选项计算本厂每种材料的商品金额（不含会员折扣、优惠券与运费）与可制造性（成型尺寸、最小壁厚），点击「选用」即切换材料并重新报价。',
  'compare.caption': '全部材料的价格、交期与可制造性，可按列排序',
  'compare.material': '材料',
  'compare.process': '工艺',
  'compare.total': '商品金额',
  'compare.ship': '发货日期',
  'compare.printability': '可制造性',
  'compare.printability.cannotMake': '{count} 个文件无法制造',
  'compare.printability.mayFail': '{count} 个文件可能失败',
  'compare.printability.ok': '可以制造',
  'compare.printability.unknown': '未检查',
  'compare.action': '操作',
  'compare.choose': '选用',
  'compare.chooseLabel': '选用 {name}',
  'compare.current': '当前材料',
  'compare.manual': '另有 {count} 个文件人工报价',
  'compare.refused': '不含 {count} 个无法制造或无法报价的文件',
  'compare.sortBy': '按{column}排序',
  'compare.empty': '上传并测量网格文件后，这里会比较全部材料的价格。',
  'compare.switched': '已切换为 {name}，报价已按新材料重新计算',
} as const;

/** The comparison's translator: its own texts. */
export const t = makeT(materialCompareMessages);
