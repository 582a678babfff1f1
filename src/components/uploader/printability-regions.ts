import type { PrintabilityAnalysis } from '~/lib/geometry/dfm/types';

/**
 * The full printability analysis of each file measured on this page, by upload item key: it
 * holds the triangles the 3D preview colours, too large for the stored draft (which keeps a
 * summary). Gone after a reload, like the picked bytes the preview would colour.
 */
const analyses = new Map<string, PrintabilityAnalysis>();

export function keepRegions(key: string, analysis: PrintabilityAnalysis): void {
  analyses.set(key, analysis);
}

export function forgetRegions(key: string): void {
  analyses.delete(key);
}

export function regionsOf(key: string): PrintabilityAnalysis | null {
  return analyses.get(key) ?? null;
}
