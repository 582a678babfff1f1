import { makeT } from './translate.ts';
import { catalogueMessages } from './areas/consumables.ts';
import { cartQuantityMessages } from './areas/consumables-checkout.ts';
import { coreMessages } from './areas/core.ts';

/** Translator of the consumables catalogue and a consumable's page. */
export const t = makeT({ ...coreMessages, ...catalogueMessages, ...cartQuantityMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
