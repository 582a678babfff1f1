import { makeT } from './translate.ts';
import { couponValueMessages } from './areas/coupon-values.ts';

/** Translator of a coupon's value and rules, so a checkout does without the coupon and ledger pages' texts. */
export const t = makeT({ ...couponValueMessages });
