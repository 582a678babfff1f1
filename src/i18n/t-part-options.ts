import { makeT } from './translate.ts';
import { partOptionMessages } from './areas/part-options.ts';

/** Translator of the per-part choices, ship dates and the material comparison (lazy parts of the quotation steps). */
export const t = makeT(partOptionMessages);
