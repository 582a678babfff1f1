import { makeT } from '../../../lib/format/translate.ts';
import { coreMessages } from '../../../core/messages.ts';
import { uploadMessages } from '../messages.ts';
import { uploadItemMessages } from './item-messages.ts';

/** This folder's translator: its own texts and those it shows from coreMessages, uploadMessages. */
export const t = makeT({ ...coreMessages, ...uploadMessages, ...uploadItemMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
