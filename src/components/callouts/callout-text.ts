/** A part's call-outs in words: `螺纹 ×4 · 公差严于 ±0.1 mm · 嵌件 · 表面粗糙度要求`. */
import type { LineCallouts, ThreadSpec } from '../../wire/quotes.ts';
import { t } from './messages.ts';

/** The call-outs in words, joined by ` · `; '' for none. */
export function calloutsText(callouts: LineCallouts | undefined): string {
  if (!callouts) return '';
  const parts: string[] = [];
  if (callouts.threadSpecs && callouts.threadSpecs.length > 0) parts.push(t('callouts.threadSpecsText', { specs: callouts.threadSpecs.map(threadSpecText).join('、') }));
  else if (typeof callouts.threads === 'number') parts.push(t('callouts.threadsText', { count: callouts.threads }));
  if (callouts.tolerance === true) parts.push(toleranceText(callouts));
  if (callouts.inserts === true) parts.push(t('callouts.inserts'));
  if (callouts.roughness === true) parts.push(roughnessText(callouts));
  return parts.join(' · ');
}

/** One thread size: `M6 深 12 mm ×4` (no count for a single hole). */
const threadSpecText = (spec: ThreadSpec): string => t(spec.count > 1 ? 'callouts.threadSpecMany' : 'callouts.threadSpec', { size: spec.size, depth: spec.depthMm, count: spec.count });

/** `公差 ±0.02 mm`, `公差 IT7`, or a tick saved without a value: `公差严于 ±0.1 mm`. */
function toleranceText(callouts: LineCallouts): string {
  if (callouts.toleranceMm !== undefined) return t('callouts.toleranceMm', { mm: callouts.toleranceMm });
  if (callouts.toleranceGrade !== undefined) return t('callouts.toleranceGrade', { grade: callouts.toleranceGrade });
  return t('callouts.tolerance');
}

/** `表面粗糙度 Ra 1.6 µm（镜面）`, or without Ra the requirement with its note. */
function roughnessText(callouts: LineCallouts): string {
  const note = typeof callouts.roughnessNote === 'string' && callouts.roughnessNote !== '' ? callouts.roughnessNote : null;
  if (callouts.roughnessRa !== undefined) return t(note ? 'callouts.roughnessRaNoted' : 'callouts.roughnessRa', { ra: callouts.roughnessRa, note: note ?? '' });
  return note ? t('callouts.roughnessNoted', { note }) : t('callouts.roughness');
}
