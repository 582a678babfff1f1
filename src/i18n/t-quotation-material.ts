import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { quotationMaterialMessages } from './areas/quotation-material.ts';
import { quotationStepMessages } from './areas/quotation-steps.ts';

/** Translator of quotation step 1 (processes and materials), without the texts of the later steps. */
export const t = makeT({ ...coreMessages, ...quotationStepMessages, ...quotationMaterialMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
