import { makeT } from './translate.ts';
import { quotationGoneMessages } from './areas/quotation-gone.ts';

/** Translator of step 3's notice of files gone from the server (loaded with that notice only). */
export const t = makeT(quotationGoneMessages);
