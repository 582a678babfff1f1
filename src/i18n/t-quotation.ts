import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { quotationMessages } from './areas/quotation.ts';

/** Translator of the quotation steps and the 3D preview (the uploader has t-upload.ts, the address and remarks t-order-form.ts). */
export const t = makeT({ ...coreMessages, ...quotationMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
