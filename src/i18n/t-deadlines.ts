import { makeT } from './translate.ts';
import { deadlineMessages } from './areas/deadlines.ts';

/** Translator of an order's deadlines (countdowns in the order center, the order detail and the payment pages). */
export const t = makeT(deadlineMessages);
