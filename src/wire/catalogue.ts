/**
 * What the using factory makes parts with: processes and materials (/api/shop-process,
 * /api/shop-material). Shared conventions: common.ts.
 */
import { z } from 'zod';
import { fen, pageOf } from './common.ts';
import { QUANTITY_LIMITS } from '../lib/quotation-rules.ts';

/** The largest part a process makes, mm, x × y × z with z the build height. */
export const BuildVolume = z.object({
  x: z.number().positive(),
  y: z.number().positive(),
  z: z.number().positive(),
});
export type BuildVolume = z.infer<typeof BuildVolume>;

/** 工艺: what a factory can make parts with. */
export const Process = z.object({
  id: z.number().int(),
  /** Short code shown on badges: SLA, SLS, MJF, FDM, SLM, CNC, VC (真空复模). */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** The reference API's extension: the build volume uploaded parts are checked against (the site has a table by code for a backend without it). */
  buildVolume: BuildVolume.optional(),
});
export type Process = z.infer<typeof Process>;

/**
 * A quantity price break: from `minQuantity` parts of one file on, each part costs
 * `factorPercent` % of its single-part price (100 at 1 part). The reference API's extension.
 */
export const PriceBreak = z.object({
  minQuantity: z.number().int().min(1).max(QUANTITY_LIMITS.max),
  factorPercent: z.number().int().min(1).max(100),
});
export type PriceBreak = z.infer<typeof PriceBreak>;

/** 交期: 标准 (standard), 加急 (express, a surcharge), 经济 (economy, a discount, only where the material allows). */
export const LeadTimeKind = z.enum(['standard', 'express', 'economy']);
export type LeadTimeKind = z.infer<typeof LeadTimeKind>;

/** One lead time of a material: working days until the part ships and the percentage it adds (negative: takes off). */
export const LeadTimeOption = z.object({
  kind: LeadTimeKind,
  days: z.number().int().min(1).max(365),
  adjustPercent: z.number().int().min(-90).max(300),
});
export type LeadTimeOption = z.infer<typeof LeadTimeOption>;

/**
 * 表面处理 or process option of a part (SLA 打磨, 喷漆, 透明抛光; CNC 阳极氧化, 喷砂; FDM 层厚 …):
 * its price adds `percent` % of the part's price, `perPart` fen and `perCm2` fen per cm² of the
 * part's surface; `colours` non-empty means a colour must be chosen with it (喷漆).
 */
export const FinishOption = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1),
  percent: z.number().int().min(-90).max(300),
  perPart: fen.nonnegative(),
  perCm2: fen.nonnegative(),
  colours: z.array(z.string().min(1)),
});
export type FinishOption = z.infer<typeof FinishOption>;

/**
 * The per-part choices a material's price follows: quantity breaks (the first from 1 part), its
 * lead times (标准 always among them) and finishes; a part may also be declared in inches. A backend
 * that leaves this out offers none of these choices: the site then shows none.
 */
export const MaterialPricing = z.object({
  breaks: z.array(PriceBreak).min(1),
  leadTimes: z.array(LeadTimeOption).min(1),
  finishes: z.array(FinishOption),
});
export type MaterialPricing = z.infer<typeof MaterialPricing>;

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
  /** The reference API's extension: the per-part choices and their prices (see MaterialPricing). */
  pricing: MaterialPricing.optional(),
  /** The reference API's extension: the thinnest wall (mm) the material holds, which uploaded parts are checked against. */
  minWallThickness: z.number().positive().optional(),
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
