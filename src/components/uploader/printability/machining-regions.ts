import type { Geometry } from '../../../wire/files.ts';
import type { PartOptions } from '../../../wire/quotes.ts';
import { t } from '../../price/messages.ts';
import { geometryInMillimetres } from '../../../lib/pricing/modelled-price.ts';
import { NARROW_POCKET_PACE } from '../../../lib/pricing/cnc.ts';
import { FIVE_AXIS, NARROW_FLAG, UNREACHABLE } from '../../../lib/geometry/machining/classes.ts';
import { directionOfMask } from '../../../lib/geometry/machining/setups.ts';
import { readMaterialPricing } from '../../../lib/pricing/material-pricing.ts';
import { formatFen } from '../../../lib/format/money.ts';
import { fixedText } from '../../../lib/format/number-text.ts';

/** Faces of a machined part the 3D preview colours, with what they cost. */
export interface MachiningRegion {
  kind: 'setup' | 'fiveAxis' | 'narrow' | 'unreachable';
  /** Triangles in the file's order. */
  triangles: Uint32Array;
  colour: string;
  label: string;
}

/** Colours of the second to sixth set-up (the first is the part's own colour), five-axis, narrow pockets and unreachable faces. */
const SETUP_COLOURS = ['#f59e0b', '#10b981', '#8b5cf6', '#0ea5e9', '#84cc16'];
const FIVE_AXIS_COLOUR = '#d946ef';
const NARROW_COLOUR = '#e5484d';
const UNREACHABLE_COLOUR = '#1f2937';

/**
 * For a part in a CNC material (its cost model): the faces each set-up after the first machines,
 * the faces only a tilted tool reaches (five-axis), the deep narrow pocket and the faces no
 * straight tool reaches, each with what it costs, from the machining classes the measuring worker
 * gave each triangle. Empty for any other material, or without the figures.
 */
export function machiningRegions(classes: Uint8Array, geometry: Pick<Geometry, 'volume' | 'area' | 'bbox' | 'machining'>, material: { pricing?: unknown }, units: PartOptions['units']): MachiningRegion[] {
  const model = readMaterialPricing(material.pricing)?.model;
  const machining = geometry.machining;
  if (model?.kind !== 'cnc' || !machining) return [];
  const inMm = geometryInMillimetres({ ...geometry, machining }, units).machining ?? machining;
  const fiveAxis = machining.fiveAxisArea > 0;
  const factor = (100 + (fiveAxis ? model.fiveAxisPercent : 0)) / 100;
  const groups = new Map<string, number[]>();
  const add = (key: string, triangle: number): void => {
    const list = groups.get(key);
    if (list) list.push(triangle);
    else groups.set(key, [triangle]);
  };
  for (let triangle = 0; triangle < classes.length; triangle++) {
    const value = classes[triangle] ?? 0;
    const cls = value & ~NARROW_FLAG;
    if (value & NARROW_FLAG) add('narrow', triangle);
    else if (cls === FIVE_AXIS) add('fiveAxis', triangle);
    else if (cls === UNREACHABLE) add('unreachable', triangle);
    else {
      const direction = directionOfMask(cls, machining.setups);
      if (direction !== null && direction !== machining.setups[0]) add(direction, triangle);
    }
  }
  const regions: MachiningRegion[] = [];
  // A turned part is held in the lathe's chuck, not in the mill's set-ups: none of them is coloured.
  const turned = machining.turned != null;
  machining.setups.forEach((direction, index) => {
    const triangles = groups.get(direction);
    if (index === 0 || !triangles || turned) return;
    const fee = formatFen(Math.round(model.setupFen * factor));
    regions.push({ kind: 'setup', triangles: Uint32Array.from(triangles), colour: SETUP_COLOURS[(index - 1) % SETUP_COLOURS.length] ?? '#f59e0b', label: t('machining.setup', { n: index + 1, face: t(`breakdown.face.${direction}`), fee }) });
  });
  const fiveAxisTriangles = groups.get('fiveAxis');
  if (fiveAxisTriangles) regions.push({ kind: 'fiveAxis', triangles: Uint32Array.from(fiveAxisTriangles), colour: FIVE_AXIS_COLOUR, label: t('machining.fiveAxis', { percent: model.fiveAxisPercent }) });
  const narrow = groups.get('narrow');
  const pocket = inMm.narrowPocket;
  if (narrow && pocket) {
    const extraMinutes = ((pocket.area / 100) * (1 / NARROW_POCKET_PACE - 1)) / model.finishCm2PerMin;
    const fee = formatFen(Math.round(extraMinutes * model.machineFenPerMin * factor));
    regions.push({ kind: 'narrow', triangles: Uint32Array.from(narrow), colour: NARROW_COLOUR, label: t('machining.narrow', { depth: `${fixedText(pocket.depth, 1)} mm`, width: `${fixedText(pocket.width, 1)} mm`, fee }) });
  }
  const unreachable = groups.get('unreachable');
  if (unreachable) regions.push({ kind: 'unreachable', triangles: Uint32Array.from(unreachable), colour: UNREACHABLE_COLOUR, label: t('machining.unreachable') });
  return regions;
}
