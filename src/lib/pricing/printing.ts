/**
 * 打印 (SLA, SLS, MJF, FDM, SLM), the cost model of a material whose `pricing.model.kind` is
 * `print`. The material by the volume printed: the part's, or for FDM (a `shell`) its walls and
 * top and bottom layers around the chosen infill. Machine time by the build height (the part laid
 * on its largest face: its smallest side), by the box it takes in a packed powder bed, or (FDM) by
 * the volume printed. Support (SLA, FDM, a `support`) under the faces overhanging more than 45°,
 * the part built along the direction of its smallest side that needs the least: the support's
 * material (and FDM's time to print it) and its removal, a row of its own (支撑). Nothing is
 * shared by the quantity. The figures and why: docs/pricing.md.
 */
import type { PrintModel } from '../../wire/catalogue.ts';
import type { AxisDirection, SupportNeed } from '../../wire/files.ts';
import { AXIS_DIRECTIONS } from '../geometry/machining/directions.ts';
import type { PartGeometry } from './inch-units.ts';
import type { Making } from './making.ts';

const AXIS_OF: Readonly<Record<AxisDirection, 'x' | 'y' | 'z'>> = { '+z': 'z', '-z': 'z', '+x': 'x', '-x': 'x', '+y': 'y', '-y': 'y' };

/**
 * The direction a part is built upwards along: one along its smallest side (it is laid on its
 * largest face), of those the one needing the least support (by volume, then overhang, then in
 * AXIS_DIRECTIONS' order); +z (or the first smallest side's) when its support was not measured.
 */
export function buildDirection(part: PartGeometry): { up: AxisDirection; need: SupportNeed | undefined } {
  const { bbox } = part;
  const smallest = Math.min(bbox.x, bbox.y, bbox.z);
  const candidates = AXIS_DIRECTIONS.filter((direction) => bbox[AXIS_OF[direction]] <= smallest * (1 + 1e-9));
  let up: AxisDirection = candidates[0] ?? '+z';
  let need = part.support?.[up];
  for (const direction of candidates) {
    const other = part.support?.[direction];
    if (other === undefined || need === undefined) continue;
    if (other.volume < need.volume - 1e-9 || (Math.abs(other.volume - need.volume) <= 1e-9 && other.area < need.area - 1e-9)) {
      up = direction;
      need = other;
    }
  }
  return { up, need };
}

/**
 * FDM's printed volume (mm³) of a part built upwards along `up` at `infill` %: its shell, the
 * side faces × `wallMm` and the top and bottom (twice the footprint, at most the whole surface)
 * × `topBottomMm`, never more than the part (a thin part is printed solid), plus the rest × infill.
 */
export function printedVolume(shell: NonNullable<PrintModel['shell']>, part: PartGeometry, up: AxisDirection, infill: number): number {
  const axis = AXIS_OF[up];
  const footprint = axis === 'z' ? part.bbox.x * part.bbox.y : axis === 'x' ? part.bbox.y * part.bbox.z : part.bbox.x * part.bbox.z;
  const topBottom = Math.min(part.area, 2 * footprint);
  const walls = Math.min(part.volume, (part.area - topBottom) * shell.wallMm + topBottom * shell.topBottomMm);
  return walls + ((part.volume - walls) * infill) / 100;
}

/** What one printed part costs to make, `part` in millimetres, FDM at `infill` % (its model's default when undefined). */
export function printMaking(model: PrintModel, pricePerCm3: number, part: PartGeometry, infill?: number): Making {
  const { machine } = model;
  if (machine.by === 'packedBox') {
    const packedBox = (part.bbox.x * part.bbox.y * part.bbox.z) / 1000;
    return { material: Math.round((part.volume / 1000) * pricePerCm3), process: Math.round(packedBox * machine.fenPerCm3), shared: 0, facts: { packedBox } };
  }
  const { up, need } = buildDirection(part);
  // The support's own volume (cm³) and its removal (fen), when the model prices support and it was measured.
  const supportCm3 = model.support && need ? (need.volume * model.support.densityPercent) / 100 / 1000 : 0;
  const removal = model.support && need ? Math.round((need.area / 100) * model.support.removalFenPerCm2) : 0;
  const supportFacts = (fen: number) => (model.support && need ? { support: fen, facts: { overhang: need.area / 100, supportVolume: supportCm3, buildUp: up } } : { support: undefined, facts: {} });
  if (machine.by === 'printedVolume') {
    const percent = model.shell ? (infill ?? model.shell.defaultInfill) : 100;
    const printed = (model.shell ? printedVolume(model.shell, part, up, percent) : part.volume) / 1000;
    const { support, facts } = supportFacts(Math.round(supportCm3 * (pricePerCm3 + machine.fenPerCm3)) + removal);
    return {
      material: Math.round(printed * pricePerCm3),
      process: Math.round(printed * machine.fenPerCm3),
      ...(support === undefined ? {} : { support }),
      shared: 0,
      facts: { printedVolume: printed, ...(model.shell ? { infill: percent } : {}), ...facts },
    };
  }
  const buildHeight = part.bbox[AXIS_OF[up]];
  const { support, facts } = supportFacts(Math.round(supportCm3 * pricePerCm3) + removal);
  return {
    material: Math.round((part.volume / 1000) * pricePerCm3),
    process: Math.round(buildHeight * machine.fenPerMm),
    ...(support === undefined ? {} : { support }),
    shared: 0,
    facts: { buildHeight, ...facts },
  };
}
