/**
 * 目录 in the factory console (/api/shop-staff/catalogue/…): the factory's own figures for the
 * materials of its processes (price a cm³, minimum charge, lead days, on sale), over the shared
 * catalogue's defaults, and the platform's consumables (price, stock, on sale). A change applies
 * to new prices only: held prices, saved quotations and orders keep the figures they were made
 * with. Shared conventions: common.ts; the staff's login and roles: staff.ts.
 */
import { z } from 'zod';
import { CONSUMABLE_PRICE_FEN, MATERIAL_LEAD_DAYS, MATERIAL_MIN_PRICE_FEN, MATERIAL_PRICE_FEN, STOCK_DELTA_MAX } from '../lib/catalogue/catalogue-edit-rules.ts';
import { fen, isoTime } from './common.ts';
import { ConsumableCategory } from './consumables.ts';

const yuan = (value: number) => `¥${(value / 100).toFixed(2)}`;

/** A material's price, minimum and lead days. */
export const MaterialFigures = z.object({
  pricePerCm3: fen.positive(),
  minPrice: fen.nonnegative(),
  leadDays: z.number().int().positive(),
});
export type MaterialFigures = z.infer<typeof MaterialFigures>;

/** One material of the factory's processes: the shared defaults, the factory's own (null: none set) and what its new prices use. */
export const StaffMaterial = z.object({
  id: z.number().int(),
  name: z.string(),
  process: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  defaults: MaterialFigures,
  own: MaterialFigures.extend({ onSale: z.boolean(), updatedAt: isoTime }).nullable(),
  /** The figures the factory's new prices use: its own where set, else the defaults. */
  effective: MaterialFigures,
  onSale: z.boolean(),
});
export type StaffMaterial = z.infer<typeof StaffMaterial>;

/** GET /catalogue/materials: every material of the factory's processes, by process then id (not paged: a factory has a few dozen). */
export const StaffMaterialList = z.object({ records: z.array(StaffMaterial), total: z.number().int().nonnegative() });
export type StaffMaterialList = z.infer<typeof StaffMaterialList>;

export const MaterialIdParam = z.object({ id: z.coerce.number().int('材料编号无效').positive('材料编号无效') });

/** PUT /catalogue/materials/{id}: the factory's figures for the material, all of them. */
export const MaterialSettings = z
  .object({
    pricePerCm3: z
      .number({ error: '请填写单价' })
      .int('单价须为整数（分）')
      .min(MATERIAL_PRICE_FEN.min, '单价必须大于 0')
      .max(MATERIAL_PRICE_FEN.max, `单价最高 ${yuan(MATERIAL_PRICE_FEN.max)}/cm³`),
    minPrice: z
      .number({ error: '请填写最低价' })
      .int('最低价须为整数（分）')
      .min(MATERIAL_MIN_PRICE_FEN.min, '最低价不能为负数')
      .max(MATERIAL_MIN_PRICE_FEN.max, `最低价最高 ${yuan(MATERIAL_MIN_PRICE_FEN.max)}`),
    leadDays: z
      .number({ error: '请填写交期' })
      .int('交期须为整数个工作日')
      .min(MATERIAL_LEAD_DAYS.min, `交期须为 ${MATERIAL_LEAD_DAYS.min}–${MATERIAL_LEAD_DAYS.max} 个工作日`)
      .max(MATERIAL_LEAD_DAYS.max, `交期须为 ${MATERIAL_LEAD_DAYS.min}–${MATERIAL_LEAD_DAYS.max} 个工作日`),
    onSale: z.boolean({ error: '请说明是否上架' }),
  });
export type MaterialSettings = z.input<typeof MaterialSettings>;

/** One consumable as the console edits it (off sale too). */
export const StaffConsumable = z.object({
  id: z.number().int(),
  name: z.string(),
  category: ConsumableCategory,
  spec: z.string(),
  unit: z.string(),
  price: fen.positive(),
  /** Units that can still be ordered (what unpaid orders reserve is already taken off). */
  stock: z.number().int().nonnegative(),
  /** Units unpaid orders hold (待付款): given back if they are cancelled. */
  reserved: z.number().int().nonnegative(),
  onSale: z.boolean(),
  images: z.array(z.string()).min(1),
});
export type StaffConsumable = z.infer<typeof StaffConsumable>;

export const StaffConsumableList = z.object({ records: z.array(StaffConsumable), total: z.number().int().nonnegative() });
export type StaffConsumableList = z.infer<typeof StaffConsumableList>;

export const ConsumableIdParam = z.object({ id: z.coerce.number().int('耗材编号无效').positive('耗材编号无效') });

/**
 * PATCH /catalogue/consumables/{id}: any of a new price (管理员 only), a stock adjustment (units
 * added, or taken off when negative: relative, so orders placed meanwhile are not overwritten)
 * and on sale or not.
 */
export const ConsumableChange = z
  .object({
    price: z
      .number()
      .int('价格须为整数（分）')
      .min(CONSUMABLE_PRICE_FEN.min, '价格必须大于 0')
      .max(CONSUMABLE_PRICE_FEN.max, `价格最高 ${yuan(CONSUMABLE_PRICE_FEN.max)}`)
      .optional(),
    stockDelta: z
      .number()
      .int('库存调整须为整数')
      .min(-STOCK_DELTA_MAX, `每次调整库存最多 ${STOCK_DELTA_MAX}`)
      .max(STOCK_DELTA_MAX, `每次调整库存最多 ${STOCK_DELTA_MAX}`)
      .refine((delta) => delta !== 0, '库存调整不能为 0')
      .optional(),
    onSale: z.boolean().optional(),
  })
  .refine((change) => change.price !== undefined || change.stockDelta !== undefined || change.onSale !== undefined, '请至少修改一项：价格、库存或上架状态');
export type ConsumableChange = z.input<typeof ConsumableChange>;
