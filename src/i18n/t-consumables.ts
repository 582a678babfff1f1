import { makeT } from './translate.ts';
import { consumablesMessages } from './areas/consumables.ts';
import { coreMessages } from './areas/core.ts';

/** Translator of the consumables catalogue, a consumable's page and the checkout. */
export const t = makeT({ ...coreMessages, ...consumablesMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
