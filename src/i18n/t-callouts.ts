import { makeT } from './translate.ts';
import { calloutMessages } from './areas/callouts.ts';

/** Translator of a part's drawing and call-outs and of 需工程师确认 (lazy parts of the quotation steps, order detail, 报价单). */
export const t = makeT(calloutMessages);
