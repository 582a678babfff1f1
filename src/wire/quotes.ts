/**
 * Pricing a quotation: POST /api/shop-quotation/price. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { charges, fen } from './common.ts';
import { InfillPercent, LeadTimeKind } from './catalogue.ts';
import { AxisDirection, DrawingFile } from './files.ts';
import { MAX_ASSEMBLY_PARTS, QUANTITY_LIMITS, UPLOAD_LIMITS } from '../lib/files/quotation-rules.ts';
import {
  CONFIRMATION_WORKING_DAYS,
  ROUGHNESS_NOTE_MAX,
  ROUGHNESS_RA_CHOICES,
  THREAD_COUNT_LIMITS,
  THREAD_DEPTH_LIMITS,
  THREAD_SIZE_PATTERN,
  THREAD_SPECS_MAX,
  TOLERANCE_GRADES,
  TOLERANCE_MM_CHOICES,
} from '../lib/orders/callout-limits.ts';

/**
 * The choices of one part (the reference API's extension, only for a material with `pricing`):
 * the mesh's units (STL has none: `inch` scales its volume by 25.4³ and its surface by 25.4²),
 * the finish (an id of the material's finishes, or null for none) with its colour when the finish
 * has colours, and the lead time. A line sent with options is priced with the material's quantity
 * breaks too; one sent without is priced as before these choices existed.
 */
export const PartOptions = z.object({
  units: z.enum(['mm', 'inch']),
  finish: z.string().min(1).max(40).nullable(),
  colour: z.string().min(1).max(40).nullable(),
  leadTime: LeadTimeKind,
  /** FDM: the infill (%) the part is printed with, only for a material whose model offers it; absent: its default (20 %). */
  infill: InfillPercent.optional(),
});
export type PartOptions = z.infer<typeof PartOptions>;

/**
 * How a line's price per part is made (the reference API's extension, on a line priced by a
 * material's cost model): fen per part for each of 材料, 打印 / 切削 / 浇注 (`process`), 装夹与编程
 * (`setup`, the line's set-ups shared by its quantity), 模具 (`tooling`, master and moulds shared
 * by the quantity), 表面处理 (`finish`), 起步价 (`minimum`, what lifts the part or the line to the
 * material's minimum) and 交期 (`lead`: 加急 adds, 经济 takes off). They add up to the line's
 * `unitPrice` exactly; every figure is rounded to the fen, halves up, a shared charge after the
 * division. `facts` are the figures behind them, for the page to say why (lengths mm, volumes cm³,
 * areas cm², already in millimetres for a part declared in inches).
 */
