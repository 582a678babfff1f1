import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { invoicesMessages } from './areas/invoices.ts';

/** Translator of the invoices page: requests, saved titles and the request list. */
export const t = makeT({ ...coreMessages, ...invoicesMessages });
