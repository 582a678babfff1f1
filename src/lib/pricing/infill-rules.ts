/**
 * FDM's infill choices (% of a part's inside printed), the wire shape's (src/wire/catalogue.ts)
 * and the pages' one list: here, without zod, so a page can load it.
 */
export const INFILL_PERCENTS = [10, 20, 50, 100] as const;
export type InfillPercentValue = (typeof INFILL_PERCENTS)[number];