export const LineBreakdown = z.object({
  model: z.enum(['print', 'cnc', 'cast']),
  material: fen.nonnegative(),
  process: fen.nonnegative(),
  setup: fen.nonnegative(),
  tooling: fen.nonnegative(),
  /** 支撑: support under the overhangs and its removal (SLA, FDM); absent when the model prices none. */
  support: fen.nonnegative().optional(),
  finish: fen,
  minimum: fen.nonnegative(),
  lead: fen,
  facts: z.object({
    /** The part's volume (cm³) and the material's rate (fen per cm³: of the part, or of the stock block for CNC). */
    volume: z.number().nonnegative(),
    rate: fen.nonnegative(),
    /** 打印: the build height (mm) or the packed box (cm³) the machine time follows. */
    buildHeight: z.number().nonnegative().optional(),
    packedBox: z.number().nonnegative().optional(),
    /** FDM: the volume printed (cm³: shell and infill) and the infill (%) it was priced with. */
    printedVolume: z.number().nonnegative().optional(),
    infill: z.number().int().min(0).max(100).optional(),
    /** 支撑: the overhanging faces (cm²) and the support's own volume (cm³) under them, and the build direction chosen for the least support. */
    overhang: z.number().nonnegative().optional(),
    supportVolume: z.number().nonnegative().optional(),
    buildUp: AxisDirection.optional(),
    /** 真空复模: the master's share (fen) and the mould's complexity (its surface against its bounding box's, ≥ 1). */
    masterFen: fen.nonnegative().optional(),
    complexity: z.number().nonnegative().optional(),
    /** CNC: the stock block (mm), its volume and what is cut away (cm³), the finished surface (cm²). */
    stock: z.object({ x: z.number(), y: z.number(), z: z.number() }).optional(),
    stockVolume: z.number().nonnegative().optional(),
    removed: z.number().nonnegative().optional(),
    surface: z.number().nonnegative().optional(),
    /** CNC: the set-ups' directions (null: the part's faces were not analysed, `setupCount` is then assumed). */
    setups: z.array(AxisDirection).nullable().optional(),
    setupCount: z.number().int().nonnegative().optional(),
    fiveAxis: z.boolean().optional(),
    /** How much dearer five-axis cutting and set-ups are, when the part needs it. */
    fiveAxisPercent: z.number().int().optional(),
    narrowPocket: z.object({ depth: z.number(), width: z.number() }).nullable().optional(),
    /** CNC: the cutting minutes (before five-axis) and the smallest end mill the part needs (mm; absent when turned). */
    minutes: z.number().nonnegative().optional(),
    toolMm: z.number().positive().optional(),
    /**
     * CNC: what the part's difficulty adds to the cutting, each with its minutes: a smaller tool
     * forced by an internal radius (mm), tools reaching deeper than three diameters, and walls more
     * slender than 8:1 finished in light passes.
     */
    smallTool: z.object({ radius: z.number(), diameter: z.number(), minutes: z.number() }).optional(),
    reach: z.object({ depth: z.number(), diameter: z.number(), minutes: z.number() }).optional(),
    slenderWall: z.object({ height: z.number(), thickness: z.number(), minutes: z.number() }).optional(),
    /** CNC, a turned part: the round bar it is cut from (mm) and the lathe's set-ups. */
    bar: z.object({ diameter: z.number(), length: z.number() }).optional(),
    /** 真空复模: moulds the line needs and the parts one mould casts. */
    moulds: z.number().int().positive().optional(),
    castingsPerMould: z.number().int().positive().optional(),
    /** Fen the line shares by its quantity before the division (set-ups, or master and moulds). */
    sharedTotal: fen.nonnegative(),
    minimumFen: fen.nonnegative(),
    minimumPer: z.enum(['part', 'line']),
    /** The finish's and the lead time's percentages as priced. */
    finishPercent: z.number().int().optional(),
    leadPercent: z.number().int(),
  }),
});
export type LineBreakdown = z.infer<typeof LineBreakdown>;

/**
 * Why a measured line still waits for an engineer under its material's cost model: `unreachable`
 * (CNC: a face no straight tool reaches, an undercut or a closed cavity), and, past what the
 * factory can machine (its model's `milling.limits`), `slenderWall` (a wall too tall for its
 * thickness), `smallRadius` (an internal radius too small at depth) and `deepReach` (a tool
 * forced to reach too many diameters deep).
 */
export const ManualReason = z.enum(['unreachable', 'slenderWall', 'smallRadius', 'deepReach']);
export type ManualReason = z.infer<typeof ManualReason>;

/**
 * One part of an assembly's line as priced (the reference API's extension): the part's index in
 * the file's `parts`, its name, how many one set uses (`count`), the pieces made (`quantity`: count
 * × sets), its price per piece and subtotal, priced like a line of its own.
 */
/**
 * What a priced line and a priced part of an assembly both answer: volume, price per piece,
 * quantity, subtotal, whether it waits for a manual quote, and the choices, lead, breakdown and
 * manual reason it was priced with.
 */
