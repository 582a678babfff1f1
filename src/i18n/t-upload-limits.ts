import { makeT } from './translate.ts';
import { uploadLimitMessages } from './areas/upload-limits.ts';

/** Translator of the messages for refused files (limit-messages.ts). */
export const t = makeT(uploadLimitMessages);
