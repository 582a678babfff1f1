import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { quoteDocMessages } from './areas/quote-doc.ts';

/** Translator of the quotation document page: saving, the printed sheet, sharing and the list. */
export const t = makeT({ ...coreMessages, ...quoteDocMessages });