const PricedFields = z.object({
  /** mm³; null for a file quoted by hand. */
  volume: z.number().nullable(),
  /** Fen per part: max(minPrice, volume in cm³ × pricePerCm3), rounded; 0 when quoted by hand. */
  unitPrice: fen.nonnegative(),
  quantity: z.number().int().positive(),
  subtotal: fen.nonnegative(),
  manual: z.boolean(),
  /** The part's choices as priced; only on a line asked with them. `volume` is then in mm³ after the units. */
  options: PartOptions.optional(),
  /** Working days until this part ships at its lead time; only on a line asked with options. */
  leadDays: z.number().int().positive().optional(),
  /** How the price per part is made; only on a line priced by a cost model. */
  breakdown: LineBreakdown.optional(),
  /** Why a measured part is quoted by hand under the cost model; only on such a line. */
  manualReason: ManualReason.optional(),
});

export const BomLine = z.object({
  part: z.number().int().nonnegative(),
  name: z.string(),
  count: z.number().int().positive(),
  /**
   * The name of the part's finish as the catalogue called it (reference API, on a stored line's
   * parts: an order's or a saved quotation's); absent without a finish, or when not known.
   */
  finishName: z.string().optional(),
  /** The part's own material (reference API), only when it is not the quotation's: its id and name. */
  materialId: z.number().int().positive().optional(),
  materialName: z.string().optional(),
}).extend(PricedFields.shape);
export type BomLine = z.infer<typeof BomLine>;

/**
 * An assembly line's parts list (reference API): its kept parts as priced. The line is then one
 * set: `unitPrice` is the price of a set, `quantity` the number of sets, `subtotal` their sum.
 */
export const LineParts = z.object({ parts: z.array(BomLine).optional() });

/**
 * One thread a drawing calls out: its size (M6, M8×1, 1/4-20 UNC), its depth in mm and how many
 * holes have it (the dialog starts each at 1).
 */
export const ThreadSpec = z.object({
  size: z.string().trim().regex(THREAD_SIZE_PATTERN, '螺纹规格应如 M6、M8×1 或 1/4-20 UNC').describe('螺纹规格，如 M6、M8×1、1/4-20 UNC'),
  depthMm: z
    .number()
    .min(THREAD_DEPTH_LIMITS.min, `螺纹深度至少 ${THREAD_DEPTH_LIMITS.min} mm`)
    .max(THREAD_DEPTH_LIMITS.max, `螺纹深度最多 ${THREAD_DEPTH_LIMITS.max} mm`)
    .describe('螺纹深度，mm'),
  count: z.number().int('螺纹孔数应为整数').min(THREAD_COUNT_LIMITS.min, `螺纹孔数至少为 ${THREAD_COUNT_LIMITS.min}`).max(THREAD_COUNT_LIMITS.max, `螺纹孔数最多 ${THREAD_COUNT_LIMITS.max}`).describe('该规格的螺纹孔数（页面缺省填 1）'),
});
export type ThreadSpec = z.infer<typeof ThreadSpec>;

const inChoices = (choices: readonly number[], message: string) => z.number().refine((value) => choices.includes(value), message);

/**
 * What a machinist needs to know about a part beyond its model (the reference API's extension):
 * how many threads it has (螺纹) and, per size, their size and depth (`threadSpecs`; `threads` is
 * then their total), the tightest tolerance (公差, `toleranceMm` ± mm or an ISO grade
 * `toleranceGrade`), inserts (嵌件) and a surface-roughness requirement (表面粗糙度要求) with its Ra
 * and an optional short note. A field left out is not asked for; a line saved before the values
 * existed has the ticks alone (its threads a count, its tolerance and roughness no value).
 */
