import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { walletMessages } from './areas/wallet.ts';

/** Translator of coupons and the amount flow. */
export const t = makeT({ ...coreMessages, ...walletMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
