import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { professionalFormMessages } from './areas/professional-form.ts';

/** Translator of the new professional order's form: its words alone, not those of the orders' list and drawings (t-professional). */
export const t = makeT({ ...coreMessages, ...professionalFormMessages });
