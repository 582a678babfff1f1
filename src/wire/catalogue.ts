/**
 * What the using factory makes parts with: processes and materials (/api/shop-process,
 * /api/shop-material). Shared conventions: common.ts.
 */
import { z } from 'zod';
import { fen, pageOf } from './common.ts';
import { QUANTITY_LIMITS } from '../lib/files/quotation-rules.ts';

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
 * 表面处理 or process option of a part (打磨, 喷漆, 阳极氧化, FDM 层厚 …): a percentage of the
 * part's price, fen a part and fen a cm² of its surface (docs/pricing.md says on what); `colours`
 * non-empty means a colour must be chosen with it (喷漆).
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

/** Whether a material's minimum charge (`minPrice`) holds for each part or for a whole line (one file at any quantity). */
export const MinimumPer = z.enum(['part', 'line']);
export type MinimumPer = z.infer<typeof MinimumPer>;

/** FDM's infill choices, % of the inside printed (a line's `options.infill`; the pages' INFILL_PERCENTS, which src/lib/pricing/infill-choices.test.ts holds equal); the model's default when none is chosen. */
export const InfillPercent = z.literal([10, 20, 50, 100] as const, { error: '填充率只能是 10%、20%、50%、100%' });
export type InfillPercent = z.infer<typeof InfillPercent>;

/**
 * FDM's shell: a print is its walls (perimeters, `wallMm` thick) and its top and bottom layers
 * (`topBottomMm`) around a sparse infill; the infills a part may be printed with and the one when
 * none is chosen. The printed volume is what the material and the machine time follow.
 */
export const PrintShell = z.object({
  wallMm: z.number().positive().max(20),
  topBottomMm: z.number().positive().max(20),
  infills: z.array(InfillPercent).min(1),
  defaultInfill: InfillPercent,
});
export type PrintShell = z.infer<typeof PrintShell>;

/**
 * Support under the faces overhanging more than 45° (SLA, FDM): its density (% of the space
 * between the face and the plate, up to the measured height cap, filled with support) and the
 * work of removing it and cleaning the faces (fen a cm² of overhang). Priced as its own row (支撑).
 */
export const PrintSupport = z.object({
  densityPercent: z.number().min(0).max(100),
  removalFenPerCm2: fen.nonnegative(),
});
export type PrintSupport = z.infer<typeof PrintSupport>;

/**
 * 打印 (SLA, SLS, MJF, FDM, SLM): machine time by the part's build height (`height`, fen a mm),
 * by the box it takes in a packed powder bed (`packedBox`, fen a cm³) or by the volume an FDM
 * printer lays down (`printedVolume`, fen a printed cm³, with its `shell`); `support` when the
 * process needs it under overhangs. How it prices, with the reference figures: docs/pricing.md
 * (src/lib/pricing/printing.ts).
 */
export const PrintModel = z.object({
  kind: z.literal('print'),
  machine: z.discriminatedUnion('by', [
    z.object({ by: z.literal('height'), fenPerMm: fen.positive() }),
    z.object({ by: z.literal('packedBox'), fenPerCm3: fen.positive() }),
    z.object({ by: z.literal('printedVolume'), fenPerCm3: fen.positive() }),
  ]),
  /** FDM: walls, top and bottom layers and infill; absent: the part is printed solid. */
  shell: PrintShell.optional(),
  /** SLA, FDM: support under overhangs; absent: none is priced. */
  support: PrintSupport.optional(),
  minimumPer: MinimumPer,
});
export type PrintModel = z.infer<typeof PrintModel>;

/**
 * CNC: the stock block's allowance a side and the step its sides are rounded up to (mm), the
 * removal (cm³ a minute) and finishing (cm² a minute) rates, the machine minute and the set-up
 * with its programming (fen), the five-axis surcharge (%), and how difficulty slows the cutting and
 * how a turned part is priced (`milling`, `lathe`). How it prices, with the reference figures:
 * docs/pricing.md (src/lib/pricing/cnc.ts).
 */
/**
 * CNC's difficulty figures (the reference API's extension): the end mill the rates are for (mm),
 * the pace of cutting deeper than three of its diameters (a long tool), the finishing pace of a
 * wall at 8:1 (more slender walls slower in proportion), and what the factory can do at all: the
 * most slender wall, the smallest internal radius with depth (mm) and the deepest reach in tool
 * diameters, beyond which a part waits for an engineer. Absent: `DEFAULT_MILLING` (src/lib/pricing/cnc.ts).
 */
export const CncMilling = z.object({
  toolMm: z.number().positive().max(50),
  reachPace: z.number().positive().max(1),
  slenderPace: z.number().positive().max(1),
  limits: z.object({ slenderness: z.number().positive().max(1000), minRadiusMm: z.number().nonnegative().max(50), reachDiameters: z.number().positive().max(100) }),
});
export type CncMilling = z.infer<typeof CncMilling>;

/**
 * CNC's lathe (the reference API's extension), for a body of revolution: round bar of a standard
 * size at least the part's diameter and twice `barAllowanceMm`, as long as the part and
 * `partingMm`; the lathe's minute (fen), the handling of each part (minutes: bar feed, tool
 * changes, parting off, deburring) and a set-up with its programming (fen). It cuts at the
 * material's removal and finishing rates. Absent: `DEFAULT_LATHE` (src/lib/pricing/cnc.ts).
 */
