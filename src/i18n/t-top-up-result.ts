import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { topUpResultMessages } from './areas/top-up-result.ts';

/** Translator of a top-up's payment result. */
export const t = makeT({ ...coreMessages, ...topUpResultMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
