import { makeT } from './translate.ts';
import { topUpButtonMessages } from './areas/top-up-button.ts';

/** Translator of the 余额充值 button alone: the dialog's texts come with the dialog. */
export const t = makeT(topUpButtonMessages);
