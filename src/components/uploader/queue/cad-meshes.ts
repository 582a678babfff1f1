import type { Regions } from '~/components/preview/sources';
import type { PreviewSource } from '~/components/preview/PreviewDialog';

/**
 * The triangles the CAD worker made of each STEP or IGES file measured on this page (a binary
 * STL), by upload item key: what its 3D preview draws. Too large for the stored draft; after a
 * reload a stored file's preview asks the worker again.
 */
const meshes = new Map<string, ArrayBuffer>();

export function keepCadMesh(key: string, mesh: ArrayBuffer): void {
  meshes.set(key, mesh);
}

export function forgetCadMesh(key: string): void {
  meshes.delete(key);
}

/**
 * The 3D preview of a CAD file measured on this page: its triangles in the order measured, so
 * `highlight` colours the same ones; null when this page has none of it.
 */
export function cadPreviewOf(key: string, name: string, highlight: Uint32Array | null, regions: Regions = {}): PreviewSource | null {
  const mesh = meshes.get(key);
  return mesh ? { id: `cad:${key}:${mesh.byteLength}`, name, format: 'stl', load: () => Promise.resolve(mesh), highlight, ...regions } : null;
}
