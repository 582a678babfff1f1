import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { accountMessages } from './areas/account.ts';

/** Translator of login, person center, password, factory home. */
export const t = makeT({ ...coreMessages, ...accountMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