export const LineCallouts = z.object({
  threads: z
    .number()
    .int('螺纹数量应为整数')
    .min(THREAD_COUNT_LIMITS.min, `螺纹数量至少为 ${THREAD_COUNT_LIMITS.min}`)
    .max(THREAD_COUNT_LIMITS.max, `螺纹数量最多 ${THREAD_COUNT_LIMITS.max}`)
    .optional()
    .describe('螺纹数量（1–999）；带 threadSpecs 时为各规格孔数之和'),
  threadSpecs: z.array(ThreadSpec).min(1).max(THREAD_SPECS_MAX, `螺纹规格最多 ${THREAD_SPECS_MAX} 种`).optional().describe('每种螺纹的规格、深度与孔数'),
  tolerance: z.boolean().optional().describe('有公差要求'),
  toleranceMm: inChoices(TOLERANCE_MM_CHOICES, `最严公差应为 ${TOLERANCE_MM_CHOICES.map((mm) => `±${mm}`).join('、')} mm 之一`).optional().describe('最严公差，± mm'),
  toleranceGrade: z.enum(TOLERANCE_GRADES, { error: `公差等级应为 ${TOLERANCE_GRADES.join('、')} 之一` }).optional().describe('最严公差的 ISO 286 等级（代替 toleranceMm）'),
  inserts: z.boolean().optional().describe('嵌件'),
  roughness: z.boolean().optional().describe('表面粗糙度要求'),
  roughnessRa: inChoices(ROUGHNESS_RA_CHOICES, `表面粗糙度应为 Ra ${ROUGHNESS_RA_CHOICES.join('、')} µm 之一`).optional().describe('表面粗糙度 Ra，µm'),
  roughnessNote: z.string().trim().max(ROUGHNESS_NOTE_MAX, `表面粗糙度说明最多 ${ROUGHNESS_NOTE_MAX} 个字符`).optional().describe('表面粗糙度要求的说明，如 镜面'),
});
export type LineCallouts = z.infer<typeof LineCallouts>;

/** A part's 2D drawing (a PDF or picture uploaded as a reference file): its file id and name. */
export const LineDrawing = z.object({ fileId: z.number().int().positive(), name: z.string() });
export type LineDrawing = z.infer<typeof LineDrawing>;

/**
 * A line's drawing and call-outs as priced, and whether it waits for an engineer's confirmation
 * (the reference API's extension; a line without them answers none of these fields).
 */
export const LineConfirmation = z.object({
  drawing: LineDrawing.optional(),
  callouts: LineCallouts.optional(),
  needsConfirmation: z
    .boolean()
    .optional()
    .describe(`需工程师确认：该行带 2D 图纸或加工要求。价格为基础价，工厂在 ${CONFIRMATION_WORKING_DAYS} 个工作日内确认；确认前不收取任何费用，客户接受确认价后再付款。`),
});
export type LineConfirmation = z.infer<typeof LineConfirmation>;

/**
 * One kept line of an assembly's parts list as asked (the reference API's extension): the part
 * (its index in the file's `parts`), how many one set uses (the file's count unless the customer
 * changed it), its own material (one of the factory's of the quotation material's process; else
 * the quotation's) and its own choices (else the item's; a part with its own material is priced
 * with its own choices only). A part left out of `parts` is not made (a bought screw).
 */
export const ItemPart = z.object({
  part: z.number().int().nonnegative(),
  count: z.number().int().min(1, '每套数量至少为 1').max(QUANTITY_LIMITS.max, `每套数量最多 ${QUANTITY_LIMITS.max}`),
  materialId: z.number().int().positive().optional().describe('零件自己的材料（须与报价材料同一工艺）；缺省为报价的材料'),
  options: PartOptions.optional(),
});
export type ItemPart = z.infer<typeof ItemPart>;

/**
 * A part already on the server as a new quotation draft takes it (再来一单, a saved or shared 报价单
 * turned back into a draft): its file, quantity, choices (as the material offers them today) and,
 * where the line had them, its drawing (only one the reader may use: their own) and call-outs
 * (the reference API's extension; a backend without them sends neither).
 */
export const DraftPart = z.object({
  file: DrawingFile,
  quantity: z.number().int().positive(),
  options: PartOptions.optional(),
  drawing: LineDrawing.optional(),
  callouts: LineCallouts.optional(),
  /** An assembly line's parts list as ordered or saved (its quantity being the sets). */
  parts: z.array(ItemPart).optional(),
});
export type DraftPart = z.infer<typeof DraftPart>;

/**
 * The choices a document or an order line shows (the reference API's extension, only on a line
 * priced with them): the choices, the chosen finish's name as the catalogue called it (absent
 * without a finish, or when the backend does not say) and the part's working days to ship.
 */
