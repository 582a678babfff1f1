import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { quotationMessages } from './areas/quotation.ts';
import { uploadMessages } from './areas/upload.ts';

/** Translator of the quotation steps, the uploader and the 3D preview. */
export const t = makeT({ ...coreMessages, ...quotationMessages, ...uploadMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
