import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { addressBookMessages } from './areas/address-book.ts';

/** Translator of the address book: its card, form and picker. */
export const t = makeT({ ...coreMessages, ...addressBookMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
