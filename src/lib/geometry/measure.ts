import { measureCad, type CadReader } from './cad/measure-cad.ts';
import { detectFormat, isMeshFormat } from './detect-format.ts';
import { measureObj } from './obj.ts';
import { measureStl } from './stl.ts';
import { measureThreeMf } from './three-mf.ts';
import { type DrawingFormat, type MeasureOptions, type MeasureResult, type MeshFormat, MeshReadError } from './types.ts';

/**
 * Volume, surface area, bounding box and triangle count of a mesh in millimetres, with
 * warnings about its quality. Never throws: a damaged file is `{ ok: false, error }`.
 * Runs unchanged in a browser worker and in Node (no DOM, no Node APIs).
 */
export function measureMesh(bytes: Uint8Array | ArrayBuffer, format: MeshFormat, options: MeasureOptions = {}): MeasureResult {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  try {
    if (format === 'stl') return measureStl(data, options);
    if (format === 'obj') return measureObj(data, options);
    if (format === '3mf') return measureThreeMf(data, options);
    return { ok: false, error: 'unsupported', detail: `format ${String(format)}` };
  } catch (error) {
    if (error instanceof MeshReadError) return { ok: false, error: error.code, detail: error.message };
    // A RangeError from a typed array or an allocation failure on a hostile file is still the file's fault.
    return { ok: false, error: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
}

/** How a file of any format is measured: a mesh's options and, for STEP and IGES, the CAD reader. */
export interface MeasureFileOptions extends MeasureOptions {
  /** Reads STEP and IGES files; without it they are `unsupported` (the parser loads only for them). */
  cad?: CadReader | undefined;
}

/** Detects the format from the name and bytes, then measures it when it is a mesh (or CAD, given `options.cad`). */
export function measureFile(name: string, bytes: Uint8Array | ArrayBuffer, options: MeasureFileOptions = {}): { format: DrawingFormat | null; result: MeasureResult } {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const format = detectFormat(name, data);
  if ((format === 'step' || format === 'iges') && options.cad) return { format, result: measureCad(data, format, options.cad, options) };
  if (!isMeshFormat(format)) return { format, result: { ok: false, error: 'unsupported', detail: `format ${format ?? 'unknown'}` } };
  return { format, result: measureMesh(data, format, options) };
}
