import type { CavityRule, PrintabilityRules, Size3 } from './types.ts';

/** What one process can make: the largest part and the thinnest wall. */
export interface ProcessLimits {
  /** Usable build volume (CNC: travel; 真空复模: the largest mould), mm, x × y × z with z the build height. */
  buildVolume: Size3;
  /** The thinnest wall its materials hold, mm, for materials whose catalogue entry gives none. */
  minWallThickness: number;
}

/**
 * The printability limits per process code, used when the catalogue does not send its own:
 * the shop's API describes processes and materials without a build volume or minimum wall, so
 * these are the figures of the machines a typical partner factory runs, on the conservative
 * side of what JLC3DP, Xometry and Protolabs publish for the same processes:
 *
 * - SLA: industrial resin printer (e.g. UnionTech Lite 600), 600 × 600 × 400; walls 0.8 mm.
 * - SLS: nylon sintering (e.g. Farsoon HT403P), 400 × 400 × 450; walls 0.8 mm.
 * - MJF: HP Jet Fusion 5200, 380 × 284 × 380; walls 1.0 mm (HP's own guide allows 0.5 mm
 *   for short walls; longer ones warp).
 * - FDM: large-format printer (e.g. Raise3D Pro3 Plus), 300 × 300 × 600; walls 1.2 mm (three
 *   perimeters of a 0.4 mm nozzle).
 * - SLM: metal powder bed (e.g. EOS M 290), 250 × 250 × 325; walls 0.8 mm.
 * - CNC: three-axis machining centre travel, 1000 × 600 × 500; walls 1.0 mm (metals hold
 *   0.8 mm, plastics need about 1.5 mm: a catalogue figure per material overrides).
 * - VC (真空复模): silicone mould and vacuum chamber, 1000 × 800 × 500; walls 1.0 mm.
 *
 * A catalogue that sends `buildVolume` per process or `minWallThickness` per material wins
 * over this table (see `printabilityRulesOf`); a process missing here gets no check at all
 * rather than a guessed one, and the report says so (`notChecked`, `noRule`).
 */
export const PROCESS_LIMITS: Readonly<Record<string, ProcessLimits>> = {
  SLA: { buildVolume: { x: 600, y: 600, z: 400 }, minWallThickness: 0.8 },
  SLS: { buildVolume: { x: 400, y: 400, z: 450 }, minWallThickness: 0.8 },
  MJF: { buildVolume: { x: 380, y: 284, z: 380 }, minWallThickness: 1.0 },
  FDM: { buildVolume: { x: 300, y: 300, z: 600 }, minWallThickness: 1.2 },
  SLM: { buildVolume: { x: 250, y: 250, z: 325 }, minWallThickness: 0.8 },
  CNC: { buildVolume: { x: 1000, y: 600, z: 500 }, minWallThickness: 1.0 },
  VC: { buildVolume: { x: 1000, y: 800, z: 500 }, minWallThickness: 1.0 },
};

/**
 * What a closed cavity means per process code: two drain holes of 3.5 mm for resin (Formlabs'
 * and JLC3DP's guidance for hollow SLA parts) and 5 mm for powder (HP's for MJF, EOS's for SLS and
 * metal); FDM closes the hollow's roof over nothing; a cutter or a silicone mould cannot reach
 * inside, so CNC and vacuum-cast parts must be split (and joined after) or opened.
 */
export const CAVITY_RULES: Readonly<Record<string, CavityRule>> = {
  SLA: { severity: 'mayFail', advice: 'drainResin', drainHoleMm: 3.5 },
  SLS: { severity: 'mayFail', advice: 'drainPowder', drainHoleMm: 5 },
  MJF: { severity: 'mayFail', advice: 'drainPowder', drainHoleMm: 5 },
  SLM: { severity: 'mayFail', advice: 'drainPowder', drainHoleMm: 5 },
  FDM: { severity: 'mayFail', advice: 'bridge' },
  CNC: { severity: 'cannotMake', advice: 'split' },
  VC: { severity: 'cannotMake', advice: 'split' },
};

/** A catalogue process as the shop receives it: its `buildVolume` (mm, x × y × z) is used when it is one. */
export interface ProcessLike {
  code?: string | null | undefined;
  buildVolume?: unknown;
}

/** A catalogue material as the shop receives it: any object, whose `minWallThickness` (mm) is used when it has one. */
export type MaterialLike = object;

/**
 * The rules to judge a part by for one process and material: the catalogue's figures when it
 * sends them, else this table's for the process code (matched without regard to case), else
 * none (that check is then reported as not made).
 */
export function printabilityRulesOf(process: ProcessLike | null | undefined, material: MaterialLike | null | undefined): PrintabilityRules {
  const code = process?.code ? process.code.trim().toUpperCase() : '';
  const limits = PROCESS_LIMITS[code];
  return {
    buildVolume: buildVolumeOf(process) ?? limits?.buildVolume ?? null,
    minWallThickness: minWallOf(material) ?? limits?.minWallThickness ?? null,
    closedCavity: CAVITY_RULES[code] ?? null,
  };
}

const isSize = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The catalogue's build volume when it sends one with three positive sizes; anything else is not one. */
function buildVolumeOf(process: ProcessLike | null | undefined): Size3 | null {
  const volume = process?.buildVolume;
  if (typeof volume !== 'object' || volume === null || !('x' in volume) || !('y' in volume) || !('z' in volume)) return null;
  const { x, y, z } = volume;
  return isSize(x) && isSize(y) && isSize(z) ? { x, y, z } : null;
}

function minWallOf(material: MaterialLike | null | undefined): number | null {
  if (!material || !('minWallThickness' in material)) return null;
  const value = material.minWallThickness;
  return isSize(value) ? value : null;
}
