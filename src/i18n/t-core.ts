import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';

/** Translator of shared pieces: the API client, list states, pagination, the guard. */
export const t = makeT({ ...coreMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
