import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { suggestMessages } from './areas/suggest.ts';

/** Translator of suggestions: the form, the list and a suggestion's detail. */
export const t = makeT({ ...coreMessages, ...suggestMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
