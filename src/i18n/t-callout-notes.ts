import { makeT } from './translate.ts';
import { calloutNoteMessages } from './areas/callout-notes.ts';

/** Translator of the call-outs' button, badge and notes (quotation steps 2 and 3, the created order, the 报价单). */
export const t = makeT(calloutNoteMessages);
