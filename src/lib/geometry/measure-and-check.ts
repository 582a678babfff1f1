import { analysePrintability, analysisWithoutMesh, PRINTABILITY_MAX_TRIANGLES } from './dfm/analyse.ts';
import { TriangleBvh } from './dfm/triangle-bvh.ts';
import { quoteFigures } from './quote-figures.ts';
import type { AnalyseOptions } from './dfm/analyse.ts';
import { summarisePrintability, type PrintabilitySummary } from './dfm/summary.ts';
import type { PrintabilityAnalysis } from './dfm/types.ts';
import type { CadReader } from './cad/measure-cad.ts';
import { measureFile } from './measure.ts';
import type { DrawingFormat, MeasureResult, WeldedMesh } from './types.ts';

/** Share of the progress bar the measurement takes; the printability analysis fills the rest. */
const MEASURE_SHARE = 0.5;

export interface MeasureAndCheckOptions {
  /** Share of the whole work done, 0…1: the measurement, then the printability analysis. */
  onProgress?: ((fraction: number) => void) | undefined;
  /** False: measure only, as `measureFile` (the outcome's `printability` is null). Default true. */
  printability?: boolean | undefined;
  /** Reads STEP and IGES files (see measure-cad.ts); without it they are not measured. */
  cad?: CadReader | undefined;
  /** Passed to `analysePrintability` (samples, ceiling), e.g. by the benchmark. */
  analyse?: Omit<AnalyseOptions, 'warnings' | 'bbox' | 'onProgress'> | undefined;
}

export interface MeasureAndCheckOutcome {
  format: DrawingFormat | null;
  result: MeasureResult;
  /**
   * What the printability of the part depends on, for `evaluatePrintability` to judge against
   * any process and material; null when nothing was measured (not a mesh, unreadable, empty).
   */
  printability: PrintabilityAnalysis | null;
  /** The same, small enough to keep in a stored draft (see summary.ts); null with `printability`. */
  printabilitySummary: PrintabilitySummary | null;
  /** Per triangle of the file, how it can be machined (machining/access.ts), for the 3D preview; null when not analysed. */
  machiningClasses: Uint8Array | null;
}

/**
 * Measures a file and, when it is a measurable mesh, analyses its printability from the mesh
 * the measurement welded, so the file is parsed once. What the measuring worker runs; pure
 * and synchronous, so Node (tests, benchmark) runs exactly the same code.
 */
export function measureAndCheckFile(name: string, bytes: Uint8Array | ArrayBuffer, options: MeasureAndCheckOptions = {}): MeasureAndCheckOutcome {
  const progress = options.onProgress;
  const handed: { mesh: WeldedMesh | null } = { mesh: null };
  const { format, result } = measureFile(name, bytes, {
    cad: options.cad,
    ...(progress ? { onProgress: (fraction: number) => progress(fraction * MEASURE_SHARE) } : {}),
    ...(options.printability === false
      ? {}
      : {
          onWeldedMesh: (welded: WeldedMesh) => {
            handed.mesh = welded;
          },
        }),
  });
  if (!result.ok || options.printability === false) return { format, result, printability: null, printabilitySummary: null, machiningClasses: null };
  const welded = handed.mesh;
  const tree = welded && welded.indices.length / 3 <= PRINTABILITY_MAX_TRIANGLES ? treeOf(welded) : undefined;
  const printability = welded
    ? analysePrintability(welded, {
        ...options.analyse,
        warnings: result.warnings,
        bbox: result.geometry.bbox,
        tree,
        onProgress: progress && ((fraction) => progress(MEASURE_SHARE + fraction * (1 - MEASURE_SHARE) * 0.9)),
      })
    : analysisWithoutMesh(result.geometry.bbox, result.geometry.triangles, result.warnings, 'tooLarge');
  const quoted = quoteFigures(result, welded, tree);
  progress?.(1);
  return { format, result: quoted.result, printability, printabilitySummary: summarisePrintability(printability), machiningClasses: quoted.machiningClasses };
}

/** The search tree both analyses share, or undefined when it cannot be built (the checks then report it themselves). */
function treeOf(mesh: WeldedMesh): TriangleBvh | undefined {
  try {
    return new TriangleBvh(mesh.positions, mesh.indices);
  } catch {
    return undefined;
  }
}

/**
 * The distinct buffers behind the analysis's typed arrays, to transfer rather than copy them
 * from the worker to the page (a buffer listed twice would make postMessage throw).
 */
export function printabilityTransferables(analysis: PrintabilityAnalysis | null): ArrayBuffer[] {
  if (!analysis) return [];
  const arrays: ArrayBufferView[] = [];
  if (analysis.thinWalls.state === 'done') arrays.push(analysis.thinWalls.thickness, analysis.thinWalls.triangles, analysis.thinWalls.triangleThickness);
  if (analysis.bodies.state === 'done') arrays.push(analysis.bodies.smallBodySizes, analysis.bodies.smallBodyTriangleEnds, analysis.bodies.smallBodyTriangles);
  const buffers = new Set<ArrayBuffer>();
  for (const array of arrays) if (array.buffer instanceof ArrayBuffer && array.buffer.byteLength > 0) buffers.add(array.buffer);
  return [...buffers];
}
