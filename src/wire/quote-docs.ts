/**
 * Quotation documents (报价单, /api/shop-quotation/saved, /shared and /api/shop-order/{orderNo}/quotation,
 * reference API): the figures a PDF quotation prints, for a saved quotation (priced by the server
 * when saved) or for an order; saving, sharing with colleagues of the same shop, and turning a
 * quotation into a quotation draft. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { QUOTE_CUSTOMER_MAX, QUOTE_PHONE_PATTERN } from '../lib/forms/quote-doc-rules.ts';
import { fen, idempotencyKey, pageOf } from './common.ts';
import { DraftId, FileFormat, Geometry } from './files.ts';
import { DraftPart, LineChoices, Quote, QuoteRequest } from './quotes.ts';

export { QUOTATION_VALID_DAYS, SAVED_QUOTATION_LIMIT } from '../lib/forms/quote-doc-rules.ts';

/** Who the quotation is for. */
export const QuoteCustomer = z.object({ name: z.string(), company: z.string(), phone: z.string() });
export type QuoteCustomer = z.infer<typeof QuoteCustomer>;

export const QuoteCustomerInput = z.object({
  name: z.string().trim().min(1, '请输入客户名称').max(QUOTE_CUSTOMER_MAX.name, `客户名称最多 ${QUOTE_CUSTOMER_MAX.name} 个字符`),
  company: z.string().trim().max(QUOTE_CUSTOMER_MAX.company, `公司名称最多 ${QUOTE_CUSTOMER_MAX.company} 个字符`),
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || QUOTE_PHONE_PATTERN.test(phone), '联系电话应为手机号或带区号的固定电话'),
});

/**
 * One line of a document: the part (file name, format and the server's measured figures, or
 * `manual` for 人工报价 with no figures and price 0 until an engineer quotes it), process,
 * material and colour (null where the order does not say), or a consumable's spec; a part priced
 * with per-part choices has them (`options`, `finishName`, `leadDays`), a line without has none.
 */
export const QuoteDocLine = z.object({
  fileId: z.number().int().nullable(),
  name: z.string(),
  format: FileFormat.nullable(),
  /**
   * Volume mm³, area mm², bounding box mm and triangles as the server measured them (a part priced
   * in inches: scaled to millimetres, as priced); null for 人工报价 and consumables.
   */
  geometry: Geometry.nullable(),
  manual: z.boolean(),
  process: z.string().nullable(),
  material: z.string().nullable(),
  colour: z.string().nullable(),
  /** Consumables: their spec; parts: null. */
  spec: z.string().nullable(),
  quantity: z.number().int().positive(),
  unitPrice: fen.nonnegative(),
  subtotal: fen.nonnegative(),
}).extend(LineChoices.shape);
export type QuoteDocLine = z.infer<typeof QuoteDocLine>;

/**
 * What a quotation PDF prints. `number` is the quotation's (BJ…) or the order's number; the date
 * `issuedAt` and `validUntil` (QUOTATION_VALID_DAYS later); `expired` once that has passed.
 * Amounts as the server priced them: goods, the member level's discount, the coupon's, shipping,
 * payable, and payable in Chinese capital numerals (`payableInWords`, 大写).
 */
export const QuoteDocument = z.object({
  source: z.enum(['quotation', 'order']),
  number: z.string(),
  issuedAt: z.string(),
  validUntil: z.string(),
  validDays: z.number().int().positive(),
  expired: z.boolean(),
  /** The customer's shop (the studio the quotation is for). */
  shop: z.object({ name: z.string() }),
  /** The seller: the factory that quotes and makes the parts, with its address where the backend keeps one. */
  factory: z.object({ name: z.string(), city: z.string(), address: z.string().optional() }).nullable(),
  customer: QuoteCustomer,
  lines: z.array(QuoteDocLine),
  goods: fen.nonnegative(),
  memberDiscount: fen.nonnegative(),
  discount: fen.nonnegative(),
  /** The coupon's title when one was used. */
  coupon: z.string().nullable(),
  shipping: fen.nonnegative(),
  payable: fen.nonnegative(),
  payableInWords: z.string(),
  /** Some line waits for 人工报价: the total is not final. */
  manual: z.boolean(),
  leadDays: z.number().int().positive().nullable(),
  remarks: z.string(),
  /** The VAT rate (percent) the prices include, where the backend states it. */
  vatRate: z.number().int().min(0).max(100).optional(),
});
export type QuoteDocument = z.infer<typeof QuoteDocument>;

/**
 * POST /api/shop-quotation/saved: the quotation draft as /price takes it, with the colour chosen,
 * who the quotation is for and remarks. The server prices it itself (never the browser's figures).
 * The same idempotencyKey again answers the quotation it saved (200).
 */
export const SaveQuotation = QuoteRequest.extend({
  colour: z.string().trim().min(1, '颜色不能为空').max(20, '颜色最多 20 个字符').nullable(),
  customer: QuoteCustomerInput,
  remarks: z.string().trim().max(500, '备注最多 500 个字符'),
  idempotencyKey,
});
export type SaveQuotation = z.input<typeof SaveQuotation>;
/** A quotation to save as the server reads it: texts trimmed. */
export type SaveQuotationFields = z.output<typeof SaveQuotation>;

