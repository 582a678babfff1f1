import { makeT } from './translate.ts';
import { priceBreakdownMessages } from './areas/price-breakdown.ts';

/** Translator of a line's price breakdown and its cheaper alternatives (lazy parts of the quotation, the 报价单 and the order detail). */
export const t = makeT(priceBreakdownMessages);
