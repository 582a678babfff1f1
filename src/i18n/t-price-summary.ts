import { makeT } from './translate.ts';
import { priceSummaryMessages } from './areas/price-summary.ts';

/** Translator of a price breakdown's folded title and sum, why a line waits for an engineer, and the estimate's cheaper ways (quotation steps 2 and 3). */
export const t = makeT(priceSummaryMessages);
