import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { printabilityMessages } from './areas/printability.ts';

/** Translator of the printability findings, which load with the findings rather than with the page. */
export const t = makeT({ ...coreMessages, ...printabilityMessages });
