import { makeT } from '../../../lib/format/translate.ts';
import { coreMessages } from '../../../core/messages.ts';

/** Interface text of the printability findings (DFM), loaded with them rather than with the page. */
export const printabilityMessages = {
  'printability.title': '可制造性检查（{material}）',
  'printability.severity.cannotMake': '无法制造',
  'printability.severity.mayFail': '可能失败',
  'printability.severity.ok': '正常',
  'printability.allClear': '尺寸、壁厚与实体均符合该材料的要求',
  'printability.exceedsBuildVolume': '零件尺寸 {size} 超出该工艺的最大成型尺寸 {volume}，任何摆放方向都放不下',
  'printability.partExceedsBuildVolume': '装配体中的「{part}」尺寸 {size} 超出该工艺的最大成型尺寸 {volume}，任何摆放方向都放不下',
  'printability.rotateToFit': '按原方向放不进成型空间 {volume}，工厂将{turns}后制造',
  'printability.turn': '绕 {axis} 轴旋转 90°',
  'printability.turnJoin': '，再',
  'printability.thinWalls': '约 {share}% 的表面壁厚低于该材料的最小壁厚 {min}\u00a0mm，最薄处约 {thinnest}\u00a0mm',
  'printability.thinWallsSevere': '（其中 {share}% 不到最小壁厚的一半，无法成型）',
  'printability.tinyBodies': '有 {count} 个独立的小块小于 {limit}\u00a0mm，制造时可能断裂或丢失',
  'printability.separateBodies': '文件包含 {count} 个互不相连的实体，将作为独立的零件分别制造，不会连在一起',
  'printability.closedCavity.drainResin': '零件内有 {count} 个封闭内腔：未固化的树脂会困在里面，零件可能开裂。请在内腔上开至少 2 个直径 ≥ {hole}\u00a0mm 的排液孔（一进一出）后重新上传',
  'printability.closedCavity.drainPowder': '零件内有 {count} 个封闭内腔：粉末会困在里面无法清出。请在内腔上开至少 2 个直径 ≥ {hole}\u00a0mm 的排粉孔后重新上传',
  'printability.closedCavity.bridge': '零件内有 {count} 个封闭内腔：内腔顶面悬空，只能架桥打印，可能下垂或塌陷；可改为实心或开口',
  'printability.closedCavity.split': '零件内有 {count} 个封闭内腔：刀具或硅胶模都无法进入内腔。请把零件拆成两半（加工后粘接或装配），或在内腔上开口',
  'printability.closedCavity.unknown': '零件内有 {count} 个封闭内腔，制造时可能出现问题，请与工厂确认',
  'printability.openEdges': '模型有 {count} 条未闭合的边，需工厂修复后才能制造，体积与价格可能变化',
  'printability.nonManifoldEdges': '模型有 {count} 条非流形边，需工厂修复后才能制造',
  'printability.inconsistentOrientation': '模型有 {count} 处面的朝向不一致，需工厂修复后才能制造',
  'printability.notChecked': '未能检查{check}：{reason}',
  'printability.check.buildVolume': '成型尺寸',
  'printability.check.thinWalls': '壁厚',
  'printability.check.tinyBodies': '细小部件',
  'printability.check.bodies': '实体数量',
  'printability.check.edges': '网格边',
  'printability.reason.tooLarge': '模型面数过多',
  'printability.reason.failed': '检查中断（设备内存可能不足）',
  'printability.reason.ruleAboveCeiling': '该材料的最小壁厚超出检查范围',
  'printability.reason.noRule': '该工艺没有提供限值',
  'printability.thinRegion': '预览中红色区域为壁厚不足之处',
  'printability.blocked': '「{name}」无法用所选材料制造：{reason}',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...printabilityMessages });
