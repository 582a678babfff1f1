import type { PrintabilityAnalysis } from '~/lib/geometry/dfm/types';

/**
 * The full printability analysis of each file measured on this page, by upload item key: it
 * holds the triangles the 3D preview colours, too large for the stored draft (which keeps a
 * summary). Gone after a reload, like the picked bytes the preview would colour.
 */
const analyses = new Map<string, PrintabilityAnalysis>();
/** Per triangle, how the part can be machined (machining/access.ts), for the same preview. */
const machining = new Map<string, Uint8Array>();

export function keepRegions(key: string, analysis: PrintabilityAnalysis, classes: Uint8Array | null = null): void {
  analyses.set(key, analysis);
  if (classes) machining.set(key, classes);
  else machining.delete(key);
}

export function forgetRegions(key: string): void {
  analyses.delete(key);
  machining.delete(key);
}

export function machiningClassesOf(key: string): Uint8Array | null {
  return machining.get(key) ?? null;
}

export function regionsOf(key: string): PrintabilityAnalysis | null {
  return analyses.get(key) ?? null;
}
