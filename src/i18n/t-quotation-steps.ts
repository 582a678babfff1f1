import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { quotationStepMessages } from './areas/quotation-steps.ts';

/** Translator of the quotation stepper and its step gate, so the upload step does without the other quotation texts. */
export const t = makeT({ ...coreMessages, ...quotationStepMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
