/**
 * Shapes of the printability checks (DFM: design for manufacturing). Codes, not text: the UI
 * translates them. Everything here survives structured clone (plain objects and typed arrays),
 * so it crosses from the measuring worker to the page as is.
 *
 * Two steps, so that one heavy pass serves every material:
 * - `analysePrintability(mesh)` (in the worker, heavy) measures what does not depend on the
 *   material or process: the wall thickness at sampled points, the bodies, the edges.
 * - `evaluatePrintability(analysis, rules)` (anywhere, well under a millisecond) judges that
 *   against one process's build volume and one material's minimum wall, e.g. for every row of
 *   a comparison table. `checkPrintability(mesh, rules)` does both.
 */

/** Sizes along x, y and z in millimetres. */
export interface Size3 {
  x: number;
  y: number;
  z: number;
}

/** What a process and a material allow; a missing figure means that check is not made (and said so). */
export interface PrintabilityRules {
  /** The process's build volume in mm, as the machine's x, y and z (z is the build height). */
  buildVolume?: Size3 | null | undefined;
  /**
   * The material's minimum wall thickness in mm. Also the size under which a separate body
   * counts as tiny: a body whose longest side is under the thinnest wall the material can make.
   */
  minWallThickness?: number | null | undefined;
  /** What a closed cavity means for the process (process-limits.ts); absent: an unknown process, which may fail. */
  closedCavity?: CavityRule | null | undefined;
}

/**
 * A closed cavity (a hollow with no opening) by process: resin (SLA) or powder (SLS, MJF, SLM)
 * stays trapped inside unless it gets drain holes of at least `drainHoleMm`; FDM builds its roof
 * over nothing; a cutter (CNC) or a silicone mould (真空复模) cannot reach inside at all, so the
 * part must be split.
 */
export interface CavityRule {
  severity: 'cannotMake' | 'mayFail';
  advice: 'drainResin' | 'drainPowder' | 'bridge' | 'split';
  /** Diameter (mm) of the two drain holes to add, for `drainResin` and `drainPowder`. */
  drainHoleMm?: number;
}

/**
 * Shown as 无法制造 / 可能失败 / 正常:
 * - `cannotMake`: the factory cannot make the part as uploaded; the UI refuses it at submit.
 * - `mayFail`: it can be tried, but may break, come out wrong or need the factory's repair.
 * - `ok`: nothing in the way (findings of this severity inform, e.g. "fits once rotated").
 */
export type PrintabilitySeverity = 'cannotMake' | 'mayFail' | 'ok';

/** Which part axis lies along the machine's x, y and z. `['x', 'y', 'z']` is the part as modelled. */
export type AxisOrder = readonly ['x' | 'y' | 'z', 'x' | 'y' | 'z', 'x' | 'y' | 'z'];

/** A quarter turn about one of the machine's axes; the direction does not matter for the fit. */
export interface QuarterTurn {
  axis: 'x' | 'y' | 'z';
  degrees: 90;
}

/** A check of the analysis that could not be made, and why. */
export type CheckName = 'buildVolume' | 'thinWalls' | 'tinyBodies' | 'bodies' | 'edges';

/**
 * - `noRule`: the catalogue gives no figure for it (no build volume, no minimum wall).
 * - `tooLarge`: the mesh has more triangles than the check can afford (`PRINTABILITY_MAX_TRIANGLES`
 *   for thin walls and bodies, `MANIFOLD_CHECK_MAX_TRIANGLES` for edges, which the bodies and
 *   thin walls also need: they run on the mesh the edge analysis welds).
 * - `ruleAboveCeiling`: the minimum wall is above the thickness (or body size) the analysis
 *   recorded (`ThinWallAnalysis.ceiling`, `BodyAnalysis.ceiling`): analyse again with a higher
 *   `ceiling` to check it.
 * - `failed`: the check stopped on an error (out of memory on a small device, for instance).
 */
export type NotCheckedReason = 'noRule' | 'tooLarge' | 'ruleAboveCeiling' | 'failed';

/**
 * One finding. Each variant carries the figures its message needs; `triangles` are indices in
 * the file's triangle order (STL: the record order; OBJ: faces after fan triangulation from
 * their first corner; 3MF: build items in order, each object's triangles then its components'),
 * for the 3D preview to colour, sorted as stated per variant.
 *
 * - `exceedsBuildVolume` (cannotMake): the bounding box fits the build volume in none of the
 *   six axis-aligned orientations. (A diagonal placement is not tried: rare, and the factory's
 *   call.) For an assembly, each of its parts is judged instead, `part` naming the one too large.
 * - `rotateToFit` (ok): it does not fit as modelled but does turned by `rotations`
 *   (`orientation` says which part axis ends up along x, y, z); the factory orients it so.
 * - `thinWalls` (mayFail; cannotMake when `severeShare` ≥ `SEVERE_THIN_SHARE`): sampled wall
 *   thickness below the minimum. `minimum` is the thinnest sample in mm, `share` the share of
 *   the surface below the minimum, `severeShare` the share below half of it; `triangles` the
 *   region to colour, thinnest first.
 * - `tinyBodies` (mayFail): `count` separate bodies whose longest side is under `limit` mm
 *   (the minimum wall); they would break off or be lost. `triangles`: theirs, smallest body first.
 * - `separateBodies` (mayFail): the file holds `count` bodies that do not touch (enclosed
 *   cavities do not count); they are made as separate pieces, not joined.
 * - `closedCavity` (its rule's severity; mayFail without one): `count` hollows with no opening;
 *   never normal: what traps resin or powder, or cannot be reached, says what to do (`advice`).
 * - `openEdges`, `nonManifoldEdges`, `inconsistentOrientation` (mayFail): the measurement's
 *   mesh warnings of the same name; the factory has to repair the mesh, and the volume (hence
 *   the price) may change.
 * - `notChecked`: a check that was not made: severity `ok` for `noRule`, else `mayFail`.
 */
