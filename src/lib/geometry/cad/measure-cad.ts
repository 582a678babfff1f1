import { MeshMeasurer } from '../mesh-measurer.ts';
import type { MeasureOptions, MeasureResult, MeshWarning } from '../types.ts';
import { cadEndFacts, cadFileFacts, type CadEndFacts } from './cad-file-facts.ts';
import { addTriangles, bodiesOf, mergedBody, partsOf, type CadBody, type CadModel } from './cad-model.ts';
import { OCCT_PARAMS, type OcctImporter } from './occt.ts';

/**
 * What STEP and IGES files are read with: the started parser (see occt.ts). Without one the
 * geometry module answers `unsupported` for them, so pages that never see a CAD file never load it.
 */
export interface CadReader {
  importer: OcctImporter;
  /** Whether the parser asked for more memory than it is allowed (see startOcct). */
  memoryRefused?: () => boolean;
  /**
   * Hears the file as bodies and distinct parts before the measurement returns, with the bodies
   * the measurement counted (the solids) in the order their triangles were measured.
   */
  onModel?: (model: CadModel, measured: readonly CadBody[]) => void;
}

/**
 * Tessellation warnings that say nothing about the file: the parser's own triangles may meet at
 * a pole or a seam in slivers, and bodies of an assembly may touch without being one solid.
 */
const TESSELLATION_ONLY: ReadonlySet<MeshWarning['code']> = new Set(['degenerateTriangles', 'invertedNormals']);

/**
 * Measures a STEP or IGES file as the mesh formats are measured: the parser triangulates it (in
 * millimetres, whatever unit the file states), and the solids' triangles go through the same
 * measurer, so the welded mesh handed to `onWeldedMesh` feeds the same printability analysis.
 * Each solid is measured on its own (an assembly's volume is the sum of its parts'), loose
 * surfaces beside solids are left out with a warning, and a file of surfaces alone has no
 * volume (`surfaceOnly`). Never throws.
 */
export function measureCad(bytes: Uint8Array, format: 'step' | 'iges', reader: CadReader, options: MeasureOptions = {}): MeasureResult {
  const facts = cadFileFacts(bytes, format);
  const refusal = refusalOf(facts, format);
  if (refusal) return refusal;
  let parsed;
  try {
    parsed = reader.importer.ReadFile(format, bytes, OCCT_PARAMS);
  } catch (error) {
    // The parser aborts when an allocation fails: past its memory cap, the file is too complex.
    if (reader.memoryRefused?.()) return { ok: false, error: 'tooComplex', detail: 'parser memory cap reached' };
    return { ok: false, error: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
  // Whatever schema its header names, a file the parser reads is measured (AP203's second
  // edition, …); one it reads nothing from, and that holds none of mechanical STEP's points, is of
  // another application (IFC buildings, …).
  const foreign = !facts.shapeEntities ? ({ ok: false, error: 'unsupportedSchema', detail: `schema ${facts.schema ?? ''}: the parser reads nothing of it` } as const) : null;
  if (!parsed.success) return foreign ?? { ok: false, error: 'unreadable', detail: `the parser could not read the ${format} file` };
  options.onProgress?.(0.6);

  const bodies = bodiesOf(parsed.root, parsed.meshes, new Set(facts.products));
  if (bodies.length === 0) return foreign ?? { ok: false, error: 'empty', detail: 'no faces in the file' };
  const solids = bodies.filter((body) => body.closed);
  const loose = bodies.filter((body) => !body.closed);
  const warnings: MeshWarning[] = [];
  let looseTogether: CadBody | null = null;
  if (loose.length > 0) {
    const together = measureTogether(loose);
    const closesUp = together.ok && !together.warnings.some((warning) => warning.code === 'openEdges');
    if (together.ok && (closesUp || (solids.length === 0 && facts.declaresSolid))) {
      // Faces that close up only together (surfaces sent one by one), or a solid whose triangles do not quite close.
      looseTogether = mergedBody(loose, { ...together.geometry, warnings: together.warnings });
    } else if (solids.length > 0) {
      warnings.push({ code: 'surfacesIgnored', count: loose.length });
    } else {
      return { ok: false, error: 'surfaceOnly', detail: `${loose.length} surface bodies and no solid` };
    }
  }
  const measured = looseTogether ? [...solids, looseTogether] : solids;
  const modelBodies = looseTogether ? [...solids, looseTogether] : bodies;
  const measuredSet = new Set(measured);
  const model: CadModel = {
    format,
    unit: facts.unit,
    bodies: modelBodies,
    parts: partsOf(modelBodies).filter((part) => {
      const first = modelBodies[part.bodies[0] ?? -1];
      return first !== undefined && measuredSet.has(first);
    }),
  };
  options.onProgress?.(0.8);

  const all = new MeshMeasurer(measured.reduce((sum, body) => sum + body.triangles, 0));
  for (const body of measured) addTriangles(all, body.positions, body.indices);
  const combined = all.finish(options.onWeldedMesh ? { onWeldedMesh: options.onWeldedMesh } : {});
  if (!combined.ok) return combined;
  reader.onModel?.(model, measured);
  options.onProgress?.(1);
  return {
    ok: true,
    geometry: {
      volume: measured.reduce((sum, body) => sum + body.volume, 0),
      area: measured.reduce((sum, body) => sum + body.area, 0),
      bbox: combined.geometry.bbox,
      triangles: combined.geometry.triangles,
    },
    warnings: [...mergeWarnings(measured.flatMap((body) => body.warnings)), ...warnings],
  };
}

/**
 * Why a CAD file cannot be measured, as far as its two ends show (truncated, nothing in it), or
 * null when the parser should read it (whether it reads the file's schema is the parser's to say). Cheap, and needs only the first
 * CAD_HEAD_BYTES and last CAD_TAIL_BYTES: a worker asks first, so such a file never costs the
 * parser's download and start.
 */
export function cadRefusal(head: Uint8Array, tail: Uint8Array, format: 'step' | 'iges'): Extract<MeasureResult, { ok: false }> | null {
  return refusalOf(cadEndFacts(head, tail, format), format);
}

function refusalOf(facts: CadEndFacts, format: 'step' | 'iges'): Extract<MeasureResult, { ok: false }> | null {
  if (!facts.complete) return { ok: false, error: 'truncated', detail: `${format} file ends before its end marker` };
  if (facts.empty) return { ok: false, error: 'empty', detail: `${format} file without entities` };
  return null;
}

/** The loose bodies measured as one mesh, to see whether they close up together. */
function measureTogether(bodies: readonly CadBody[]): MeasureResult {
  const measurer = new MeshMeasurer(bodies.reduce((sum, body) => sum + body.triangles, 0));
  for (const body of bodies) addTriangles(measurer, body.positions, body.indices);
  return measurer.finish();
}

/** The bodies' warnings as one list, each code once with its counts added, tessellation noise left out. */
function mergeWarnings(warnings: readonly MeshWarning[]): MeshWarning[] {
  const merged = new Map<MeshWarning['code'], MeshWarning>();
  for (const warning of warnings) {
    if (TESSELLATION_ONLY.has(warning.code)) continue;
    const known = merged.get(warning.code);
    if (!known) merged.set(warning.code, { ...warning });
    else if (warning.count !== undefined) known.count = (known.count ?? 0) + warning.count;
  }
  return [...merged.values()];
}
