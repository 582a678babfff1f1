import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { addressPickMessages } from './areas/address-pick.ts';

/** Translator of a checkout's choice from the address book (t-address-book has the whole book). */
export const t = makeT({ ...coreMessages, ...addressPickMessages });
