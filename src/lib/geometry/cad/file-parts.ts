import type { FilePart } from '../../../wire/files.ts';
import { MAX_ASSEMBLY_PARTS } from '../../files/quotation-rules.ts';
import { PRINTABILITY_MAX_TRIANGLES } from '../dfm/analyse.ts';
import { analyseMachining } from '../machining/analyse.ts';
import { MeshMeasurer } from '../mesh-measurer.ts';
import { measureSupport } from '../support.ts';
import type { WeldedMesh } from '../types.ts';
import { addTriangles, type CadBody, type CadModel } from './cad-model.ts';

/**
 * A CAD model's parts list (or a 3MF build's, its placed objects as bodies) as the file answer keeps it (`parts`): each distinct part with its
 * count per set and one piece's figures where it is first placed, with how that piece is machined
 * (its own set-ups, five-axis faces and narrow pockets, as a single part's file gets them), so a
 * machined part of an assembly is priced by its own shape, not the assembly's. Only for a file of
 * more than one body (a single body is the file itself), each part a solid with a volume, and no
 * more than `MAX_ASSEMBLY_PARTS` parts; otherwise undefined, and the file is priced as one part.
 * The machining analysis and the support a print needs (support.ts) are left out (the part is
 * then priced as one without them) once the parts' triangles together pass what the printability
 * checks analyse in one file.
 */
export function filePartsOf(model: Pick<CadModel, 'bodies' | 'parts'>): FilePart[] | undefined {
  const bodies = model.parts.reduce((sum, part) => sum + part.bodies.length, 0);
  if (bodies < 2 || model.parts.length > MAX_ASSEMBLY_PARTS) return undefined;
  const parts: FilePart[] = [];
  let analysed = 0;
  for (const part of model.parts) {
    const first = model.bodies[part.bodies[0] ?? -1];
    if (first === undefined || !(first.volume > 0)) return undefined;
    const { volume, area, bbox, triangles } = first;
    analysed += triangles;
    const machining = analysed <= PRINTABILITY_MAX_TRIANGLES ? machiningOf(first) : undefined;
    const support = analysed <= PRINTABILITY_MAX_TRIANGLES ? measureSupport(first.positions, first.indices) : undefined;
    parts.push({ name: part.name, count: part.bodies.length, geometry: { volume, area, bbox: { x: bbox.x, y: bbox.y, z: bbox.z }, triangles, ...(machining ? { machining } : {}), ...(support ? { support } : {}) } });
  }
  return parts;
}

/** One body's machining figures, analysed on its welded mesh as a file's are (quote-figures.ts); undefined when it does not weld. */
function machiningOf(body: CadBody) {
  const handed: { mesh: WeldedMesh | null } = { mesh: null };
  const measurer = new MeshMeasurer(body.indices.length / 3);
  addTriangles(measurer, body.positions, body.indices);
  const welded = measurer.finish({ onWeldedMesh: (mesh) => (handed.mesh = mesh) });
  if (!welded.ok || handed.mesh === null || handed.mesh.indices.length === 0) return undefined;
  return analyseMachining(handed.mesh.positions, handed.mesh.indices).figures;
}
