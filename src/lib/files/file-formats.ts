/**
 * What files the shop stores, for which use, and how large: drawings (meshes and CAD, for quotes
 * and orders) everywhere, and for a design request's references also pictures and PDF documents.
 * Zod-free, so pages can state the same limits the server enforces.
 */
import { DRAWING_EXTENSIONS, UPLOAD_LIMITS, drawingFormatOf } from './quotation-rules.ts';

/**
 * Drawing formats measured and priced at once, with a 3D preview: meshes in the browser and on the
 * server, STEP and IGES by the CAD worker and the server. The estimate (estimate-volume.ts) and the
 * platform home's words about formats are both made from this list.
 */
export const INSTANT_QUOTE_FORMATS = ['stl', 'obj', '3mf', 'step', 'iges'] as const satisfies readonly DrawingFileFormat[];
/** Drawing formats nothing measures: an engineer quotes them by hand. */
export const MANUAL_QUOTE_FORMATS = ['zip'] as const satisfies readonly DrawingFileFormat[];

/** What the pages call each drawing format. */
export const DRAWING_FORMAT_NAMES: Readonly<Record<DrawingFileFormat, string>> = { stl: 'STL', obj: 'OBJ', '3mf': '3MF', step: 'STEP', iges: 'IGES', zip: 'ZIP 压缩包' };

/** Whether nothing in a file of `format` is measured, so that an engineer quotes it (ZIP). */
export const isManualQuoteFormat = (format: string | null): boolean => (MANUAL_QUOTE_FORMATS as readonly string[]).includes(format ?? '');

/** The formats' names as a list in a sentence: 「STL、OBJ、3MF」. */
export const formatNames = (formats: readonly DrawingFileFormat[]): string => formats.map((format) => DRAWING_FORMAT_NAMES[format]).join('、');

/** Extensions of reference files beyond drawings, and the format each is stored as (by its content). */
export const REFERENCE_EXTENSIONS = { jpg: 'jpg', jpeg: 'jpg', png: 'png', webp: 'webp', pdf: 'pdf' } as const;
type ReferenceExtension = keyof typeof REFERENCE_EXTENSIONS;
export type ReferenceFormat = (typeof REFERENCE_EXTENSIONS)[ReferenceExtension];
export type DrawingFileFormat = (typeof DRAWING_EXTENSIONS)[keyof typeof DRAWING_EXTENSIONS];
export type FileFormat = DrawingFileFormat | ReferenceFormat;

export const REFERENCE_FORMATS: readonly ReferenceFormat[] = ['jpg', 'png', 'webp', 'pdf'];

/** What an upload is for: a drawing to quote or order, or a reference for the designers. */
export type UploadPurpose = 'drawing' | 'reference';

/** A picture or PDF is at most this large (a phone photo or a scanned sketch fits easily). */
export const REFERENCE_MAX_BYTES = 20 * 1024 * 1024;

export function isReferenceFormat(format: string | null): format is ReferenceFormat {
  return format === 'jpg' || format === 'png' || format === 'webp' || format === 'pdf';
}

/** The format a file name stands for in an upload of `purpose`, or null when it is not accepted there. */
export function fileFormatOf(name: string, purpose: UploadPurpose): FileFormat | null {
  const drawing = drawingFormatOf(name);
  if (drawing !== null || purpose === 'drawing') return drawing;
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return isReferenceExtension(extension) ? REFERENCE_EXTENSIONS[extension] : null;
}

function isReferenceExtension(extension: string): extension is ReferenceExtension {
  return Object.hasOwn(REFERENCE_EXTENSIONS, extension);
}

/** Largest accepted size of one file of this format. */
export function maxBytesOf(format: FileFormat): number {
  return isReferenceFormat(format) ? REFERENCE_MAX_BYTES : UPLOAD_LIMITS.maxBytes;
}

/** The file input's `accept` for an upload of `purpose`. */
export function acceptedExtensions(purpose: UploadPurpose): string {
  const drawings = Object.keys(DRAWING_EXTENSIONS);
  const all = purpose === 'reference' ? [...drawings, ...Object.keys(REFERENCE_EXTENSIONS)] : drawings;
  return all.map((extension) => `.${extension}`).join(',');
}

/** A mesh format, which the 3D preview draws as it is (not detect-format's: that module brings the STL reader along). */
export function isMeshPreview(format: FileFormat | null): format is 'stl' | 'obj' | '3mf' {
  return format === 'stl' || format === 'obj' || format === '3mf';
}

/** A STEP or IGES file the server has measured (`measured`): the CAD worker makes its triangles again for a 3D preview. */
export const isCadPreview = (format: FileFormat | null, measured: boolean): format is 'step' | 'iges' => measured && (format === 'step' || format === 'iges');

/**
 * Whether a file has a 3D preview: a mesh always, a STEP or IGES file once the server has measured
 * it. The previews themselves (components/preview/sources.ts) load when one is opened.
 */
export const hasMeshPreview = (format: FileFormat | null, measured = false): boolean => isMeshPreview(format) || isCadPreview(format, measured);
