import { makeT } from './translate.ts';
import { assemblyMessages } from './areas/assembly.ts';

/** Translator of an assembly's parts list (lazy parts of the quotation steps, order detail, 报价单). */
export const t = makeT(assemblyMessages);
