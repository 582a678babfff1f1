import type { UploadItem } from '~/lib/drafts/upload-draft';
import { measureInWorker } from '~/lib/geometry/measure-in-worker';
import { keepCadMesh } from '../queue/cad-meshes';
import { keepRegions } from '../queue/printability-regions';

export interface MeasureItemHooks {
  signal: AbortSignal;
  /** The item as it is now: it may have been uploaded, replaced or removed meanwhile. */
  current: () => UploadItem | undefined;
  patch: (patch: Partial<UploadItem>) => void;
}

/**
 * Measures a picked file in its worker and writes what was found into its item: the figures and
 * warnings (unless the server has answered: its measurement stands), the printability summary,
 * and for a STEP or IGES file the stage its worker is in, its unit and the triangles its 3D
 * preview draws. Loaded with the transport, on the first pick.
 */
export async function measureItem(key: string, file: File, { signal, current, patch }: MeasureItemHooks): Promise<void> {
  const { result, printability, printabilitySummary, machiningClasses, cad } = await measureInWorker(file.name, file, {
    signal,
    // A CAD file's row says what its worker is doing: loading the parser (with its download), parsing, measuring.
    onProgress: (fraction, stage) => {
      if (stage && !signal.aborted) patch({ cadStage: { stage, percent: Math.floor(fraction * 100) } });
    },
  });
  const item = current();
  if (signal.aborted || !item) return;
  // Kept before the patches below re-render the row, so its 3D 预览 finds the triangles.
  if (cad) keepCadMesh(key, cad.mesh);
  if (item.cadStage || cad?.unit) patch({ cadStage: null, ...(cad?.unit && { sourceUnit: cad.unit }) });
  // The printability analysis is the browser's alone: the server does not make one. The full
  // analysis (with the triangles to colour) lives as long as the page; the draft keeps a summary.
  if (printability && printabilitySummary) {
    keepRegions(key, printability, machiningClasses ?? null);
    patch({ printability: printabilitySummary });
  }
  // Once the server has answered, its measurement stands.
  if (item.fileId !== null) return;
  if (result.ok) {
    const { volume, area, bbox, triangles, machining } = result.geometry;
    patch({ localGeometry: { volume, area, triangles, bbox: { x: bbox.x, y: bbox.y, z: bbox.z }, ...(machining ? { machining } : {}) }, warnings: result.warnings.map((warning) => warning.code) });
  } else if (result.error !== 'cancelled' && result.error !== 'unsupported') {
    patch({ warnings: [result.error] });
  }
}
