import { z } from 'zod';
import data from '../../src/content/regions/pca-code.json' with { type: 'json' };
import type { RegionNode } from '../../src/lib/forms/regions.ts';

// Counties have 6 digits; the towns of the four cities without counties (东莞, 中山, 儋州, 嘉峪关) 9.
const District = z.object({ code: z.string().regex(/^\d{6}(?:\d{3})?$/), name: z.string().min(1) });
const City = z.object({ code: z.string().regex(/^\d{4}$/), name: z.string().min(1), children: z.array(District).min(1) });
const Province = z.object({ code: z.string().regex(/^\d{2}$/), name: z.string().min(1), children: z.array(City).min(1) });

/**
 * The provinces, cities and districts addresses are checked against, read once at start and held
 * to the data's shape (2-, 4- and 6-digit codes, every city with its districts), so a damaged
 * file stops the server instead of refusing every address.
 */
export const regionTree: readonly RegionNode[] = z.array(Province).min(1).parse(data);
