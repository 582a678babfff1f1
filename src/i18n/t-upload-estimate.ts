import { makeT } from './translate.ts';
import { uploadMessages } from './areas/upload.ts';
import { uploadEstimateMessages } from './areas/upload-estimate.ts';

/** Translator of the upload step's live estimate (the uploader's texts and its own). */
export const t = makeT({ ...uploadMessages, ...uploadEstimateMessages });
