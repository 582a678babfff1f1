/**
 * A part's 2D drawing and call-outs (螺纹, 公差严于 ±0.1 mm, 嵌件, 表面粗糙度要求): the limits the
 * dialog states and the wire shape enforces, and the promise every page and the reference API
 * make about a line that has them (需工程师确认). Zod-free, so a page can import it without the
 * schema library; the limits are in callout-limits.ts, which the wire shape imports.
 */
import type { LineCallouts, ThreadSpec } from '../../wire/quotes.ts';

/** Whether any call-out is set (a count of threads or a ticked flag). */
export function hasCallouts(callouts: LineCallouts | null | undefined): boolean {
  if (!callouts) return false;
  return callouts.threads !== undefined || (callouts.threadSpecs?.length ?? 0) > 0 || callouts.tolerance === true || callouts.inserts === true || callouts.roughness === true;
}

/** The holes of every thread size added up (what `threads` says when the sizes are given). */
export const threadTotal = (specs: readonly ThreadSpec[]): number => specs.reduce((sum, spec) => sum + spec.count, 0);

/**
 * The call-outs as they are kept: only what is set; with thread sizes, `threads` their total; a
 * tolerance value (± mm before an ISO grade) only with the tolerance flag, Ra and the trimmed note
 * only with the roughness flag; undefined when nothing is set.
 */
export function normalCallouts(callouts: LineCallouts | null | undefined): LineCallouts | undefined {
  if (!callouts || !hasCallouts(callouts)) return undefined;
  const note = callouts.roughness === true ? (callouts.roughnessNote ?? '').trim() : '';
  const specs = (callouts.threadSpecs ?? []).map((spec) => ({ size: spec.size.trim(), depthMm: spec.depthMm, count: spec.count }));
  const threads = specs.length > 0 ? threadTotal(specs) : callouts.threads;
  const tolerance = callouts.tolerance === true;
  const roughness = callouts.roughness === true;
  return {
    ...(threads === undefined ? {} : { threads }),
    ...(specs.length > 0 ? { threadSpecs: specs } : {}),
    ...(tolerance ? { tolerance: true } : {}),
    ...(tolerance && callouts.toleranceMm !== undefined ? { toleranceMm: callouts.toleranceMm } : {}),
    ...(tolerance && callouts.toleranceMm === undefined && callouts.toleranceGrade !== undefined ? { toleranceGrade: callouts.toleranceGrade } : {}),
    ...(callouts.inserts === true ? { inserts: true } : {}),
    ...(roughness ? { roughness: true } : {}),
    ...(roughness && callouts.roughnessRa !== undefined ? { roughnessRa: callouts.roughnessRa } : {}),
    ...(note === '' ? {} : { roughnessNote: note }),
  };
}
