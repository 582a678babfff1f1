import type { CncModel } from '../../../wire/catalogue.ts';
import type { Geometry } from '../../../wire/files.ts';
import type { PartOptions } from '../../../wire/quotes.ts';
import { geometryInMillimetres } from '../../../lib/pricing/modelled-price.ts';
import { DEFAULT_MILLING, END_MILLS, millingDifficulty, REACH_DIAMETERS } from '../../../lib/pricing/cnc.ts';
import { NARROW_RATIO } from '../../../lib/geometry/machining/access.ts';
import { formatFen } from '../../../lib/format/money.ts';
import { shortText } from '../../../lib/format/short-text.ts';
import type { PrintabilityLine } from './printability-text.ts';
import { t } from './messages.ts';

/** A wall taller than this many times its thickness is past what most shops machine as a matter of course (10:1 in aluminium). */
export const USUAL_SLENDERNESS = 10;
/** Set-ups a part is usually cut in: from the top, then turned over. */
export const USUAL_SETUPS = 2;

const mm = (value: number): string => shortText(value, 1);
/** Up to the next tenth of a millimetre: a suggestion the part then meets. */
const upTo = (value: number): string => shortText(Math.ceil(value * 10 - 1e-6) / 10, 1);
const downTo = (value: number): string => shortText(Math.floor(value * 10 + 1e-6) / 10, 1);

/**
 * A machined part's findings past a shop's usual limits, in plain Chinese with what would make it
 * easier, for step 2 beside the printability findings: a wall more slender than 10:1, a pocket
 * deeper than three times its width, an internal radius whose tool must reach deeper than three
 * of its diameters, a pocket deeper than three diameters of the standard tool, more than two
 * set-ups. Past what the factory can do at all (its model's limits) a finding says 需工程师确认:
 * the line then has no price. Empty for a part not analysed, or turned on the lathe.
 */
export function machiningFindings(geometry: Pick<Geometry, 'volume' | 'area' | 'bbox' | 'machining'>, model: CncModel, units: PartOptions['units']): PrintabilityLine[] {
  if (!geometry.machining) return [];
  const machining = geometryInMillimetres({ ...geometry, machining: geometry.machining }, units).machining ?? geometry.machining;
  if (machining.turned) return [];
  const milling = model.milling ?? DEFAULT_MILLING;
  const { limits } = milling;
  const difficulty = millingDifficulty(machining, milling);
  const lines: PrintabilityLine[] = [];
  const add = (text: string, beyond: boolean): void => {
    lines.push({ severity: 'mayFail', label: t(beyond ? 'machining.finding.beyond' : 'machining.finding.hard'), text: beyond ? text + t('machining.finding.engineer') : text, region: false });
  };
  const wall = difficulty.wall;
  if (wall && wall.ratio > USUAL_SLENDERNESS) {
    add(
      t('machining.finding.wall', { height: mm(wall.height), thickness: mm(wall.thickness), ratio: shortText(wall.ratio, 1), usual: USUAL_SLENDERNESS, thicker: upTo(wall.height / USUAL_SLENDERNESS), lower: downTo(wall.thickness * USUAL_SLENDERNESS) }),
      wall.ratio > limits.slenderness,
    );
  }
  const narrow = machining.narrowPocket;
  if (narrow) {
    add(t('machining.finding.slot', { depth: mm(narrow.depth), width: mm(narrow.width), ratio: shortText(narrow.depth / narrow.width, 1), usual: NARROW_RATIO, wider: upTo(narrow.depth / NARROW_RATIO), shallower: downTo(narrow.width * NARROW_RATIO) }), false);
  }
  const corner = difficulty.corner;
  if (corner && corner.depth >= 1 && (corner.toolMm === null || corner.depth / corner.toolMm > REACH_DIAMETERS)) {
    // The radius whose end mill reaches the corner's depth in three diameters, and the depth the corner's own tool reaches so.
    const wanted = END_MILLS.find((size) => size >= corner.depth / REACH_DIAMETERS - 1e-9) ?? END_MILLS[END_MILLS.length - 1] ?? 20;
    const radius = wanted / 2;
    if (corner.toolMm === null) add(t('machining.finding.cornerTiny', { radius: mm(corner.radius), depth: mm(corner.depth), min: mm(limits.minRadiusMm), suggest: mm(Math.max(limits.minRadiusMm, radius)) }), true);
    else
      add(
        t('machining.finding.corner', { radius: mm(corner.radius), tool: mm(corner.toolMm), depth: mm(corner.depth), times: shortText(corner.depth / corner.toolMm, 1), suggest: mm(radius), shallower: downTo(corner.toolMm * REACH_DIAMETERS) }),
        corner.radius < limits.minRadiusMm || corner.depth / corner.toolMm > limits.reachDiameters,
      );
  }
  const pocket = difficulty.pocket;
  if (pocket && pocket.diameters > REACH_DIAMETERS) {
    add(t('machining.finding.reach', { depth: mm(pocket.depth), tool: mm(pocket.toolMm), reach: mm(pocket.toolMm * REACH_DIAMETERS) }), false);
  }
  if (machining.setups.length > USUAL_SETUPS) {
    const faces = machining.setups.map((face) => t(`machining.face.${face}`)).join('、');
    add(t('machining.finding.setups', { count: machining.setups.length, faces, fee: formatFen(model.setupFen) }), false);
  }
  return lines;
}
