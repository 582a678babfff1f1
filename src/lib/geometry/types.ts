import type { Machining, Support } from '../../wire/files.ts';

/** Formats a design drawing can have. Meshes are measured, STEP and IGES too given a CAD reader; ZIP gets a manual quote. */
export type DrawingFormat = 'stl' | 'obj' | '3mf' | 'step' | 'iges' | 'zip';

/** Formats this module can measure. */
export type MeshFormat = 'stl' | 'obj' | '3mf';

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** Axis-aligned bounding box in millimetres: `x`, `y`, `z` are the sizes. */
export interface BoundingBox extends Vec3 {
  min: Vec3;
  max: Vec3;
}

export interface MeshGeometry {
  /** mm³, always ≥ 0 (the absolute value of the signed volume). */
  volume: number;
  /** mm², the sum of the triangle areas. */
  area: number;
  bbox: BoundingBox;
  /** Triangles read from the file, polygons counted after fan triangulation. */
  triangles: number;
  /** How the part can be machined (machining/analyse.ts), when it was analysed. */
  machining?: Machining;
  /** The support a print needs along each build direction (support.ts), when it was analysed. */
  support?: Support;
}

/**
 * Why a measurement may be off. Codes, not text: the UI translates them.
 * - `openEdges`: edges used by one triangle only (holes); the volume is an estimate.
 * - `nonManifoldEdges`: edges shared by three or more triangles.
 * - `inconsistentOrientation`: neighbouring triangles wind in opposite directions.
 * - `invertedNormals`: the signed volume was negative (normals point inwards); the absolute value is used.
 * - `degenerateTriangles`: triangles with (almost) no area or a repeated corner.
 * - `nonFiniteCoordinates`: triangles with NaN or infinite coordinates; they are left out of every figure.
 * - `invalidFaces`: faces (OBJ, 3MF) that refer to vertices that do not exist; they are left out.
 * - `manifoldCheckSkipped`: the mesh is too large for the edge analysis (see `MANIFOLD_CHECK_MAX_TRIANGLES`).
 * - `volumeExceedsBox`: the volume read is larger than the bounding box holds: shells stacked on
 *   one another or wound wrongly; the figures cannot be priced.
 * - `overlappingShells`: separate shells of the file overlap in space (a body copied onto itself,
 *   parts pushed into each other): their volume is counted twice and cannot be priced.
 * - `surfacesIgnored`: a CAD file holds surfaces beside its solids; they are left out of every figure.
 */
export type MeshWarningCode =
  | 'openEdges'
  | 'nonManifoldEdges'
  | 'inconsistentOrientation'
  | 'invertedNormals'
  | 'degenerateTriangles'
  | 'nonFiniteCoordinates'
  | 'invalidFaces'
  | 'manifoldCheckSkipped'
  | 'volumeExceedsBox'
  | 'overlappingShells'
  | 'surfacesIgnored';

export interface MeshWarning {
  code: MeshWarningCode;
  /** How many edges, triangles or faces are affected, when that is countable. */
  count?: number;
}

/**
 * - `unreadable`: the file is damaged, truncated or not what its name says.
 * - `empty`: the file is readable but holds no measurable triangle.
 * - `unsupported`: not a format this module measures (ZIP, unknown; STEP and IGES without a CAD reader).
 * - `surfaceOnly`: a CAD file of surfaces without a solid: no volume to measure.
 * - `truncated`: a CAD file that ends before its end marker (an interrupted download).
 * - `unsupportedSchema`: a STEP file of another application protocol (IFC buildings, …).
 * - `tooComplex`: the CAD parser needed more memory than it is allowed.
 * - `buildTooLarge`: a 3MF build whose components, once expanded, would place more objects or
 *   triangles than may be measured (counted from the component graph before expanding it).
 */
export type MeasureErrorCode = 'unreadable' | 'empty' | 'unsupported' | 'surfaceOnly' | 'truncated' | 'unsupportedSchema' | 'tooComplex' | 'buildTooLarge';

export type MeasureResult =
  | { ok: true; geometry: MeshGeometry; warnings: MeshWarning[] }
  | { ok: false; error: MeasureErrorCode; detail?: string };

/**
 * The triangles as the edge analysis welded them: every distinct corner position once, and
 * three vertex ids per triangle. The printability checks run on it, so the file is read once.
 */
export interface WeldedMesh {
  /** x, y, z per welded vertex, in millimetres (float32, as the welder compares them). */
  positions: Float32Array;
  /** Three vertex ids per triangle, in the order the file gave the triangles and their corners. */
  indices: Uint32Array;
  /**
   * For each triangle here, its index among the triangles read from the file, when some were
   * left out (non-finite coordinates); null when the two orders are the same.
   */
  sourceTriangles: Uint32Array | null;
}

export interface MeasureOptions {
  /** Called now and then with the share of the work done, 0…1. */
  onProgress?: (fraction: number) => void;
  /**
   * Called once, before a successful measurement returns, with the welded mesh; not called
   * when the edge analysis was skipped (`manifoldCheckSkipped`) or nothing could be measured.
   */
  onWeldedMesh?: (mesh: WeldedMesh) => void;
  /**
   * 3MF: called once, before a successful measurement returns, with the build's placed objects
   * when there are two or more (an assembly or a plate of parts): each object's name from the
   * file ('' when none) and its triangles where it is placed, in millimetres, each triangle its
   * own three corners. The server makes a parts list of them.
   */
  onBodies?: ((bodies: NamedTriangles[]) => void) | undefined;
}

/** One placed object of a mesh file: its name and triangles (three corners each, not shared). */
export interface NamedTriangles {
  name: string;
  positions: Float32Array;
  indices: Uint32Array;
}

/** Thrown by parsers and turned into `{ ok: false, error: 'unreadable' }` at the module's edge. */
export class MeshReadError extends Error {
  readonly code: MeasureErrorCode;
  constructor(code: MeasureErrorCode, detail: string) {
    super(detail);
    this.name = 'MeshReadError';
    this.code = code;
  }
}
