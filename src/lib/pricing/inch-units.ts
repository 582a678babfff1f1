/**
 * A part's units: a mesh has none, so the customer may declare it in inches (a quotation choice),
 * and every figure shown or priced of it is then the converted one. Small enough for the pages'
 * first load (in the checkout chunk); the choices themselves are in part-options.ts.
 */
import type { Machining, Support } from '../../wire/files.ts';
import type { PartOptions } from '../../wire/quotes.ts';
import { isRecord } from '../json-guard.ts';

/** mm³ in a cubic inch (25.4³, exact) and mm² in a square inch (25.4², exact). */
export const CUBIC_INCH_MM3 = 16_387.064;
export const SQUARE_INCH_MM2 = 645.16;

/** The volume (mm³) and surface (mm²) of a mesh measured in `units`: an inch mesh's figures scaled to millimetres. */
export function inMillimetres(geometry: { volume: number; area: number }, units: PartOptions['units']): { volume: number; area: number } {
  return units === 'inch' ? { volume: geometry.volume * CUBIC_INCH_MM3, area: geometry.area * SQUARE_INCH_MM2 } : { volume: geometry.volume, area: geometry.area };
}

/** What a part's price depends on of its measurement: volume mm³, surface mm², bounding box mm and, when analysed, how it can be machined. */
export interface PartGeometry {
  volume: number;
  area: number;
  bbox: { x: number; y: number; z: number };
  machining?: Machining | undefined;
  /** When analysed, the support a print needs along each build direction (mm², mm³). */
  support?: Support | undefined;
}

/**
 * A part's measured figures (volume, surface, bounding box) in millimetres when its mesh is in
 * `units`: what a page or a document shows of a part declared in inches (its machining figures
 * too: modelled-price.ts converts them with the rest for the price).
 */
export function figuresInMillimetres<G extends PartGeometry>(geometry: G, units: PartOptions['units']): G {
  if (units !== 'inch') return geometry;
  const { x, y, z } = geometry.bbox;
  return { ...geometry, ...inMillimetres(geometry, units), bbox: { x: x * 25.4, y: y * 25.4, z: z * 25.4 } };
}

/** Whether a part's stored choices declare it in inches (a quick look, before the choices are read as a whole). */
export const declaredInInches = (stored: unknown): boolean => isRecord(stored) && stored['units'] === 'inch';

