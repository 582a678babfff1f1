import type { DrawingFile } from '../../wire/files.ts';
import { pickedUpload, type UploadItem } from './upload-draft.ts';

/** For tests: a server file `part-<id>.stl` of a 10 mm cube (patch what a test needs otherwise). */
export const drawingFile = (id: number, patch: Partial<DrawingFile> = {}): DrawingFile => ({
  id,
  name: `part-${id}.stl`,
  size: 684,
  format: 'stl',
  geometry: { volume: 1000, area: 600, bbox: { x: 10, y: 10, z: 10 }, triangles: 12 },
  warnings: [],
  createdAt: '2026-11-21T02:00:00.000Z',
  ...patch,
});

/** For tests: a picked `<key>.stl` waiting for its upload (patch its later state). */
export const uploadItem = (key: string, patch: Partial<UploadItem> = {}): UploadItem => ({ ...pickedUpload(key, `${key}.stl`, 684, 'stl'), ...patch });
