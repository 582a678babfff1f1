import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { loginMessages } from './areas/login.ts';

/** Translator of the login form. */
export const t = makeT({ ...coreMessages, ...loginMessages });
