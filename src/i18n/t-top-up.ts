import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { topUpButtonMessages } from './areas/top-up-button.ts';
import { topUpMessages } from './areas/top-up.ts';

/** Translator of the 余额充值 dialog. */
export const t = makeT({ ...coreMessages, ...topUpButtonMessages, ...topUpMessages });
