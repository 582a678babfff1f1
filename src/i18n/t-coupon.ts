import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { couponMessages } from './areas/coupon.ts';

/** Translator of the coupon texts the coupon cards and the checkouts' coupon choice share. */
export const t = makeT({ ...coreMessages, ...couponMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
