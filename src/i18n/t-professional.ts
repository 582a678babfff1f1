import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { uploadMessages } from './areas/upload.ts';
import { uploadItemMessages } from './areas/upload-items.ts';
import { professionalMessages } from './areas/professional.ts';

/** Translator of professional orders and their drawings. */
export const t = makeT({ ...coreMessages, ...uploadMessages, ...uploadItemMessages, ...professionalMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
