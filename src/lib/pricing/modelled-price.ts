/**
 * What one part costs by how it is made (a material's `pricing.model`), the same in the browser
 * and the reference server. Each process's cost model is a module of its own (printing.ts,
 * cnc.ts, vacuum-casting.ts: what making one part costs); this one picks the model, then, for
 * each part: the minimum (per part, or the line's shared by its quantity) lifts what the making
 * costs; the finish adds its percentage of that, its fee per part and per cm²; the lead time adds
 * or takes its percentage of it all. Every amount is rounded to the fen, halves up; a shared
 * charge after its division; the line's minimum per part is rounded up, so the line never comes
 * to less than it. The parts add up to the price per part exactly (`breakdown`), and the line's
 * subtotal is that times the quantity, as for every other line. Every formula and figure, with
 * the breakdown's rows: docs/pricing.md.
 */
import type { CostModel, FinishOption, MaterialPricing } from '../../wire/catalogue.ts';
import type { Machining, Support } from '../../wire/files.ts';
import type { LineBreakdown, ManualReason, PartOptions } from '../../wire/quotes.ts';
import { CUBIC_INCH_MM3, figuresInMillimetres, SQUARE_INCH_MM2, type PartGeometry } from './inch-units.ts';
import { AXIS_DIRECTIONS } from '../geometry/machining/directions.ts';
import { printMaking } from './printing.ts';
import { cncMaking } from './cnc.ts';
import { castMaking } from './vacuum-casting.ts';
import type { Making } from './making.ts';

export type ModelledPrice = { manual: false; unitPrice: number; breakdown: LineBreakdown } | { manual: true; reason: ManualReason };

/** Every figure of a part in millimetres, its machining figures too, when its mesh is in `units`. */
export function geometryInMillimetres(geometry: PartGeometry, units: PartOptions['units']): PartGeometry {
  const scaled = supportInMillimetres(figuresInMillimetres(geometry, units), units);
  const { machining } = geometry;
  if (units !== 'inch' || machining === undefined) return scaled;
  const faceArea: Machining['faceArea'] = {};
  for (const direction of AXIS_DIRECTIONS) {
    const area = machining.faceArea[direction];
    if (area !== undefined) faceArea[direction] = area * SQUARE_INCH_MM2;
  }
  const narrow = machining.narrowPocket;
  const { pocket, wall, corner, turned } = machining;
  return {
    ...scaled,
    machining: {
      setups: machining.setups,
      faceArea,
      fiveAxisArea: machining.fiveAxisArea * SQUARE_INCH_MM2,
      unreachableArea: machining.unreachableArea * SQUARE_INCH_MM2,
      narrowPocket: narrow ? { depth: narrow.depth * 25.4, width: narrow.width * 25.4, area: narrow.area * SQUARE_INCH_MM2 } : null,
      ...(pocket !== undefined ? { pocket: pocket && { depth: pocket.depth * 25.4, width: pocket.width * 25.4, area: pocket.area * SQUARE_INCH_MM2, volume: pocket.volume * 25.4 ** 3 } } : {}),
      ...(wall !== undefined ? { wall: wall && { height: wall.height * 25.4, thickness: wall.thickness * 25.4, slenderArea: wall.slenderArea * SQUARE_INCH_MM2 } } : {}),
      ...(corner !== undefined ? { corner: corner && { radius: corner.radius * 25.4, depth: corner.depth * 25.4 } } : {}),
      ...(turned !== undefined ? { turned: turned && { ...turned, diameter: turned.diameter * 25.4, length: turned.length * 25.4 } } : {}),
    },
  };
}

/** A part's measured support (areas and volumes) in millimetres when its mesh is in `units`. */
function supportInMillimetres(geometry: PartGeometry, units: PartOptions['units']): PartGeometry {
  const { support } = geometry;
  if (units !== 'inch' || support === undefined) return geometry;
  const scaled: Support = {};
  for (const direction of AXIS_DIRECTIONS) {
    const need = support[direction];
    if (need !== undefined) scaled[direction] = { area: need.area * SQUARE_INCH_MM2, volume: need.volume * CUBIC_INCH_MM3 };
  }
  return { ...geometry, support: scaled };
}

/** `amount × percent / 100`, to the fen, halves up (a negative percentage rounds towards zero's side the same way). */
const percentOf = (amount: number, percent: number): number => Math.round((amount * (100 + percent)) / 100) - amount;

/** The model's making of one part: the dispatcher over the processes' modules. */
function makingOf(model: CostModel, pricePerCm3: number, part: PartGeometry, quantity: number, options: PartOptions): Making | ManualReason {
  switch (model.kind) {
    case 'print':
      return printMaking(model, pricePerCm3, part, options.infill);
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
  const making = makingOf(model, material.pricePerCm3, part, quantity, options);
  if (typeof making === 'string') return { manual: true, reason: making };
  const setupOrTooling = Math.round(making.shared / quantity);
  const base = making.material + making.process + (making.support ?? 0) + setupOrTooling;
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
      ...(making.support === undefined ? {} : { support: making.support }),
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
