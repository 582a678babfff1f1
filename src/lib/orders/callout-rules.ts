/**
 * A part's 2D drawing and call-outs (螺纹, 公差严于 ±0.1 mm, 嵌件, 表面粗糙度要求): the limits the
 * dialog states and the wire shape enforces, and the promise every page and the reference API
 * make about a line that has them (需工程师确认). Zod-free, so a page can import it without the
 * schema library; the limits are in callout-limits.ts, which the wire shape imports.
 */
import type { LineCallouts } from '../../wire/quotes.ts';

/** Whether any call-out is set (a count of threads or a ticked flag). */
export function hasCallouts(callouts: LineCallouts | null | undefined): boolean {
  if (!callouts) return false;
  return callouts.threads !== undefined || callouts.tolerance === true || callouts.inserts === true || callouts.roughness === true;
}

/**
 * The call-outs as they are kept: only what is set, the roughness note trimmed and only with the
 * roughness flag; undefined when nothing is set.
 */
export function normalCallouts(callouts: LineCallouts | null | undefined): LineCallouts | undefined {
  if (!callouts || !hasCallouts(callouts)) return undefined;
  const note = callouts.roughness === true ? (callouts.roughnessNote ?? '').trim() : '';
  return {
    ...(callouts.threads === undefined ? {} : { threads: callouts.threads }),
    ...(callouts.tolerance === true ? { tolerance: true } : {}),
    ...(callouts.inserts === true ? { inserts: true } : {}),
    ...(callouts.roughness === true ? { roughness: true } : {}),
    ...(note === '' ? {} : { roughnessNote: note }),
  };
}
