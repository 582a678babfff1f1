/**
 * What the using factory makes parts with: processes and materials (/api/shop-process,
 * /api/shop-material). Shared conventions: common.ts.
 */
import { z } from 'zod';
import { fen, pageOf } from './common.ts';

/** 工艺: what a factory can make parts with. */
export const Process = z.object({
  id: z.number().int(),
  /** Short code shown on badges: SLA, SLS, MJF, FDM, SLM, CNC, VC (真空复模). */
  code: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Process = z.infer<typeof Process>;

/** 材料: one orderable material of a process, priced per cm³ with a minimum per part. */
export const Material = z.object({
  id: z.number().int().positive(),
  processId: z.number().int(),
  name: z.string(),
  colours: z.array(z.string()),
  /** Fen per cm³ of part volume. */
  pricePerCm3: fen.positive(),
  /** Fen: no part costs less than this. */
  minPrice: fen.nonnegative(),
  /** g/cm³. */
  density: z.number().positive(),
  leadDays: z.number().int().positive(),
});
export type Material = z.infer<typeof Material>;

/** GET /api/shop-process: the processes of the customer's using factory. */
export const ProcessPage = pageOf(Process);
export type ProcessPage = z.infer<typeof ProcessPage>;

/** GET /api/shop-material?processId=: the materials of the customer's using factory. */
export const MaterialQuery = z.object({
  processId: z.coerce.number().int().positive().optional(),
});

export const MaterialPage = pageOf(Material);
export type MaterialPage = z.infer<typeof MaterialPage>;
