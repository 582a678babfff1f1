/**
 * CNC, the cost model of a material whose `pricing.model.kind` is `cnc`: the stock block (the
 * bounding box with an allowance, rounded up to stock sizes) at the material's rate; cutting time
 * for what is removed (stock − part) and a finishing pass over the surface (a deep narrow
 * pocket's at a third of the pace), slowed as a machinist would by what makes the part hard: a
 * smaller end mill forced by an internal radius (its pace in proportion to its diameter), a tool
 * reaching deeper than three of its diameters (a long tool at a reduced pace), slender walls
 * (light finishing passes, slower the more slender); the set-ups (one per direction the part is
 * approached from, with its programming) shared by the quantity; a five-axis surcharge when some
 * face only a tilted tool reaches. A body of revolution is turned instead, from round bar on a
 * lathe. No price (人工报价) when some face no tool reaches, or the part is past what the factory
 * can machine. The figures and why: docs/pricing.md.
 */
import type { CncLathe, CncMilling, CncModel } from '../../wire/catalogue.ts';
import type { Machining } from '../../wire/files.ts';
import type { LineBreakdown, ManualReason } from '../../wire/quotes.ts';
import { negligibleArea } from '../geometry/machining/setups.ts';
import { SLENDER_RATIO } from '../geometry/machining/difficulty.ts';
import type { PartGeometry } from './inch-units.ts';
import type { Making } from './making.ts';

/** Set-ups a CNC part is priced with when its faces were not analysed: a block is cut from the top, then turned over. */
export const ASSUMED_SETUPS = 2;
/** A deep narrow pocket's surface is finished at this fraction of the usual pace (long thin tools, light cuts). */
export const NARROW_POCKET_PACE = 1 / 3;
/** A tool cuts at its full pace down to this many of its diameters; deeper needs a long tool. */
export const REACH_DIAMETERS = 3;
/** End mills a shop keeps (mm): an internal radius takes the largest that fits it. */
export const END_MILLS: readonly number[] = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20];
/** Round bar sizes (mm, the common Chinese stock list): a turned part takes the smallest that holds it. */
export const ROUND_BARS: readonly number[] = [3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 30, 32, 35, 38, 40, 45, 50, 55, 60, 65, 70, 75, 80, 90, 100, 110, 120, 130, 140, 150, 160, 180, 200];

/** The difficulty figures of a model that has none (a backend's data from before them): the reference catalogue's. */
export const DEFAULT_MILLING: CncMilling = { toolMm: 10, reachPace: 0.25, slenderPace: 0.25, limits: { slenderness: 30, minRadiusMm: 0.5, reachDiameters: 10 } };
export const DEFAULT_LATHE: CncLathe = { barAllowanceMm: 1, partingMm: 5, machineFenPerMin: 100, handlingMin: 4, setupFen: 10_000 };

/** A length (mm) rounded up to the next multiple of `step`, a float's noise below a whole step not counting as one more. */
export function stockSide(length: number, allowance: number, step: number): number {
  return Math.ceil((length + 2 * allowance) / step - 1e-6) * step;
}

/** The largest end mill no wider than `width` (mm), or null when none is. */
export function endMillFor(width: number): number | null {
  let best: number | null = null;
  for (const size of END_MILLS) if (size <= width + 1e-9) best = size;
  return best;
}

/** The smallest round bar at least `diameter` (mm), or null when the part is larger than every bar. */
export function barFor(diameter: number): number | null {
  return ROUND_BARS.find((size) => size >= diameter - 1e-9) ?? null;
}

/** How hard a milled part is, as the price and step 2's findings read it (lengths mm). */
export interface MillingDifficulty {
  /** The smallest end mill the part needs: the model's tool, or one an internal radius forces. */
  toolMm: number;
  corner: { radius: number; depth: number; toolMm: number | null } | null;
  /** The deepest pocket, the tool that cuts it and how many of its diameters it reaches down. */
  pocket: { depth: number; width: number; toolMm: number; diameters: number } | null;
  wall: { height: number; thickness: number; ratio: number } | null;
  /** The factory's own limit the part is past, if any. */
  beyond: Exclude<ManualReason, 'unreachable'> | null;
}

