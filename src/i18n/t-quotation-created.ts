import { makeT } from './translate.ts';
import { quotationCreatedMessages } from './areas/quotation-created.ts';

/** Translator of the quotation's 订单已提交 page. */
export const t = makeT(quotationCreatedMessages);
