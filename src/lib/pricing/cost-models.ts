/**
 * What one part costs by how it is made (a material's `pricing.model`), the same in the browser
 * and the reference server:
 *
 * - 打印: the material by the part's volume at the material's `pricePerCm3`; machine time by the
 *   build height (the part laid on its largest face: its smallest side) or by the box it takes in
 *   a packed powder bed.
 * - CNC: the stock block (the bounding box with an allowance, rounded up to stock sizes) at the
 *   material's rate; cutting time for what is removed (stock − part) and a finishing pass over the
 *   surface (a deep narrow pocket's at a third of the pace); the set-ups (one per direction the
 *   part is approached from, with its programming) shared by the quantity; a five-axis surcharge
 *   when some face only a tilted tool reaches; no price when some face no tool reaches.
 * - 真空复模: the printed master and the silicone moulds (one per `castings` parts) shared by the
 *   quantity; resin by volume and the casting work per part.
 *
 * Then, for each part: the minimum (per part, or the line's shared by its quantity) lifts what
 * the making costs; the finish adds its percentage of that, its fee per part and per cm²; the lead
 * time adds or takes its percentage of it all. Every amount is rounded to the fen, halves up; a
 * shared charge after its division; the line's minimum per part is rounded up, so the line never
 * comes to less than it. The parts add up to the price per part exactly, and the line's subtotal is
 * that times the quantity, as for every other line.
 */
import type { CastModel, CncModel, CostModel, FinishOption, MaterialPricing, PrintModel } from '../../wire/catalogue.ts';
import type { Machining } from '../../wire/files.ts';
import type { LineBreakdown, ManualReason, PartOptions } from '../../wire/quotes.ts';
import { negligibleArea } from '../geometry/machining/setups.ts';
import { figuresInMillimetres, SQUARE_INCH_MM2, type PartGeometry } from './inch-units.ts';
import { AXIS_DIRECTIONS } from '../geometry/machining/directions.ts';

/** Set-ups a CNC part is priced with when its faces were not analysed: a block is cut from the top, then turned over. */
export const ASSUMED_SETUPS = 2;
/** A deep narrow pocket's surface is finished at this fraction of the usual pace (long thin tools, light cuts). */
export const NARROW_POCKET_PACE = 1 / 3;

export type ModelledPrice = { manual: false; unitPrice: number; breakdown: LineBreakdown } | { manual: true; reason: ManualReason };

/** Every figure of a part in millimetres, its machining figures too, when its mesh is in `units`. */
export function geometryInMillimetres(geometry: PartGeometry, units: PartOptions['units']): PartGeometry {
  const scaled = figuresInMillimetres(geometry, units);
  const { machining } = geometry;
  if (units !== 'inch' || machining === undefined) return scaled;
  const faceArea: Machining['faceArea'] = {};
  for (const direction of AXIS_DIRECTIONS) {
    const area = machining.faceArea[direction];
    if (area !== undefined) faceArea[direction] = area * SQUARE_INCH_MM2;
  }
  const pocket = machining.narrowPocket;
  return {
    ...scaled,
    machining: {
      setups: machining.setups,
      faceArea,
      fiveAxisArea: machining.fiveAxisArea * SQUARE_INCH_MM2,
      unreachableArea: machining.unreachableArea * SQUARE_INCH_MM2,
      narrowPocket: pocket ? { depth: pocket.depth * 25.4, width: pocket.width * 25.4, area: pocket.area * SQUARE_INCH_MM2 } : null,
    },
  };
}

/** `amount × percent / 100`, to the fen, halves up (a negative percentage rounds towards zero's side the same way). */
const percentOf = (amount: number, percent: number): number => Math.round((amount * (100 + percent)) / 100) - amount;

/** A length (mm) rounded up to the next multiple of `step`, a float's noise below a whole step not counting as one more. */
export function stockSide(length: number, allowance: number, step: number): number {
  return Math.ceil((length + 2 * allowance) / step - 1e-6) * step;
}

interface Making {
  material: number;
  process: number;
  /** Fen the line shares by its quantity (set-ups, or master and moulds), before the division. */
  shared: number;
  facts: Omit<LineBreakdown['facts'], 'volume' | 'rate' | 'sharedTotal' | 'minimumFen' | 'minimumPer' | 'leadPercent' | 'finishPercent'>;
}