/** 有效 until validUntil, then 已过期 (it still opens, and re-prices when turned into a draft). */
export const QuotationStatus = z.enum(['有效', '已过期']);
export type QuotationStatus = z.infer<typeof QuotationStatus>;

/** The link colleagues of the same shop open it by (`token`), while shared. */
export const QuotationShare = z.object({ token: z.string(), sharedAt: z.string() });
export type QuotationShare = z.infer<typeof QuotationShare>;

/** One of the customer's saved quotations, with its document. */
export const SavedQuotation = z.object({
  quoteNo: z.string(),
  status: QuotationStatus,
  materialId: z.number().int().nullable(),
  colour: z.string().nullable(),
  share: QuotationShare.nullable(),
  createdAt: z.string(),
  document: QuoteDocument,
});
export type SavedQuotation = z.infer<typeof SavedQuotation>;

/** A row of GET /api/shop-quotation/saved, newest first. */
export const SavedQuotationSummary = z.object({
  quoteNo: z.string(),
  status: QuotationStatus,
  /** The first line's file name. */
  title: z.string(),
  lineCount: z.number().int().positive(),
  material: z.string(),
  payable: fen.nonnegative(),
  manual: z.boolean(),
  shared: z.boolean(),
  createdAt: z.string(),
  validUntil: z.string(),
});
export type SavedQuotationSummary = z.infer<typeof SavedQuotationSummary>;
export const SavedQuotationPage = pageOf(SavedQuotationSummary).extend({ limit: z.number().int().positive() });
export type SavedQuotationPage = z.infer<typeof SavedQuotationPage>;

/**
 * GET /api/shop-quotation/shared/{token}: a shared quotation, read-only, for a logged-in customer
 * of the same shop (`mine` when it is the reader's own). Anyone else gets 404.
 */
export const SharedQuotation = z.object({
  quoteNo: z.string(),
  status: QuotationStatus,
  mine: z.boolean(),
  /** The owner's nickname. */
  sharedBy: z.string(),
  document: QuoteDocument,
});
export type SharedQuotation = z.infer<typeof SharedQuotation>;

/** Body of the draft calls: the client-made id of the new quotation draft the files go to. */
export const QuotationDraftRequest = z.object({ draftId: DraftId });
export type QuotationDraftRequest = z.infer<typeof QuotationDraftRequest>;

/**
 * What a new quotation draft takes from a quotation: material, colour, remarks, and the files
 * with their quantities. For a colleague the files are copies now in their own name (`copied`),
 * counted in the shop's storage (`storageSize` is its usage after), uploaded to `draftId` and
 * cleaned up like any unused upload. `quote` is today's price for the reader (their member level,
 * their using factory, no coupon), or null with `unpriced` saying why (e.g. the material is not
 * offered by their factory). A draft made from an expired quotation is priced the same way.
 */
export const QuotationDraft = z.object({
  quoteNo: z.string(),
  draftId: z.string(),
  expired: z.boolean(),
  materialId: z.number().int().nullable(),
  colour: z.string().nullable(),
  remarks: z.string(),
  /**
   * `options`: the part's choices as today's price carries them to the material (only for a line saved with choices);
   * `drawing` and `callouts` as the line had them (the drawing only in the owner's own draft: a colleague's copy has the call-outs alone).
   */
  items: z.array(DraftPart),
  copied: z.boolean(),
  storageSize: z.number().int().nonnegative(),
  quote: Quote.nullable(),
  unpriced: z.string().nullable(),
  /** Names of parts some of whose choices the material no longer offers: those start from the defaults. */
  optionsDropped: z.array(z.string()).optional(),
  /**
   * The quotation's own figures as saved (reference API): what today's `quote` is compared with
   * before paying. While the quotation is valid its line prices hold for the reader at the
   * factory that quoted them (`quote.validUntil`); once expired the draft is priced afresh.
   */
  quoted: z
    .object({ goods: fen.nonnegative(), payable: fen.nonnegative(), validUntil: z.string() })
    .optional()
    .describe('报价单保存时的金额与有效期。报价单有效时，其各行价格为读者保持到 validUntil（同一工厂、相同文件、数量与选项）；已过期时草稿按当前价格重新计价，页面据此显示差额。'),
});
export type QuotationDraft = z.infer<typeof QuotationDraft>;


/**
 * GET /api/shop-quotation/shared: the quotations colleagues of the same shop share (newest share
 * first), each opened read-only by its `token`, with the colleague's nickname (reference API).
 */
export const SharedQuotationSummary = SavedQuotationSummary.omit({ shared: true }).extend({ token: z.string(), sharedBy: z.string(), sharedAt: z.string() });
export type SharedQuotationSummary = z.infer<typeof SharedQuotationSummary>;
export const SharedQuotationPage = pageOf(SharedQuotationSummary);
export type SharedQuotationPage = z.infer<typeof SharedQuotationPage>;
