import { makeT } from './translate.ts';
import { meshWarningMessages } from './areas/mesh-warnings.ts';

/** Translator of the measurement warnings (loaded with the warnings' list). */
export const t = makeT(meshWarningMessages);
