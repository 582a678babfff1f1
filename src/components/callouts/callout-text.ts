/** A part's call-outs in words: `螺纹 ×4 · 公差严于 ±0.1 mm · 嵌件 · 表面粗糙度要求`. */
import type { LineCallouts } from '../../wire/quotes.ts';
import { t } from './messages.ts';

/** The call-outs in words, joined by ` · `; '' for none. */
export function calloutsText(callouts: LineCallouts | undefined): string {
  if (!callouts) return '';
  const parts: string[] = [];
  if (typeof callouts.threads === 'number') parts.push(t('callouts.threadsText', { count: callouts.threads }));
  if (callouts.tolerance === true) parts.push(t('callouts.tolerance'));
  if (callouts.inserts === true) parts.push(t('callouts.inserts'));
  if (callouts.roughness === true) parts.push(typeof callouts.roughnessNote === 'string' && callouts.roughnessNote !== '' ? t('callouts.roughnessNoted', { note: callouts.roughnessNote }) : t('callouts.roughness'));
  return parts.join(' · ');
}
