import { measureInWorker } from '~/lib/geometry/measure-in-worker';

/**
 * The triangles of a stored STEP or IGES file for its 3D preview (a binary STL), made by the
 * CAD worker as when it was picked. Loaded only when such a preview opens.
 */
export async function cadPreviewMesh(name: string, bytes: ArrayBuffer, signal: AbortSignal): Promise<ArrayBuffer> {
  const outcome = await measureInWorker(name, bytes, { signal, printability: false });
  if (!outcome.cad) throw new Error(`no triangles for ${name}`);
  return outcome.cad.mesh;
}
