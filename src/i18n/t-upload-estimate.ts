import { makeT } from './translate.ts';
import { uploadEstimateMessages } from './areas/upload-estimate.ts';

/** Translator of step 2's live estimate (its lazy panel). */
export const t = makeT(uploadEstimateMessages);