function printMaking(model: PrintModel, pricePerCm3: number, part: PartGeometry): Making {
  const volumeCm3 = part.volume / 1000;
  const material = Math.round(volumeCm3 * pricePerCm3);
  if (model.machine.by === 'height') {
    const buildHeight = Math.min(part.bbox.x, part.bbox.y, part.bbox.z);
    return { material, process: Math.round(buildHeight * model.machine.fenPerMm), shared: 0, facts: { buildHeight } };
  }
  const packedBox = (part.bbox.x * part.bbox.y * part.bbox.z) / 1000;
  return { material, process: Math.round(packedBox * model.machine.fenPerCm3), shared: 0, facts: { packedBox } };
}

function cncMaking(model: CncModel, pricePerCm3: number, part: PartGeometry): Making | ManualReason {
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

function castMaking(model: CastModel, pricePerCm3: number, part: PartGeometry, quantity: number): Making {
  const volumeCm3 = part.volume / 1000;
  const wall = 2 * model.mould.wallMm;
  const mouldVolume = ((part.bbox.x + wall) * (part.bbox.y + wall) * (part.bbox.z + wall)) / 1000;
  const perMould = Math.round(mouldVolume * model.mould.fenPerCm3) + model.mould.labourFen;
  const moulds = Math.ceil(quantity / model.mould.castings);
  const master = Math.round(volumeCm3 * model.master.fenPerCm3) + model.master.fixedFen;
  return {
    material: Math.round(volumeCm3 * pricePerCm3),
    process: model.castingFen,
    shared: master + moulds * perMould,
    facts: { moulds, castingsPerMould: model.mould.castings },
  };
}

function makingOf(model: CostModel, pricePerCm3: number, part: PartGeometry, quantity: number): Making | ManualReason {
  switch (model.kind) {
    case 'print':
      return printMaking(model, pricePerCm3, part);
    case 'cnc':
      return cncMaking(model, pricePerCm3, part);
    case 'cast':
      return castMaking(model, pricePerCm3, part, quantity);
  }
}

const PROCESS_KIND = { print: 'print', cnc: 'cnc', cast: 'cast' } as const;

/**
 * The price per part of `quantity` parts of `geometry` (in the mesh's units, as measured) in a
 * material whose `pricing` has a `model`, with the part's choices, and how it is made up; or why
 * it must be quoted by hand. See the module's note for the order of the steps.
 */
export function modelledPrice(
  material: { pricePerCm3: number; minPrice: number; leadDays: number },
  pricing: MaterialPricing & { model: CostModel },
  geometry: PartGeometry,
  quantity: number,
  options: PartOptions,
): ModelledPrice {
  const part = geometryInMillimetres(geometry, options.units);
  const { model } = pricing;
  const making = makingOf(model, material.pricePerCm3, part, quantity);
  if (typeof making === 'string') return { manual: true, reason: making };
  const setupOrTooling = Math.round(making.shared / quantity);
  const base = making.material + making.process + setupOrTooling;
  const minimum = model.minimumPer === 'part' ? Math.max(0, material.minPrice - base) : Math.max(0, Math.ceil(material.minPrice / quantity) - base);
  const made = base + minimum;
  const finish: FinishOption | undefined = options.finish === null ? undefined : pricing.finishes.find((candidate) => candidate.id === options.finish);
  const finishFen = finish ? percentOf(made, finish.percent) + finish.perPart + Math.round((part.area * finish.perCm2) / 100) : 0;
  const lead = pricing.leadTimes.find((candidate) => candidate.kind === options.leadTime) ?? { adjustPercent: 0 };
  const leadFen = percentOf(made + finishFen, lead.adjustPercent);
  const unitPrice = made + finishFen + leadFen;
  const shared = model.kind === 'cnc' ? { setup: setupOrTooling, tooling: 0 } : { setup: 0, tooling: setupOrTooling };
  return {
    manual: false,
    unitPrice,
    breakdown: {
      model: PROCESS_KIND[model.kind],
      material: making.material,
      process: making.process,
      ...shared,
      finish: finishFen,
      minimum,
      lead: leadFen,
      facts: {
        volume: part.volume / 1000,
        rate: material.pricePerCm3,
        ...making.facts,
        sharedTotal: making.shared,
        minimumFen: material.minPrice,
        minimumPer: model.minimumPer,
        ...(finish ? { finishPercent: finish.percent } : {}),
        leadPercent: lead.adjustPercent,
      },
    },
  };
}
