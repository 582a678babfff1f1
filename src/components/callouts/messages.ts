import { makeT } from '../../lib/format/translate.ts';
import { calloutNoteMessages } from './callout-notes.ts';

/**
 * Texts of a part's 2D drawing and call-outs (螺纹, 公差, 嵌件, 表面粗糙度) and of 需工程师确认:
 * the dialog of step 2, and every line that shows them (steps 2 and 3, the order detail, the 报价单).
 * The button that opens the dialog and the notes a page shows beside its lines are in
 * callout-notes.ts, so a page loads these only with the dialog or a line that has call-outs.
 */
export const calloutMessages = {
  'callouts.tolerance': '公差严于 ±0.1 mm',
  'callouts.inserts': '嵌件',
  'callouts.roughness': '表面粗糙度要求',
  'callouts.meaning': '价格为基础价，工厂将在 {days} 个工作日内确认；确认前不收取任何费用，您接受确认价后再付款。',
  'callouts.drawingLabel': '图纸',
  'callouts.flagsLabel': '加工要求',
  'callouts.threadsText': '螺纹 ×{count}',
  'callouts.roughnessNoted': '表面粗糙度要求（{note}）',
  'callouts.threadSpecsText': '螺纹 {specs}',
  'callouts.threadSpec': '{size} 深 {depth} mm',
  'callouts.threadSpecMany': '{size} 深 {depth} mm ×{count}',
  'callouts.toleranceMm': '公差 ±{mm} mm',
  'callouts.toleranceGrade': '公差 {grade}',
  'callouts.roughnessRa': '表面粗糙度 Ra {ra} µm',
  'callouts.roughnessRaNoted': '表面粗糙度 Ra {ra} µm（{note}）',
  'callouts.download': '下载图纸',
  'callouts.downloading': '正在下载 {percent}%',
} as const;

/** This folder's translator: its own texts and the notes' (callout-notes.ts), which it shows too. */
export const t = makeT({ ...calloutNoteMessages, ...calloutMessages });
