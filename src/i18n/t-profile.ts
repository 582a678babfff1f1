import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { profileMessages } from './areas/profile.ts';

/** Translator of user center and member center. */
export const t = makeT({ ...coreMessages, ...profileMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
