/**
 * Pricing a quotation: POST /api/shop-quotation/price. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { fen } from './common.ts';
import { LeadTimeKind } from './catalogue.ts';
import { QUANTITY_LIMITS, UPLOAD_LIMITS } from '../lib/quotation-rules.ts';

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
});
export type PartOptions = z.infer<typeof PartOptions>;

/**
 * The choices a document or an order line shows (the reference API's extension, only on a line
 * priced with them): the choices, the chosen finish's name as the catalogue called it (absent
 * without a finish, or when the backend does not say) and the part's working days to ship.
 */
export const LineChoices = z.object({
  options: PartOptions.optional(),
  finishName: z.string().optional(),
  leadDays: z.number().int().positive().optional(),
});
export type LineChoices = z.infer<typeof LineChoices>;

export const QuoteItem = z.object({
  fileId: z.number().int().positive(),
  quantity: z.number().int().min(QUANTITY_LIMITS.min, `数量至少为 ${QUANTITY_LIMITS.min}`).max(QUANTITY_LIMITS.max, `数量最多 ${QUANTITY_LIMITS.max}`),
  options: PartOptions.optional(),
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
});
export type QuoteLine = z.infer<typeof QuoteLine>;

/**
 * POST /api/shop-quotation/price: the server's price for what the customer sees (src/lib/pricing.ts):
 * goods, the member level's discount, the coupon's discount, shipping and payable.
 */
export const Quote = z.object({
  materialId: z.number().int(),
  lines: z.array(QuoteLine),
  goods: fen.nonnegative(),
  /** Off the goods for the customer's member level. */
  memberDiscount: fen.nonnegative(),
  /** Off for the coupon. */
  discount: fen.nonnegative(),
  shipping: fen.nonnegative(),
  payable: fen.nonnegative(),
  /** Shipping is free once goods after discounts reach this (the customer's level); 0 = always. */
  freeShippingFrom: fen.nonnegative(),
  /** True when any line waits for a manual quote: the order starts in 待报价. */
  manual: z.boolean(),
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
