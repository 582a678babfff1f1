import { isCadPreview, isMeshPreview, type FileFormat } from '~/lib/files/file-formats';
import type { PreviewRegion, PreviewSource } from './PreviewDialog';

/**
 * A preview of a file the customer picked (its bytes are in memory); null unless it is a mesh.
 * `highlight`: triangles (in the file's order) to colour, such as its thin walls.
 */
export function previewOfPicked(key: string, file: File, format: FileFormat | null, highlight: Uint32Array | null = null, regions: Regions = {}): PreviewSource | null {
  if (!isMeshPreview(format)) return null;
  return { id: `picked:${key}:${file.size}:${file.lastModified}`, name: file.name, format, load: () => file.arrayBuffer(), highlight, ...regions };
}

/** Coloured groups and their legend's heading, when the preview has them. */
export type Regions = { regions?: readonly PreviewRegion[]; regionsTitle?: string };

/**
 * A preview of a stored file, downloaded when the preview opens; null unless it is a mesh, or a
 * STEP or IGES file the server measured (its triangles made again by the CAD worker).
 */
export function previewOfStored(file: { id: number; name: string; format: FileFormat; geometry?: unknown }, highlight: Uint32Array | null = null, regions: Regions = {}): PreviewSource | null {
  const { id, name, format } = file;
  // The transport is imported with the preview, not with the page.
  const download = async (signal: AbortSignal) => {
    const { downloadStoredFile } = await import('~/components/uploader/upload');
    return (await downloadStoredFile(id, { signal })).arrayBuffer();
  };
  if (isCadPreview(format, file.geometry != null)) {
    const load = async (signal: AbortSignal) => (await import('./cad-preview')).cadPreviewMesh(name, await download(signal), signal);
    return { id: `stored:${id}`, name, format: 'stl', load, highlight, ...regions };
  }
  if (!isMeshPreview(format)) return null;
  return { id: `stored:${id}`, name, format, load: download, highlight, ...regions };
}
