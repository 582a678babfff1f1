import { fitBuildVolume } from './build-volume.ts';
import { countBelow } from './sort-by-key.ts';
import type { BodyAnalysis, CheckName, NotCheckedReason, PrintabilityAnalysis, PrintabilityFinding, PrintabilityReport, PrintabilityRules, PrintabilitySeverity, Size3, ThinWallAnalysis } from './types.ts';

/**
 * Thin walls make a part `cannotMake` when at least this share of its surface is thinner than
 * half the material's minimum: walls that far below the limit do not form (resin tears off the
 * supports, powder will not sinter into a skin, a nozzle cannot lay one line), and over a tenth
 * of the part that is not a local defect the factory can work around but the part's shape.
 * Anything thinner than the minimum below that is `mayFail`.
 */
export const SEVERE_THIN_SHARE = 0.1;
/** A wall counts as below a minimum only when thinner by more than this (mm): float32 coordinates read a 1 mm wall as 0.9999999. */
export const THICKNESS_TOLERANCE = 1e-3;

const RANK: Record<PrintabilitySeverity, number> = { cannotMake: 0, mayFail: 1, ok: 2 };

/**
 * Judges an analysis against one process's build volume and one material's minimum wall.
 * Cheap (binary searches and subarray views, no copy of the triangle lists), so the page can
 * run it for every material of a factory. The severity rules are stated on
 * `PrintabilityFinding`, `SEVERE_THIN_SHARE` and in the module's note.
 */
/**
 * An assembly's distinct parts as its printability is judged (`parts` of the file answer): each is
 * made on its own, so each must fit the build volume, and the file's bodies not touching is what
 * an assembly is, not a defect.
 */
export interface AssemblyPartSize {
  name: string;
  size: Size3;
}

export function evaluatePrintability(analysis: PrintabilityAnalysis, rules: PrintabilityRules, parts?: readonly AssemblyPartSize[]): PrintabilityReport {
  const findings: PrintabilityFinding[] = [];
  const unchecked: PrintabilityFinding[] = [];
  const notChecked = (check: CheckName, reason: NotCheckedReason): void => {
    unchecked.push({ code: 'notChecked', severity: reason === 'noRule' ? 'ok' : 'mayFail', check, reason });
  };
  const { size } = analysis;
  const volume = validVolume(rules.buildVolume);
  const minWall = typeof rules.minWallThickness === 'number' && rules.minWallThickness > 0 ? rules.minWallThickness : null;

  if (!volume) notChecked('buildVolume', 'noRule');
  else if (parts !== undefined && parts.length > 0) {
    // An assembly's parts are made one by one: each fits, however large the assembly is.
    for (const part of parts) {
      if (fitBuildVolume(part.size, volume).fits === 'no') findings.push({ code: 'exceedsBuildVolume', severity: 'cannotMake', size: { ...part.size }, buildVolume: { ...volume }, part: part.name });
    }
  } else {
    const fit = fitBuildVolume(size, volume);
    if (fit.fits === 'no') findings.push({ code: 'exceedsBuildVolume', severity: 'cannotMake', size: { ...size }, buildVolume: { ...volume } });
    if (fit.fits === 'rotated') findings.push({ code: 'rotateToFit', severity: 'ok', size: { ...size }, buildVolume: { ...volume }, orientation: fit.orientation, rotations: fit.rotations });
  }

  const walls = analysis.thinWalls;
  if (walls.state === 'skipped') notChecked('thinWalls', walls.reason);
  else if (minWall === null) notChecked('thinWalls', 'noRule');
  else if (minWall > walls.ceiling) notChecked('thinWalls', 'ruleAboveCeiling');
  else {
    const finding = thinWallFinding(walls, minWall);
    if (finding) findings.push(finding);
  }

  const bodies = analysis.bodies;
  if (bodies.state === 'skipped') {
    notChecked('tinyBodies', bodies.reason);
    notChecked('bodies', bodies.reason);
  } else {
    if (minWall === null) notChecked('tinyBodies', 'noRule');
    else if (minWall > bodies.ceiling) notChecked('tinyBodies', 'ruleAboveCeiling');
    else {
      const finding = tinyBodyFinding(bodies, minWall);
      if (finding) findings.push(finding);
    }
    if (bodies.bodies > 1 && !(parts !== undefined && parts.length > 0)) findings.push({ code: 'separateBodies', severity: 'mayFail', count: bodies.bodies });
    if (bodies.cavities > 0) {
      const rule = rules.closedCavity ?? null;
      findings.push({ code: 'closedCavity', severity: rule?.severity ?? 'mayFail', count: bodies.cavities, advice: rule?.advice ?? null, drainHoleMm: rule?.drainHoleMm ?? null });
    }
  }

  const edges = analysis.edges;
  if ('state' in edges) notChecked('edges', edges.reason);
  else {
    if (edges.open) findings.push({ code: 'openEdges', severity: 'mayFail', count: edges.open });
    if (edges.nonManifold) findings.push({ code: 'nonManifoldEdges', severity: 'mayFail', count: edges.nonManifold });
    if (edges.inconsistent) findings.push({ code: 'inconsistentOrientation', severity: 'mayFail', count: edges.inconsistent });
  }

  // Array sort is stable: within a severity the order above stands.
  const all = [...findings, ...unchecked].sort((a, b) => RANK[a.severity] - RANK[b.severity]);
  return {
    verdict: all[0]?.severity ?? 'ok',
    findings: all,
    figures: {
      size: { ...size },
      thinnestWall: walls.state === 'done' ? (walls.thickness[0] ?? null) : null,
      bodies: bodies.state === 'done' ? bodies.bodies : null,
      cavities: bodies.state === 'done' ? bodies.cavities : null,
    },
  };
}

function thinWallFinding(walls: ThinWallAnalysis, minWall: number): PrintabilityFinding | null {
  const below = countBelow(walls.thickness, minWall - THICKNESS_TOLERANCE);
  if (below === 0 || walls.samples === 0) return null;
  const severeShare = countBelow(walls.thickness, minWall / 2 - THICKNESS_TOLERANCE) / walls.samples;
  return {
    code: 'thinWalls',
    severity: severeShare >= SEVERE_THIN_SHARE ? 'cannotMake' : 'mayFail',
    minWallThickness: minWall,
    minimum: walls.thickness[0] ?? 0,
    share: below / walls.samples,
    severeShare,
    triangles: walls.triangles.subarray(0, countBelow(walls.triangleThickness, minWall - THICKNESS_TOLERANCE)),
  };
}

function tinyBodyFinding(bodies: BodyAnalysis, minWall: number): PrintabilityFinding | null {
  const count = countBelow(bodies.smallBodySizes, minWall - THICKNESS_TOLERANCE);
  if (count === 0) return null;
  const end = bodies.smallBodyTriangleEnds[count - 1] ?? 0;
  return { code: 'tinyBodies', severity: 'mayFail', count, limit: minWall, triangles: bodies.smallBodyTriangles.subarray(0, end) };
}

function validVolume(volume: Size3 | null | undefined): Size3 | null {
  if (!volume) return null;
  const ok = (v: number): boolean => Number.isFinite(v) && v > 0;
  return ok(volume.x) && ok(volume.y) && ok(volume.z) ? volume : null;
}
