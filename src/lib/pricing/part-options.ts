/**
 * The choices of one part (units, finish and colour, lead time) as a material offers them:
 * defaults, checks and carrying them to another material. Prices are in quote-pricing.ts; this
 * module is small enough for every quotation page to load up front.
 */
import type { InfillPercent, MaterialPricing } from '../../wire/catalogue.ts';

import type { PartOptions } from '../../wire/quotes.ts';
import { isRecord, isString } from '../json-guard.ts';
import type { QuotationDraft } from '../drafts/quotation-draft.ts';

/**
 * FDM's infill choices (% of a part's inside printed), the pages' one list (the catalogue's reader,
 * material-pricing.ts, and the server's price options too); the wire shape states them without
 * importing this (infill-choices.test.ts holds the two equal).
 */
export const INFILL_PERCENTS = [10, 20, 50, 100] as const;
export type InfillPercentValue = (typeof INFILL_PERCENTS)[number];

/** The choices of a part before the customer makes any: millimetres, no finish, 标准. */
export const DEFAULT_PART_OPTIONS: PartOptions = { units: 'mm', finish: null, colour: null, leadTime: 'standard' };

/** Why a part's choices cannot be priced in a material: an unknown finish, a missing or unknown colour, a lead time or an infill it does not offer. */
export type OptionProblem = 'finish' | 'colour' | 'leadTime' | 'infill';

/** The infills a material offers (FDM's, its model's `shell`), none for any other. */
export function infillsOf(pricing: MaterialPricing | undefined): { infills: readonly InfillPercent[]; defaultInfill: InfillPercent } | null {
  const model = pricing?.model;
  return model?.kind === 'print' && model.shell ? { infills: model.shell.infills, defaultInfill: model.shell.defaultInfill } : null;
}

export function optionProblem(pricing: MaterialPricing, options: PartOptions): OptionProblem | null {
  const finish = options.finish === null ? null : pricing.finishes.find((candidate) => candidate.id === options.finish);
  if (finish === undefined) return 'finish';
  const colours = finish?.colours ?? [];
  if (colours.length === 0 ? options.colour !== null : options.colour === null || !colours.includes(options.colour)) return 'colour';
  if (!pricing.leadTimes.some((lead) => lead.kind === options.leadTime)) return 'leadTime';
  if (options.infill !== undefined && !(infillsOf(pricing)?.infills.includes(options.infill) ?? false)) return 'infill';
  return null;
}

/**
 * The same choices carried over to another material: the units stay, a finish or colour it does
 * not offer is dropped, a lead time it does not offer becomes 标准; a material with infills has
 * one always (the part's when it offers it, else its default), any other none.
 */
export function optionsIn(pricing: MaterialPricing, options: PartOptions): PartOptions {
  const finish = options.finish === null ? undefined : pricing.finishes.find((candidate) => candidate.id === options.finish);
  const colour = finish && options.colour !== null && finish.colours.includes(options.colour) ? options.colour : (finish?.colours[0] ?? null);
  const leadTime = pricing.leadTimes.some((lead) => lead.kind === options.leadTime) ? options.leadTime : 'standard';
  const offered = infillsOf(pricing);
  const infill = offered === null ? undefined : options.infill !== undefined && offered.infills.includes(options.infill) ? options.infill : offered.defaultInfill;
  return { units: options.units, finish: finish ? finish.id : null, colour, leadTime, ...(infill === undefined ? {} : { infill }) };
}


/**
 * A part's choices in a draft as the material offers them, or undefined when the material has
 * none (a backend without `pricing`): then nothing is sent and the part is priced as the seed's
 * backend prices it.
 */
export function partOptionsOf(draft: Pick<QuotationDraft, 'partOptions'>, fileId: number, pricing: MaterialPricing | undefined): PartOptions | undefined {
  if (pricing === undefined) return undefined;
  return optionsIn(pricing, readPartOptions(draft.partOptions[String(fileId)]) ?? DEFAULT_PART_OPTIONS);
}

/** One part's stored choices, or null when they are not readable as a whole. */
export function readPartOptions(value: unknown): PartOptions | null {
  if (!isRecord(value)) return null;
  const { units, finish, colour, leadTime, infill } = value;
  if (units !== 'mm' && units !== 'inch') return null;
  if (finish !== null && !isString(finish)) return null;
  if (colour !== null && !isString(colour)) return null;
  if (leadTime !== 'standard' && leadTime !== 'express' && leadTime !== 'economy') return null;
  if (infill !== undefined && !INFILL_PERCENTS.some((percent) => percent === infill)) return null;
  const known = INFILL_PERCENTS.find((percent) => percent === infill);
  return { units, finish, colour, leadTime, ...(known === undefined ? {} : { infill: known }) };
}
