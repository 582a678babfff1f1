/**
 * Which files of a quotation count in a price the customer is shown (the live estimate, the
 * comparison of materials, the coupon offer of step 3): a part larger than every machine of the
 * factory (无法报价: the server refuses it), a part the browser found cannot be made in the
 * material (无法制造: step 3 refuses it) and a broken file (a STEP cut short: nobody can quote it)
 * are ordered by nobody, so they show no price and add to nothing.
 */
import type { DrawingFile, Geometry } from '../wire/files.ts';
import type { PartOptions } from '../wire/quotes.ts';
import { keptPartsOf } from './assembly-draft.ts';
import { assemblyPartsOf, oversizeText, type Sides } from './geometry/part-fit.ts';
import { figuresInMillimetres } from './inch-units.ts';
import { isBroken } from './measure-codes.ts';

/** Why a file counts in no price: too large for every machine, cannot be made in the material, or broken. */
export type Refusal = 'oversize' | 'cannotMake' | 'broken';

/**
 * Why no machine of `volumes` can make the file (oversizeText), as the server judges it, in
 * millimetres after its `units` (a STEP or IGES file is measured in millimetres whatever the
 * choice says): an assembly asked as its parts list part by part, any other file by its bounding
 * box. Null when it fits, or when it was not measured.
 */
export function oversizeOf(
  file: { name: string; format?: string | undefined; parts?: DrawingFile['parts'] },
  geometry: Geometry | null,
  units: PartOptions['units'] | undefined,
  volumes: readonly Sides[],
  choice: unknown,
): string | null {
  if (geometry === null) return null;
  const own = file.format === 'step' || file.format === 'iges' || /\.(?:step|stp|iges|igs)$/i.test(file.name) ? 'mm' : (units ?? 'mm');
  const kept = file.parts ? keptPartsOf({ parts: file.parts }, choice) : undefined;
  if (kept === undefined || file.parts === undefined) return oversizeText(file.name, figuresInMillimetres(geometry, own).bbox, volumes);
  for (const part of assemblyPartsOf(file.name, file.parts, kept)) {
    const refusal = oversizeText(part.name, figuresInMillimetres({ ...geometry, bbox: part.bbox }, own).bbox, volumes);
    if (refusal !== null) return refusal;
  }
  return null;
}

export interface RefusalFacts {
  /** The build volumes of the factory's machines (machineVolumes); empty when not known (nothing is judged too large). */
  volumes: readonly Sides[];
  /** Files the browser judged cannot be made in the material, by server file id. */
  cannotMake: ReadonlySet<number>;
  /** Each file's units (a mesh declared in inches is judged at 25.4 × its size). */
  unitsOf: (fileId: number) => PartOptions['units'] | undefined;
  /** The draft's assembly choices, by file id. */
  assemblies?: Readonly<Record<string, unknown>> | undefined;
}

/** Why `file` counts in no price, or null when it counts. */
export function refusalOf(file: DrawingFile, facts: RefusalFacts): Refusal | null {
  if (isBroken(file.warnings)) return 'broken';
  if (oversizeOf(file, file.geometry, facts.unitsOf(file.id), facts.volumes, facts.assemblies?.[String(file.id)]) !== null) return 'oversize';
  if (facts.cannotMake.has(file.id)) return 'cannotMake';
  return null;
}

/** The files that count in a price (refusalOf is null), and how many do not. */
export function countedFiles<F extends DrawingFile>(files: readonly F[], facts: RefusalFacts): { counted: F[]; refused: number } {
  const counted = files.filter((file) => refusalOf(file, facts) === null);
  return { counted, refused: files.length - counted.length };
}
