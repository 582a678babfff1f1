/**
 * The sentence refusing a part larger than every machine of the factory, as the server refuses
 * it (the live estimate shows it on the part's line). Which files count in a price at all is
 * estimate-fit.ts's.
 */
import type { DrawingFile, Geometry } from '../../wire/files.ts';
import type { PartOptions } from '../../wire/quotes.ts';
import { keptPartsOf } from '../drafts/assembly-draft.ts';
import { assemblyPartsOf, oversizeText, type MachineVolume } from '../geometry/part-fit.ts';
import { figuresInMillimetres } from './inch-units.ts';

export { countedFiles, refusalOf, type Refusal, type RefusalFacts } from './estimate-fit.ts';

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
  volumes: readonly MachineVolume[],
  choice: unknown,
): string | null {
  if (geometry === null) return null;
  const own = file.format === 'step' || file.format === 'iges' ? 'mm' : (units ?? 'mm');
  const kept = file.parts ? keptPartsOf({ parts: file.parts }, choice) : undefined;
  if (kept === undefined || file.parts === undefined) return oversizeText(file.name, figuresInMillimetres(geometry, own).bbox, volumes);
  for (const part of assemblyPartsOf(file.name, file.parts, kept)) {
    const refusal = oversizeText(part.name, figuresInMillimetres({ ...geometry, bbox: part.bbox }, own).bbox, volumes);
    if (refusal !== null) return refusal;
  }
  return null;
}
