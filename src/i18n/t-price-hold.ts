import { makeT } from './translate.ts';
import { priceHoldMessages } from './areas/price-hold.ts';

/** Translator of step 3's price validity and a quotation's re-priced difference. */
export const t = makeT(priceHoldMessages);
