import { makeT } from '../../../lib/format/translate.ts';
import { coreMessages } from '../../../core/messages.ts';
import { quotationStepMessages } from '../messages.ts';
import { uploadMessages } from '../../../components/uploader/messages.ts';
import { uploadItemMessages } from '../../../components/uploader/queue/item-messages.ts';



/** This folder's translator: its own texts and those it shows from coreMessages, quotationStepMessages, uploadMessages, uploadItemMessages. */
export const t = makeT({ ...coreMessages, ...quotationStepMessages, ...uploadMessages, ...uploadItemMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
