/**
 * 真空复模, the cost model of a material whose `pricing.model.kind` is `cast`: the printed master
 * and the silicone moulds (one per `castings` parts) shared by the quantity; resin by volume and
 * the casting work per part. The figures and why: docs/pricing.md.
 */
import type { CastModel } from '../../wire/catalogue.ts';
import type { PartGeometry } from './inch-units.ts';
import type { Making } from './making.ts';

/** What one cast part of a line of `quantity` costs to make, `part` in millimetres. */
export function castMaking(model: CastModel, pricePerCm3: number, part: PartGeometry, quantity: number): Making {
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
