import type { FilePart } from '../../../wire/files.ts';
import { MAX_ASSEMBLY_PARTS } from '../../quotation-rules.ts';
import type { CadModel } from './cad-model.ts';

/**
 * A CAD model's parts list as the file answer keeps it (`parts`): each distinct part with its
 * count per set and one piece's figures where it is first placed. Only for a file of more than one
 * body (a single body is the file itself), each part a solid with a volume, and no more than
 * `MAX_ASSEMBLY_PARTS` parts; otherwise undefined, and the file is priced as one part.
 */
export function filePartsOf(model: CadModel): FilePart[] | undefined {
  const bodies = model.parts.reduce((sum, part) => sum + part.bodies.length, 0);
  if (bodies < 2 || model.parts.length > MAX_ASSEMBLY_PARTS) return undefined;
  const parts: FilePart[] = [];
  for (const part of model.parts) {
    const first = model.bodies[part.bodies[0] ?? -1];
    if (first === undefined || !(first.volume > 0)) return undefined;
    const { volume, area, bbox, triangles } = first;
    parts.push({ name: part.name, count: part.bodies.length, geometry: { volume, area, bbox: { x: bbox.x, y: bbox.y, z: bbox.z }, triangles } });
  }
  return parts;
}