/** What `machining` asks of the tools under `milling` (the model's figures, or the defaults). */
export function millingDifficulty(machining: Machining | undefined, milling: CncMilling): MillingDifficulty {
  const { limits } = milling;
  const corner = machining?.corner ?? null;
  const cornerTool = corner ? endMillFor(2 * corner.radius) : null;
  const toolMm = Math.min(milling.toolMm, cornerTool ?? milling.toolMm);
  const pocket = machining?.pocket ?? null;
  const wall = machining?.wall ?? null;
  const ratio = wall ? wall.height / wall.thickness : 0;
  // A deep narrow pocket is not held to the reach limit: its width may be a drilled hole's, which a drill reaches.
  let beyond: MillingDifficulty['beyond'] = null;
  if (wall && ratio > limits.slenderness) beyond = 'slenderWall';
  else if (corner && corner.depth >= 1 && (corner.radius < limits.minRadiusMm || cornerTool === null)) beyond = 'smallRadius';
  else if (corner && cornerTool !== null && corner.depth / cornerTool > limits.reachDiameters) beyond = 'deepReach';
  return {
    toolMm,
    corner: corner ? { radius: corner.radius, depth: corner.depth, toolMm: cornerTool } : null,
    pocket: pocket ? { depth: pocket.depth, width: pocket.width, toolMm: milling.toolMm, diameters: pocket.depth / milling.toolMm } : null,
    wall: wall && ratio > 1 ? { height: wall.height, thickness: wall.thickness, ratio } : null,
    beyond,
  };
}

/** What one machined part costs to make, `part` in millimetres; or why it must be quoted by hand. */
export function cncMaking(model: CncModel, pricePerCm3: number, part: PartGeometry): Making | ManualReason {
  const machining: Machining | undefined = part.machining;
  const negligible = negligibleArea(part.area);
  if (machining && machining.unreachableArea > negligible) return 'unreachable';
  const turned = machining?.turned ?? null;
  const lathe = model.lathe ?? DEFAULT_LATHE;
  const bar = turned ? barFor(turned.diameter + 2 * lathe.barAllowanceMm) : null;
  if (turned && bar !== null) return turnedMaking(model, lathe, pricePerCm3, part, { ...turned, bar });
  const milling = model.milling ?? DEFAULT_MILLING;
  const difficulty = millingDifficulty(machining, milling);
  if (difficulty.beyond) return difficulty.beyond;
  const { allowanceMm, stepMm } = model.stock;
  const stock = { x: stockSide(part.bbox.x, allowanceMm, stepMm), y: stockSide(part.bbox.y, allowanceMm, stepMm), z: stockSide(part.bbox.z, allowanceMm, stepMm) };
  const stockVolume = (stock.x * stock.y * stock.z) / 1000;
  const removed = Math.max(0, stockVolume - part.volume / 1000);
  const surface = part.area / 100;
  const narrow = machining?.narrowPocket ?? null;
  const fiveAxis = machining !== undefined && machining.fiveAxisArea > negligible;
  const factor = (100 + (fiveAxis ? model.fiveAxisPercent : 0)) / 100;
  const slowSurface = narrow ? (narrow.area / 100) * (1 / NARROW_POCKET_PACE - 1) : 0;
  const base = removed / model.removalCm3PerMin + (surface + slowSurface) / model.finishCm2PerMin;
  const extra = difficultyMinutes(model, milling, machining, difficulty, surface);
  const minutes = base + (extra.smallTool?.minutes ?? 0) + (extra.reach?.minutes ?? 0) + (extra.slenderWall?.minutes ?? 0);
  const setupCount = machining ? Math.max(1, machining.setups.length) : ASSUMED_SETUPS;
  return {
    material: Math.round(stockVolume * pricePerCm3),
    process: Math.round(minutes * model.machineFenPerMin * factor),
    shared: Math.round(setupCount * model.setupFen * factor),
    facts: {
      stock,
      stockVolume,
      removed,
      surface,
      setups: machining ? [...machining.setups] : null,
      setupCount,
      fiveAxis,
      ...(fiveAxis ? { fiveAxisPercent: model.fiveAxisPercent } : {}),
      narrowPocket: narrow ? { depth: narrow.depth, width: narrow.width } : null,
      minutes,
      toolMm: difficulty.toolMm,
      ...extra,
    },
  };
}

