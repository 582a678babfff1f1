/**
 * Which files of a quotation count in a price the customer is shown (the live estimate, the
 * comparison of materials, the coupon offer of step 3): a part larger than every machine of the
 * factory (无法报价: the server refuses it), a part the browser found cannot be made in the
 * material (无法制造: step 3 refuses it) and a broken file (a STEP cut short: nobody can quote it)
 * are ordered by nobody, so they show no price and add to nothing. Light on purpose (no sentence,
 * no table of machines): step 3 loads it with its first view. The sentence refusing a part too
 * large is estimate-refusals.ts's.
 */
import type { DrawingFile } from '../../wire/files.ts';
import type { PartOptions } from '../../wire/quotes.ts';
import { keptPartsOf } from '../drafts/assembly-draft.ts';
import { isBroken } from '../files/measure-codes.ts';

/** Why a file counts in no price: too large for every machine, cannot be made in the material, or broken. */
export type Refusal = 'oversize' | 'cannotMake' | 'broken';

/** A machine's build volume or a part's size, sides longest first (mm). */
type Sides = readonly number[];

const sidesOf = (size: { x: number; y: number; z: number }): number[] => [size.x, size.y, size.z].sort((a, b) => b - a);

/** Build volumes (mm) of processes, sides longest first, as the catalogue sends them (`buildVolume`); processes without one are left out. */
export const volumesOf = (processes: readonly { buildVolume?: { x: number; y: number; z: number } | undefined }[]): Sides[] =>
  processes.flatMap((process) => (process.buildVolume ? [sidesOf(process.buildVolume)] : []));

/** Whether a part of `size` (mm) fits one of `volumes` turned some way; true when none is known (nothing is judged). */
export const fitsSomeMachine = (size: { x: number; y: number; z: number }, volumes: readonly Sides[]): boolean => {
  const part = sidesOf(size);
  return volumes.length === 0 || volumes.some((volume) => part.every((side, index) => side <= (volume[index] ?? 0)));
};

export interface RefusalFacts {
  /** The build volumes of the factory's machines, sides longest first (machineVolumes, volumesOf); empty when not known. */
  volumes: readonly Sides[];
  /** Files the browser judged cannot be made in the material, by server file id. */
  cannotMake: ReadonlySet<number>;
  /** Each file's units (a mesh declared in inches is judged at 25.4 × its size). */
  unitsOf: (fileId: number) => PartOptions['units'] | undefined;
  /** The draft's assembly choices, by file id. */
  assemblies?: Readonly<Record<string, unknown>> | undefined;
}

/** Whether a measured file fits no machine, as the server judges it: an assembly asked as its parts list part by part, in mm after its units (a STEP or IGES file is in mm). */
function tooLarge(file: DrawingFile, facts: RefusalFacts): boolean {
  if (file.geometry === null) return false;
  const scale = file.format !== 'step' && file.format !== 'iges' && facts.unitsOf(file.id) === 'inch' ? 25.4 : 1;
  const inMm = (bbox: { x: number; y: number; z: number }) => ({ x: bbox.x * scale, y: bbox.y * scale, z: bbox.z * scale });
  const kept = file.parts ? keptPartsOf(file, facts.assemblies?.[String(file.id)]) : undefined;
  if (kept === undefined || file.parts === undefined) return !fitsSomeMachine(inMm(file.geometry.bbox), facts.volumes);
  const { parts } = file;
  return kept.some(({ part }) => {
    const found = parts[part];
    return found !== undefined && !fitsSomeMachine(inMm(found.geometry.bbox), facts.volumes);
  });
}

/** Why `file` counts in no price, or null when it counts. */
export function refusalOf(file: DrawingFile, facts: RefusalFacts): Refusal | null {
  if (isBroken(file.warnings)) return 'broken';
  if (tooLarge(file, facts)) return 'oversize';
  if (facts.cannotMake.has(file.id)) return 'cannotMake';
  return null;
}

/** The files that count in a price (refusalOf is null), and how many do not. */
export function countedFiles<F extends DrawingFile>(files: readonly F[], facts: RefusalFacts): { counted: F[]; refused: number } {
  const counted = files.filter((file) => refusalOf(file, facts) === null);
  return { counted, refused: files.length - counted.length };
}