export type PrintabilityFinding =
  | { code: 'exceedsBuildVolume'; severity: 'cannotMake'; size: Size3; buildVolume: Size3; part?: string }
  | { code: 'rotateToFit'; severity: 'ok'; size: Size3; buildVolume: Size3; orientation: AxisOrder; rotations: readonly QuarterTurn[] }
  | { code: 'thinWalls'; severity: 'cannotMake' | 'mayFail'; minWallThickness: number; minimum: number; share: number; severeShare: number; triangles: Uint32Array }
  | { code: 'tinyBodies'; severity: 'mayFail'; count: number; limit: number; triangles: Uint32Array }
  | { code: 'separateBodies'; severity: 'mayFail'; count: number }
  | { code: 'closedCavity'; severity: 'cannotMake' | 'mayFail'; count: number; advice: CavityRule['advice'] | null; drainHoleMm: number | null }
  | { code: 'openEdges' | 'nonManifoldEdges' | 'inconsistentOrientation'; severity: 'mayFail'; count: number }
  | { code: 'notChecked'; severity: 'ok' | 'mayFail'; check: CheckName; reason: NotCheckedReason };

export type PrintabilityFindingCode = PrintabilityFinding['code'];

/** The judgement for one process and material. */
export interface PrintabilityReport {
  /** The worst severity among the findings; `ok` when there are none. */
  verdict: PrintabilitySeverity;
  /** Worst first; within a severity in the order of the codes above. */
  findings: PrintabilityFinding[];
  /** Figures worth showing even when all is well. */
  figures: {
    /** The bounding box sizes, mm. */
    size: Size3;
    /** The thinnest sampled wall in mm; null when every sample was at least the ceiling thick, or walls were not checked. */
    thinnestWall: number | null;
    /** Separate bodies (null when not checked). */
    bodies: number | null;
    /** Closed cavities inside a body (hollow parts; null when not checked). */
    cavities: number | null;
  };
}

/** A check that was not run on the mesh. */
export interface SkippedCheck {
  state: 'skipped';
  reason: 'tooLarge' | 'failed';
}

/** The thickness samples, material-independent. Arrays are sorted ascending by thickness. */
export interface ThinWallAnalysis {
  state: 'done';
  /** Rays cast, one per sample point; each stands for the same share of the surface. */
  samples: number;
  /** Thicknesses at or above this (mm) are not recorded: rays stop there. */
  ceiling: number;
  /** The mean distance between samples on the surface, mm (√(area / samples)). */
  spacing: number;
  /** The thickness of every sample thinner than the ceiling, ascending. */
  thickness: Float32Array;
  /** Triangles of the thin region, by estimated thickness ascending (see thin-walls.ts). */
  triangles: Uint32Array;
  /** The estimated thickness of each of `triangles`, ascending. */
  triangleThickness: Float32Array;
}

/** The connected pieces of the welded mesh, material-independent. */
export interface BodyAnalysis {
  state: 'done';
  /** Connected components of the welded mesh. */
  shells: number;
  /** Shells wound against the part inside another shell's box: the inner skin of a hollow. */
  cavities: number;
  /** Shells that are not cavities. */
  bodies: number;
  /** Longest bounding-box side of each body smaller than the ceiling (mm), ascending. */
  smallBodySizes: Float32Array;
  /** Where each small body's triangles end in `smallBodyTriangles` (cumulative, same order). */
  smallBodyTriangleEnds: Uint32Array;
  smallBodyTriangles: Uint32Array;
  /** Bodies at least this long (mm) are not listed. */
  ceiling: number;
}

/** Mesh figures of the measurement the checks use. */
export interface EdgeFigures {
  open: number;
  nonManifold: number;
  inconsistent: number;
}

/** What `analysePrintability` found, for `evaluatePrintability` to judge against any rules. */
export interface PrintabilityAnalysis {
  /** Triangles analysed. */
  triangles: number;
  size: Size3;
  edges: EdgeFigures | SkippedCheck;
  thinWalls: ThinWallAnalysis | SkippedCheck;
  bodies: BodyAnalysis | SkippedCheck;
  /** Milliseconds spent, for the benchmark: building the search tree, casting rays, finding bodies, in all. */
  timings: { tree: number; thinWalls: number; bodies: number; total: number };
}
