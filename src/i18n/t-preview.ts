import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { previewMessages } from './areas/preview.ts';

/** Translator of the 3D preview dialog, which loads with the dialog rather than with the page. */
export const t = makeT({ ...coreMessages, ...previewMessages });
