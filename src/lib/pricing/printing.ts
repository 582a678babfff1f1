/**
 * 打印 (SLA, SLS, MJF, FDM, SLM), the cost model of a material whose `pricing.model.kind` is
 * `print`: the material by the part's volume at the material's `pricePerCm3`; machine time by the
 * build height (the part laid on its largest face: its smallest side) or by the box it takes in
 * a packed powder bed. Nothing is shared by the quantity. The figures and why: docs/pricing.md.
 */
import type { PrintModel } from '../../wire/catalogue.ts';
import type { PartGeometry } from './inch-units.ts';
import type { Making } from './making.ts';

/** What one printed part costs to make, `part` in millimetres. */
export function printMaking(model: PrintModel, pricePerCm3: number, part: PartGeometry): Making {
  const volumeCm3 = part.volume / 1000;
  const material = Math.round(volumeCm3 * pricePerCm3);
  if (model.machine.by === 'height') {
    const buildHeight = Math.min(part.bbox.x, part.bbox.y, part.bbox.z);
    return { material, process: Math.round(buildHeight * model.machine.fenPerMm), shared: 0, facts: { buildHeight } };
  }
  const packedBox = (part.bbox.x * part.bbox.y * part.bbox.z) / 1000;
  return { material, process: Math.round(packedBox * model.machine.fenPerCm3), shared: 0, facts: { packedBox } };
}
