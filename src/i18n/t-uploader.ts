import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { uploadMessages } from './areas/upload.ts';

/**
 * Translator of the shared uploader's frame alone (its file rows: t-upload-items): without the
 * quotation steps' texts (t-upload), so that a professional order or a design request does not
 * load them (and the catalogue calls they share a chunk with) for the uploader.
 */
export const t = makeT({ ...coreMessages, ...uploadMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