export const CncLathe = z.object({
  barAllowanceMm: z.number().nonnegative().max(20),
  partingMm: z.number().nonnegative().max(50),
  machineFenPerMin: fen.positive(),
  handlingMin: z.number().nonnegative().max(600),
  setupFen: fen.nonnegative(),
});
export type CncLathe = z.infer<typeof CncLathe>;

export const CncModel = z.object({
  kind: z.literal('cnc'),
  stock: z.object({ allowanceMm: z.number().nonnegative().max(50), stepMm: z.number().positive().max(100) }),
  removalCm3PerMin: z.number().positive(),
  finishCm2PerMin: z.number().positive(),
  machineFenPerMin: fen.positive(),
  setupFen: fen.nonnegative(),
  fiveAxisPercent: z.number().int().min(0).max(300),
  minimumPer: MinimumPer,
  milling: CncMilling.optional(),
  lathe: CncLathe.optional(),
});
export type CncModel = z.infer<typeof CncModel>;

/**
 * 真空复模: the printed master (fen a cm³ of the part at the master's resin rate, fen a mm of its
 * build height as an SLA print, and a fixed charge for finishing it as a master), the silicone
 * mould (mm of silicone a side, fen a cm³, work a mould times its complexity up to
 * `complexityMax`, castings a mould) and the work of each casting (fen). Data without
 * `fenPerMm` or `complexityMax` prices as before they existed (0 and 1). How it prices, with the
 * reference figures: docs/pricing.md (src/lib/pricing/vacuum-casting.ts).
 */
export const CastModel = z.object({
  kind: z.literal('cast'),
  master: z.object({ fenPerCm3: fen.nonnegative(), fixedFen: fen.nonnegative(), fenPerMm: fen.nonnegative().optional() }),
  mould: z.object({
    wallMm: z.number().nonnegative().max(100),
    fenPerCm3: fen.nonnegative(),
    labourFen: fen.nonnegative(),
    castings: z.number().int().min(1).max(1000),
    complexityMax: z.number().min(1).max(10).optional(),
  }),
  castingFen: fen.nonnegative(),
  minimumPer: MinimumPer,
});
export type CastModel = z.infer<typeof CastModel>;

/** How a material's parts are made and so priced (src/lib/pricing/modelled-price.ts picks the process's module; docs/pricing.md); absent: priced by volume. */
export const CostModel = z.discriminatedUnion('kind', [PrintModel, CncModel, CastModel]);
export type CostModel = z.infer<typeof CostModel>;

/**
 * The per-part choices a material's price follows: quantity breaks (the first from 1 part), its
 * lead times (标准 always among them) and finishes; a part may also be declared in inches. A backend
 * that leaves this out offers none of these choices: the site then shows none. With a `model` the
 * part is priced by how it is made and the quantity breaks do not apply (docs/pricing.md).
 */
export const MaterialPricing = z.object({
  breaks: z.array(PriceBreak).min(1),
  leadTimes: z.array(LeadTimeOption).min(1),
  finishes: z.array(FinishOption),
  model: CostModel.optional(),
});
export type MaterialPricing = z.infer<typeof MaterialPricing>;

/** 韧性: how much a part in the material takes a knock or a bend before it cracks (low 脆, medium 一般, high 好). */
export const Toughness = z.enum(['low', 'medium', 'high']);
export type Toughness = z.infer<typeof Toughness>;

/**
 * What a customer chooses a material for, which a cheaper suggestion must keep or name as given
 * up (src/lib/pricing/material-fit.ts): the highest temperature a part holds in service (°C, heat
 * deflection for plastics), its toughness, whether it is flexible (with its Shore A hardness) or
 * rigid, and whether it is of a food-contact or a medical grade.
 */
export const MaterialProperties = z.object({
  maxServiceC: z.number().int().min(-50).max(2000),
  toughness: Toughness,
  flexible: z.boolean(),
  shoreA: z.number().int().min(0).max(100).optional(),
  foodContact: z.boolean(),
  medical: z.boolean(),
});
export type MaterialProperties = z.infer<typeof MaterialProperties>;

/**
 * 材料: one orderable material of a process. Without a cost model (`pricing.model`) `pricePerCm3`
 * is of the part's volume and `minPrice` the minimum per part; with one, they are the rate and the
 * minimum (per part or per file) the model uses (docs/pricing.md).
 */
export const Material = z.object({
  id: z.number().int().positive(),
  processId: z.number().int(),
  name: z.string(),
  colours: z.array(z.string()),
  /** Fen per cm³: of the part's volume, or of the stock block under a CNC model. */
  pricePerCm3: fen.positive(),
  /** Fen: the minimum of a part, or of a file under a model whose minimum is per file. */
  minPrice: fen.nonnegative(),
  /** g/cm³. */
  density: z.number().positive(),
  leadDays: z.number().int().positive(),
  /** The reference API's extension: the per-part choices and their prices (see MaterialPricing). */
  pricing: MaterialPricing.optional(),
  /** The reference API's extension: the thinnest wall (mm) the material holds, which uploaded parts are checked against. */
  minWallThickness: z.number().positive().optional(),
  /** The reference API's extension: the family the material belongs to, as the shop names it (铝合金, 不锈钢, 工程塑料 (POM/PA/PC), 光敏树脂 …). */
  family: z.string().min(1).max(40).optional(),
  /** The reference API's extension: its properties (see MaterialProperties); absent: unknown, and no cheaper suggestion claims to keep them. */
  properties: MaterialProperties.optional(),
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
