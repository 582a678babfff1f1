/**
 * CNC, the cost model of a material whose `pricing.model.kind` is `cnc`: the stock block (the
 * bounding box with an allowance, rounded up to stock sizes) at the material's rate; cutting time
 * for what is removed (stock − part) and a finishing pass over the surface (a deep narrow
 * pocket's at a third of the pace); the set-ups (one per direction the part is approached from,
 * with its programming) shared by the quantity; a five-axis surcharge when some face only a
 * tilted tool reaches; no price (人工报价) when some face no tool reaches. The figures and why:
 * docs/pricing.md.
 */
import type { CncModel } from '../../wire/catalogue.ts';
import type { Machining } from '../../wire/files.ts';
import type { ManualReason } from '../../wire/quotes.ts';
import { negligibleArea } from '../geometry/machining/setups.ts';
import type { PartGeometry } from './inch-units.ts';
import type { Making } from './making.ts';

/** Set-ups a CNC part is priced with when its faces were not analysed: a block is cut from the top, then turned over. */
export const ASSUMED_SETUPS = 2;
/** A deep narrow pocket's surface is finished at this fraction of the usual pace (long thin tools, light cuts). */
export const NARROW_POCKET_PACE = 1 / 3;

/** A length (mm) rounded up to the next multiple of `step`, a float's noise below a whole step not counting as one more. */
export function stockSide(length: number, allowance: number, step: number): number {
  return Math.ceil((length + 2 * allowance) / step - 1e-6) * step;
}

/** What one machined part costs to make, `part` in millimetres; or why it must be quoted by hand. */
export function cncMaking(model: CncModel, pricePerCm3: number, part: PartGeometry): Making | ManualReason {
  const machining: Machining | undefined = part.machining;
  const negligible = negligibleArea(part.area);
  if (machining && machining.unreachableArea > negligible) return 'unreachable';
  const { allowanceMm, stepMm } = model.stock;
  const stock = { x: stockSide(part.bbox.x, allowanceMm, stepMm), y: stockSide(part.bbox.y, allowanceMm, stepMm), z: stockSide(part.bbox.z, allowanceMm, stepMm) };
  const stockVolume = (stock.x * stock.y * stock.z) / 1000;
  const removed = Math.max(0, stockVolume - part.volume / 1000);
  const surface = part.area / 100;
  const narrow = machining?.narrowPocket ?? null;
  const fiveAxis = machining !== undefined && machining.fiveAxisArea > negligible;
  const factor = (100 + (fiveAxis ? model.fiveAxisPercent : 0)) / 100;
  const slowSurface = narrow ? (narrow.area / 100) * (1 / NARROW_POCKET_PACE - 1) : 0;
  const minutes = removed / model.removalCm3PerMin + (surface + slowSurface) / model.finishCm2PerMin;
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
    },
  };
}
