import type { BodyAnalysis, EdgeFigures, PrintabilityAnalysis, Size3, SkippedCheck, ThinWallAnalysis } from './types.ts';

/** Thicknesses and body sizes are kept to this many per millimetre (0.01 mm) in a summary. */
const STEPS_PER_MM = 100;

/**
 * A printability analysis small enough to keep in a stored draft (a few kilobytes of JSON
 * instead of the samples and triangle lists): the thickness samples and the small bodies'
 * sizes as runs of [size in 0.01 mm, count], ascending, and the rest as is. It judges exactly
 * like the analysis but for sizes rounded to 0.01 mm (a wall 0.005 mm under a minimum may read
 * as meeting it), and it has no triangles: the 3D preview colours only from the full analysis.
 */
export type PrintabilitySummary = {
  triangles: number;
  size: Size3;
  edges: EdgeFigures | SkippedCheck;
  thinWalls: { state: 'done'; samples: number; ceiling: number; runs: number[] } | SkippedCheck;
  bodies: { state: 'done'; shells: number; cavities: number; bodies: number; ceiling: number; runs: number[] } | SkippedCheck;
};

export function summarisePrintability(analysis: PrintabilityAnalysis): PrintabilitySummary {
  const { thinWalls: walls, bodies } = analysis;
  return {
    triangles: analysis.triangles,
    size: { ...analysis.size },
    edges: { ...analysis.edges },
    thinWalls: walls.state === 'done' ? { state: 'done', samples: walls.samples, ceiling: walls.ceiling, runs: runsOf(walls.thickness) } : { ...walls },
    bodies:
      bodies.state === 'done'
        ? { state: 'done', shells: bodies.shells, cavities: bodies.cavities, bodies: bodies.bodies, ceiling: bodies.ceiling, runs: runsOf(bodies.smallBodySizes) }
        : { ...bodies },
  };
}

/** The analysis a summary stands for, without triangle lists, for `evaluatePrintability`. */
export function analysisOfSummary(summary: PrintabilitySummary): PrintabilityAnalysis {
  const { thinWalls: walls, bodies } = summary;
  const thinWalls: ThinWallAnalysis | SkippedCheck =
    walls.state === 'done'
      ? {
          state: 'done',
          samples: walls.samples,
          ceiling: walls.ceiling,
          spacing: 0,
          thickness: expand(walls.runs),
          triangles: new Uint32Array(0),
          triangleThickness: new Float32Array(0),
        }
      : walls;
  let bodyAnalysis: BodyAnalysis | SkippedCheck;
  if (bodies.state === 'done') {
    const sizes = expand(bodies.runs);
    const { shells, cavities, bodies: count, ceiling } = bodies;
    bodyAnalysis = { state: 'done', shells, cavities, bodies: count, ceiling, smallBodySizes: sizes, smallBodyTriangleEnds: new Uint32Array(sizes.length), smallBodyTriangles: new Uint32Array(0) };
  } else bodyAnalysis = bodies;
  return { triangles: summary.triangles, size: summary.size, edges: summary.edges, thinWalls, bodies: bodyAnalysis, timings: { tree: 0, thinWalls: 0, bodies: 0, total: 0 } };
}

/** A stored summary checked field by field; null when it is not one (an older draft, damaged storage). */
export function readPrintabilitySummary(value: unknown): PrintabilitySummary | null {
  if (!isObject(value) || !isCount(value['triangles']) || !isSize(value['size'])) return null;
  const edges = readEdges(value['edges']);
  const walls = value['thinWalls'];
  const bodies = value['bodies'];
  if (!edges || !isObject(walls) || !isObject(bodies)) return null;
  let thinWalls: PrintabilitySummary['thinWalls'] | null = readSkipped(walls);
  if (!thinWalls && walls['state'] === 'done' && isCount(walls['samples']) && isNumber(walls['ceiling']) && isRuns(walls['runs'])) {
    thinWalls = { state: 'done', samples: walls['samples'], ceiling: walls['ceiling'], runs: walls['runs'] };
  }
  let bodyFigures: PrintabilitySummary['bodies'] | null = readSkipped(bodies);
  if (!bodyFigures && bodies['state'] === 'done' && isCount(bodies['shells']) && isCount(bodies['cavities']) && isCount(bodies['bodies']) && isNumber(bodies['ceiling']) && isRuns(bodies['runs'])) {
    bodyFigures = { state: 'done', shells: bodies['shells'], cavities: bodies['cavities'], bodies: bodies['bodies'], ceiling: bodies['ceiling'], runs: bodies['runs'] };
  }
  if (!thinWalls || !bodyFigures) return null;
  return { triangles: value['triangles'], size: value['size'], edges, thinWalls, bodies: bodyFigures };
}

/** Ascending values as [value in 0.01 mm, how many] pairs, flattened. */
function runsOf(values: Float32Array): number[] {
  const runs: number[] = [];
  for (const value of values) {
    const step = Math.round(value * STEPS_PER_MM);
    const last = runs.length - 2;
    if (last >= 0 && runs[last] === step) runs[last + 1] = (runs[last + 1] ?? 0) + 1;
    else runs.push(step, 1);
  }
  return runs;
}

function expand(runs: readonly number[]): Float32Array {
  let total = 0;
  for (let i = 1; i < runs.length; i += 2) total += runs[i] ?? 0;
  const values = new Float32Array(total);
  let at = 0;
  for (let i = 0; i + 1 < runs.length; i += 2) {
    const count = runs[i + 1] ?? 0;
    values.fill((runs[i] ?? 0) / STEPS_PER_MM, at, at + count);
    at += count;
  }
  return values;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isSize = (value: unknown): value is Size3 => isObject(value) && isNumber(value['x']) && isNumber(value['y']) && isNumber(value['z']);

/** Pairs of whole numbers, the counts positive and the sizes rising. */
function isRuns(value: unknown): value is number[] {
  if (!Array.isArray(value) || value.length % 2 !== 0 || value.length > 2 * 100_000) return false;
  for (let i = 0; i < value.length; i += 2) {
    if (!isCount(value[i]) || !isCount(value[i + 1]) || value[i + 1] === 0) return false;
    if (i > 0 && (value[i] as number) <= (value[i - 2] as number)) return false;
  }
  return true;
}

function readSkipped(value: Loose): SkippedCheck | null {
  if (value['state'] !== 'skipped') return null;
  const reason = value['reason'];
  return reason === 'tooLarge' || reason === 'failed' ? { state: 'skipped', reason } : null;
}

function readEdges(value: unknown): EdgeFigures | SkippedCheck | null {
  if (!isObject(value)) return null;
  const skipped = readSkipped(value);
  if (skipped) return skipped;
  const { open, nonManifold, inconsistent } = value;
  return isCount(open) && isCount(nonManifold) && isCount(inconsistent) ? { open, nonManifold, inconsistent } : null;
}
