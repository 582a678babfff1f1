import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { cadMessages } from './areas/cad.ts';

/** Translator of a CAD file's row (stage, unit, reasons), which loads with the first CAD file rather than with the page. */
export const t = makeT({ ...coreMessages, ...cadMessages });

/** A key this translator knows. */
export type CadMessageKey = Parameters<typeof t>[0];