export const LineChoices = z.object({
  options: PartOptions.optional(),
  finishName: z.string().optional(),
  leadDays: z.number().int().positive().optional(),
  /** How its price per part was made, as priced (a line priced by a cost model). */
  breakdown: LineBreakdown.optional(),
}).extend(LineConfirmation.shape).extend(LineParts.shape);
export type LineChoices = z.infer<typeof LineChoices>;


export const QuoteItem = z.object({
  fileId: z.number().int().positive(),
  quantity: z.number().int().min(QUANTITY_LIMITS.min, `数量至少为 ${QUANTITY_LIMITS.min}`).max(QUANTITY_LIMITS.max, `数量最多 ${QUANTITY_LIMITS.max}`),
  options: PartOptions.optional(),
  /** The part's 2D drawing: a PDF or picture of the customer's, uploaded as a reference file. */
  drawingFileId: z.number().int().positive().optional().describe('该零件的 2D 图纸（PDF 或图片，以 purpose=reference 上传的本人文件）'),
  callouts: LineCallouts.optional(),
  /**
   * The parts list of a file of several parts (its `parts`): each kept part is priced as its own
   * line of count × `quantity` pieces, `quantity` then being the number of sets. Without it the
   * file is one part.
   */
  parts: z.array(ItemPart).min(1, '装配体至少保留一个零件').max(MAX_ASSEMBLY_PARTS).optional().describe('装配体的零件清单：保留的零件及每套数量；quantity 为套数'),
});
export type QuoteItem = z.infer<typeof QuoteItem>;

export const QuoteRequest = z.object({
  materialId: z.number().int().positive('请选择材料'),
  items: z.array(QuoteItem).min(1, '请至少上传一个文件').max(UPLOAD_LIMITS.maxFiles),
  couponId: z.number().int().positive().nullable(),
});
export type QuoteRequest = z.infer<typeof QuoteRequest>;

export const QuoteLine = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
})
  .extend(PricedFields.shape)
  .extend(LineConfirmation.shape)
  .extend(LineParts.shape);
export type QuoteLine = z.infer<typeof QuoteLine>;

/**
 * POST /api/shop-quotation/price: the server's price for what the customer sees (src/lib/pricing/order-totals.ts):
 * goods, the member level's discount, the coupon's discount, shipping and payable.
 */
export const Quote = z.object({
  materialId: z.number().int(),
  lines: z.array(QuoteLine),
  ...charges,
  payable: fen.nonnegative(),
  /** Shipping is free once goods after discounts reach this (the customer's level); 0 = always. */
  freeShippingFrom: fen.nonnegative(),
  /** True when any line waits for a manual quote: the order starts in 待报价. */
  manual: z.boolean(),
  /** True when any line has a drawing or call-outs: the order starts in 待报价 until the factory confirms it (reference API). */
  needsConfirmation: z.boolean().optional(),
  /** Working days until the whole order ships: the material's, or the longest of the lines' lead times. */
  leadDays: z.number().int().positive(),
  /**
   * Until when this price holds for these parts, quantities and choices (ISO; reference API): the
   * end of the shop's day for a price asked at step 3, a saved quotation's validUntil for a draft
   * made of it while it is valid.
   */
  validUntil: z
    .string()
    .optional()
    .describe('价格保持至（ISO 8601，不含该时刻）：在此之前以相同的文件、数量与选项在同一工厂下单，价格上涨时仍按此价格收取（价格下降时按新价格）；会员折扣、优惠券与运费按下单时计算。第三步的报价保持到店铺当日结束（北京时间 24:00），有效的报价单转为草稿后保持到报价单的有效期。'),
});
export type Quote = z.infer<typeof Quote>;

/** 409 answer of order creation when the price changed: the new quote to show. */
export const PriceChanged = z.object({ message: z.string(), quote: Quote });
export type PriceChanged = z.infer<typeof PriceChanged>;