type Factors = Pick<LineBreakdown['facts'], 'smallTool' | 'reach' | 'slenderWall'>;

/**
 * The minutes each difficulty adds to the cutting:
 * - a smaller tool d forced by an internal radius finishes the walls around it (the pockets'
 *   surface, or the whole surface when there is no pocket) at d ÷ the model's tool of the pace;
 * - past three diameters down, a long tool cuts at `reachPace`: the pockets' metal and surface
 *   below 3 × the model's tool (their share by the deepest pocket's depth), and the corner's
 *   finishing below 3 × its own tool;
 * - walls more slender than 8:1 are finished at `slenderPace` × 8 ÷ the slenderness.
 */
function difficultyMinutes(model: CncModel, milling: CncMilling, machining: Machining | undefined, difficulty: MillingDifficulty, surface: number): Factors {
  const out: Factors = {};
  const pocket = machining?.pocket ?? null;
  const walls = pocket ? pocket.area / 100 : surface;
  const corner = difficulty.corner;
  if (corner && corner.toolMm !== null && corner.toolMm < milling.toolMm) {
    const slow = milling.toolMm / corner.toolMm - 1;
    const deepShare = corner.depth > 0 ? Math.max(0, corner.depth - REACH_DIAMETERS * corner.toolMm) / corner.depth : 0;
    const reachSlow = (milling.toolMm / corner.toolMm) * deepShare * (1 / milling.reachPace - 1);
    out.smallTool = { radius: corner.radius, diameter: corner.toolMm, minutes: (walls * (slow + reachSlow)) / model.finishCm2PerMin };
  }
  if (pocket && pocket.depth > REACH_DIAMETERS * milling.toolMm) {
    const share = (pocket.depth - REACH_DIAMETERS * milling.toolMm) / pocket.depth;
    const slow = 1 / milling.reachPace - 1;
    const minutes = ((pocket.volume / 1000) * share * slow) / model.removalCm3PerMin + ((pocket.area / 100) * share * slow) / model.finishCm2PerMin;
    out.reach = { depth: pocket.depth, diameter: milling.toolMm, minutes };
  }
  const wall = difficulty.wall;
  if (wall && wall.ratio > SLENDER_RATIO && machining?.wall) {
    const pace = (milling.slenderPace * SLENDER_RATIO) / wall.ratio;
    out.slenderWall = { height: wall.height, thickness: wall.thickness, minutes: ((machining.wall.slenderArea / 100) * (1 / pace - 1)) / model.finishCm2PerMin };
  }
  return out;
}

/**
 * A body of revolution turned on the lathe: round bar of the smallest standard size holding the
 * part's diameter and the allowance, as long as the part and the parting allowance, at the
 * material's rate; turning what is removed and finishing the surface at the material's rates,
 * and the handling of each part, at the lathe's minute; one set-up when both ends are whole flat
 * faces (faced and parted off from the bar), else two (turned around for the other end).
 */
function turnedMaking(model: CncModel, lathe: CncLathe, pricePerCm3: number, part: PartGeometry, turned: NonNullable<Machining['turned']> & { bar: number }): Making {
  const length = turned.length + lathe.partingMm;
  const stockVolume = (Math.PI * turned.bar * turned.bar * length) / 4 / 1000;
  const removed = Math.max(0, stockVolume - part.volume / 1000);
  const surface = part.area / 100;
  const minutes = removed / model.removalCm3PerMin + surface / model.finishCm2PerMin + lathe.handlingMin;
  const setupCount = turned.flatEnds === 2 ? 1 : 2;
  return {
    material: Math.round(stockVolume * pricePerCm3),
    process: Math.round(minutes * lathe.machineFenPerMin),
    shared: Math.round(setupCount * lathe.setupFen),
    facts: { bar: { diameter: turned.bar, length }, stockVolume, removed, surface, setups: null, setupCount, fiveAxis: false, narrowPocket: null, minutes },
  };
}
