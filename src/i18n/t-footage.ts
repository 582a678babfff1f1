import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { footageMessages } from './areas/footage.ts';

/** Translator of the footage downloads. */
export const t = makeT({ ...coreMessages, ...footageMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
