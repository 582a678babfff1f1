/**
 * Limits and rules of the quotation flow: the pages state and check them, and the wire shapes
 * (src/wire/quotes.ts, files.ts, professional-orders.ts) enforce them. Zod-free, so a page can
 * import them without the schema library.
 */

/** Parts of one file per order. */
export const QUANTITY_LIMITS = { min: 1, max: 10_000 } as const;

/** Upload limits, stated on the page and enforced by the server. */
export const UPLOAD_LIMITS = {
  /** Files of one quotation or professional-order draft (drawings of one order). */
  maxFiles: 20,
  /** Bytes of one file. */
  maxBytes: 100 * 1024 * 1024,
} as const;

/** Distinct parts of one assembly quoted as a parts list (a file with more is quoted as one part). */
export const MAX_ASSEMBLY_PARTS = 200;

/**
 * Fen of shipping on an order below the free-shipping threshold of the customer's member level
 * (the level table of the reference server says from what amount it is free).
 */
export const SHIPPING_FEE = 1_500;

/** Extensions the uploader accepts and the format each one is stored as. */
export const DRAWING_EXTENSIONS = {
  stl: 'stl',
  obj: 'obj',
  '3mf': '3mf',
  step: 'step',
  stp: 'step',
  iges: 'iges',
  igs: 'iges',
  zip: 'zip',
} as const;
export type DrawingExtension = keyof typeof DRAWING_EXTENSIONS;

/** The format a file name's extension (any case) stands for, or null when it is not accepted. */
export function drawingFormatOf(name: string): (typeof DRAWING_EXTENSIONS)[DrawingExtension] | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return isDrawingExtension(extension) ? DRAWING_EXTENSIONS[extension] : null;
}

function isDrawingExtension(extension: string): extension is DrawingExtension {
  return Object.hasOwn(DRAWING_EXTENSIONS, extension);
}
