import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { quotationStepMessages } from './areas/quotation-steps.ts';
import { uploadMessages } from './areas/upload.ts';
import { uploadItemMessages } from './areas/upload-items.ts';

/** Translator of the shared uploader, the quotation's upload step and mesh warnings. */
export const t = makeT({ ...coreMessages, ...quotationStepMessages, ...uploadMessages, ...uploadItemMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
