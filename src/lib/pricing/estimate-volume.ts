import type { DrawingFile } from '../../wire/files.ts';
import { UNMEASURABLE_CODES, isBroken } from '../files/measure-codes.ts';
import type { UploadItem } from '../drafts/upload-draft.ts';
import { isManualQuoteFormat } from '../files/file-formats.ts';

/**
 * What the estimate knows of a file's volume (mm³): measured (by the server once uploaded, else
 * by the browser), quoted by hand (ZIP, or a mesh or CAD file that cannot be measured), broken
 * (a STEP file cut short or not of mechanical CAD: nobody can quote it, it must be exported again),
 * or not known yet (the worker is still measuring).
 */
export type EstimateVolume =
  | { kind: 'measured'; volume: number; by: 'server' | 'browser' }
  | { kind: 'manual' }
  | { kind: 'broken' }
  | { kind: 'measuring' };

/** The volume to price `item` with: the server's measurement wins over the browser's. */
export function volumeOf(item: Pick<UploadItem, 'format' | 'fileId' | 'localGeometry' | 'warnings'>, fileList: readonly DrawingFile[]): EstimateVolume {
  const stored = item.fileId === null ? undefined : fileList.find((file) => file.id === item.fileId);
  if (isBroken(stored ? stored.warnings : item.warnings)) return { kind: 'broken' };
  if (stored) return stored.geometry ? { kind: 'measured', volume: stored.geometry.volume, by: 'server' } : { kind: 'manual' };
  if (isManualQuoteFormat(item.format)) return { kind: 'manual' };
  if (item.warnings.some((code) => UNMEASURABLE_CODES.has(code))) return { kind: 'manual' };
  if (item.localGeometry) return { kind: 'measured', volume: item.localGeometry.volume, by: 'browser' };
  return { kind: 'measuring' };
}
