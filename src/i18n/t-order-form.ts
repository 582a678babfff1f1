import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { orderFormMessages } from './areas/order-form.ts';

/** Translator of the shared order form parts: address, remarks, coupon eligibility. */
export const t = makeT({ ...coreMessages, ...orderFormMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
