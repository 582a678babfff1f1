import { makeT } from './translate.ts';
import { coreMessages } from './areas/core.ts';
import { designMessages } from './areas/design-service.ts';

/** Translator of the design service's package purchase, package orders, design requests and my orders. */
export const t = makeT({ ...coreMessages, ...designMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
