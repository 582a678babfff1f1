import { drawingFormatOf } from '../files/quotation-rules.ts';
import { detectStlEncoding } from './stl.ts';
import type { DrawingFormat, MeshFormat } from './types.ts';

/**
 * The drawing format of a file, by its extension (any case), checked against its first bytes
 * where that is cheap and certain: 3MF and ZIP must be zip archives and STEP must carry its
 * ISO-10303-21 header. A name without a known extension is recognised by content (zip,
 * STEP, STL by the binary size rule or an ASCII `solid … facet` start). Null: not a drawing
 * this shop accepts. Whether an STL, OBJ or IGES file is intact is for `measureMesh` to say.
 */
export function detectFormat(name: string, bytes: Uint8Array): DrawingFormat | null {
  // The accepted extensions are the uploader's table, so browser, worker and server agree.
  const claimed: DrawingFormat | null = drawingFormatOf(name);
  if (claimed === '3mf' || claimed === 'zip') return isZip(bytes) ? claimed : null;
  if (claimed === 'step') return isStep(bytes) ? 'step' : null;
  if (claimed) return claimed;
  if (isZip(bytes)) return 'zip';
  if (isStep(bytes)) return 'step';
  if (detectStlEncoding(bytes)) return 'stl';
  return null;
}

/** Whether this module can measure the format (the others get a manual quote). */
export function isMeshFormat(format: DrawingFormat | null): format is MeshFormat {
  return format === 'stl' || format === 'obj' || format === '3mf';
}

function isZip(bytes: Uint8Array): boolean {
  // A local file header, or the end record of an empty archive.
  return bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6));
}

function isStep(bytes: Uint8Array): boolean {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const head = new TextDecoder('latin1').decode(bytes.subarray(bom, bom + 256));
  return head.trimStart().startsWith('ISO-10303-21');
}
