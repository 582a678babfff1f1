import { makeT } from './translate.ts';
import { cartQuantityMessages, checkoutMessages } from './areas/consumables-checkout.ts';
import { coreMessages } from './areas/core.ts';

/**
 * Translator of the consumables checkout and the quantity box it shares with a consumable's
 * page: without the catalogue's texts, which the checkout never shows.
 */
export const t = makeT({ ...coreMessages, ...cartQuantityMessages, ...checkoutMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
