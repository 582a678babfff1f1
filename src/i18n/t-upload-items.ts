import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { uploadMessages } from './areas/upload.ts';
import { uploadItemMessages } from './areas/upload-items.ts';

/**
 * Translator of the upload queue: its file rows and previews, beside the frame's texts. The frame
 * an empty draft draws alone (t-uploader) does not load the rows' texts.
 */
export const t = makeT({ ...coreMessages, ...uploadMessages, ...uploadItemMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
