/**
 * 真空复模, the cost model of a material whose `pricing.model.kind` is `cast`: the master (an SLA
 * print of the part: its resin by volume and its build height, finished for moulding) and the
 * silicone moulds (one per `castings` parts: the mould block, the part's box with `wallMm` of
 * silicone on every side, and the work of making it, more for a part of more complex shape)
 * shared by the quantity; resin by volume and the casting work per part. The figures and why:
 * docs/pricing.md.
 */
import type { CastModel } from '../../wire/catalogue.ts';
import type { PartGeometry } from './inch-units.ts';
import type { Making } from './making.ts';

/**
 * How complex a mould is to make, from the part's shape: its surface against its bounding box's
 * (1 for a block; pockets, ribs and holes raise it: more parting surface to cut, more vents and
 * cores), between 1 and `max`.
 */
export function mouldComplexity(part: PartGeometry, max: number): number {
  const { x, y, z } = part.bbox;
  const boxArea = 2 * (x * y + y * z + x * z);
  if (!(boxArea > 0)) return 1;
  return Math.min(max, Math.max(1, part.area / boxArea));
}

/** What one cast part of a line of `quantity` costs to make, `part` in millimetres. */
export function castMaking(model: CastModel, pricePerCm3: number, part: PartGeometry, quantity: number): Making {
  const volumeCm3 = part.volume / 1000;
  const wall = 2 * model.mould.wallMm;
  const mouldVolume = ((part.bbox.x + wall) * (part.bbox.y + wall) * (part.bbox.z + wall)) / 1000;
  const complexity = mouldComplexity(part, model.mould.complexityMax ?? 1);
  const perMould = Math.round(mouldVolume * model.mould.fenPerCm3) + Math.round(model.mould.labourFen * complexity);
  const moulds = Math.ceil(quantity / model.mould.castings);
  // The master is printed laid on its largest face, as an SLA part is (printing.ts).
  const buildHeight = Math.min(part.bbox.x, part.bbox.y, part.bbox.z);
  const master = Math.round(volumeCm3 * model.master.fenPerCm3) + Math.round(buildHeight * (model.master.fenPerMm ?? 0)) + model.master.fixedFen;
  return {
    material: Math.round(volumeCm3 * pricePerCm3),
    process: model.castingFen,
    shared: master + moulds * perMould,
    facts: { moulds, castingsPerMould: model.mould.castings, masterFen: master, complexity },
  };
}
