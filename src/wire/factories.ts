/**
 * The factories a customer may use: /api/shop-factory. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { pageOf } from './common.ts';

export const FactoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
});
export type FactoryRef = z.infer<typeof FactoryRef>;

/** A factory the customer may use: what it offers and how fast. */
export const Factory = FactoryRef.extend({
  intro: z.string(),
  processes: z.array(z.string()),
  leadDaysMin: z.number().int().positive(),
  leadDaysMax: z.number().int().positive(),
});
export type Factory = z.infer<typeof Factory>;

/** GET /api/shop-factory: the factories this customer may switch to. */
export const FactoryPage = pageOf(Factory);
export type FactoryPage = z.infer<typeof FactoryPage>;
