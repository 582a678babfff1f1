/**
 * Wire shapes of the quotation flow and professional orders (issue 4), written once for the
 * browser client and the reference server, like schema.ts. Money is integer fen, lengths
 * mm, volumes mm³, areas mm², sizes bytes, times ISO strings.
 */
import { z } from 'zod';
import { UPLOAD_LIMITS } from '../lib/quotation-rules.ts';
import { pageOf } from './schema.ts';

const fen = z.number().int();

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

export const DesignFormat = z.enum(['stl', 'obj', '3mf', 'step', 'iges', 'zip']);
export type DesignFormat = z.infer<typeof DesignFormat>;

/** Every format the shop stores: drawings, and the pictures and PDFs a design request may add. */
export const FileFormat = z.enum([...DesignFormat.options, 'jpg', 'png', 'webp', 'pdf']);
export type FileFormat = z.infer<typeof FileFormat>;

export const Geometry = z.object({
  volume: z.number().nonnegative(),
  area: z.number().nonnegative(),
  bbox: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  triangles: z.number().int().nonnegative(),
});
export type Geometry = z.infer<typeof Geometry>;

/**
 * An uploaded design file as the server measured it. `geometry` is null for formats that
 * cannot be measured (STEP, IGES, ZIP): those are quoted by hand (人工报价).
 */
export const DesignFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  format: FileFormat,
  geometry: Geometry.nullable(),
  /**
   * Measurement warning codes for the UI to explain: those of the geometry module (openEdges,
   * nonManifoldEdges, inconsistentOrientation, invertedNormals, degenerateTriangles,
   * nonFiniteCoordinates, invalidFaces, manifoldCheckSkipped), and, with geometry null,
   * `unreadable` (damaged or not what its name says), `empty` (no triangles) or `measureFailed`
   * (the server could not finish measuring it). A null geometry means 人工报价 either way.
   */
  warnings: z.array(z.string()),
  createdAt: z.string(),
});
export type DesignFile = z.infer<typeof DesignFile>;

const storageSize = z.number().int().nonnegative();

/**
 * POST /api/shop-file (multipart: `draftId`, then `file`): the stored file and the shop's new
 * usage. `draftId` is the client-made id of the quotation or professional-order draft.
 */
export const UploadResult = z.object({
  file: DesignFile,
  /** Bytes the shop now uses, for `userInfo.customer.shop.storageSize`. */
  storageSize,
});
export type UploadResult = z.infer<typeof UploadResult>;

/** DELETE /api/shop-file/{id}: the shop's usage once the file is gone. */
export const FileDeleteResult = z.object({ storageSize });
export type FileDeleteResult = z.infer<typeof FileDeleteResult>;

/**
 * Multipart text field of an upload sent before `file`: `reference` for a design request's
 * reference files, which may also be JPG, PNG, WebP pictures and PDF documents (20 MB each).
 */
export const UploadPurposeField = z.enum(['reference'], 'purpose 只能是 reference');

/**
 * Where a stored file is used: an order (quotation line or drawing version), a design request
 * (reference or delivery), or a saved quotation (报价单, reference API: quote-doc-schema.ts).
 */
export const FileUse = z.object({ kind: z.enum(['order', 'design', 'quotation']), no: z.string() });
export type FileUse = z.infer<typeof FileUse>;

/**
 * GET /api/shop-file: one of the customer's own stored files, with where it is used. A file no
 * order or design request uses can be deleted, and is deleted by the shop at `expiresAt`.
 */
export const StoredFile = DesignFile.extend({
  usedBy: z.array(FileUse),
  expiresAt: z.string().nullable(),
});
export type StoredFile = z.infer<typeof StoredFile>;

/** The page of files, and the bytes all of the customer's files take (the shop's storage counts every customer's). */
export const StoredFilePage = pageOf(StoredFile).extend({ totalSize: z.number().int().nonnegative() });
export type StoredFilePage = z.infer<typeof StoredFilePage>;

/** Multipart text field of an upload: the draft the file belongs to. */
export const DraftId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'draftId 须为 8–64 位字母、数字、- 或 _');

// The limits live in a zod-free module so that pages can import them without this schema.
export { SHIPPING_FEE, UPLOAD_LIMITS } from '../lib/quotation-rules.ts';

export const QuoteItem = z.object({
  fileId: z.number().int().positive(),
  quantity: z.number().int().min(1, '数量至少为 1').max(10_000, '数量最多 10000'),
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
  leadDays: z.number().int().positive(),
});
export type Quote = z.infer<typeof Quote>;

export const Address = z.object({
  name: z.string().trim().min(1, '请输入收货人').max(32, '收货人最多 32 个字符'),
  phone: z.string().trim().regex(/^1[3-9]\d{9}$/, '请输入正确的手机号'),
  region: z.string().trim().min(1, '请输入所在地区').max(64, '所在地区最多 64 个字符'),
  detail: z.string().trim().min(1, '请输入详细地址').max(120, '详细地址最多 120 个字符'),
});
export type Address = z.infer<typeof Address>;

/** The statuses an order is stored in, as it moves along its flow. */
export const StoredOrderStatus = z.enum(['待报价', '待付款', '生产中', '已发货', '已完成', '已取消', '待发货']);
export type StoredOrderStatus = z.infer<typeof StoredOrderStatus>;

/**
 * Every status an order is shown with: the stored ones, and 生效中 / 已用完 for a paid design
 * package with requests left or none (server/served-status.ts), which are never stored.
 */
export const OrderStatus = z.enum([...StoredOrderStatus.options, '生效中', '已用完']);
export type OrderStatus = z.infer<typeof OrderStatus>;

const idempotencyKey = z.string().min(8, 'idempotencyKey 太短').max(100, 'idempotencyKey 太长');

/**
 * POST /api/shop-order/customized: create a customised order from a quotation.
 * `expectedPayable` is what the customer saw; when the server's price differs it answers
 * 409 `{ message, quote }` and creates nothing. The same `idempotencyKey` twice answers the
 * order the first request created (200), so a double click or a retry creates one order.
 */
export const CreateCustomizedOrder = QuoteRequest.extend({
  address: Address,
  remarks: z.string().trim().max(500, '备注最多 500 个字符'),
  expectedPayable: fen.nonnegative(),
  idempotencyKey,
});
export type CreateCustomizedOrder = z.infer<typeof CreateCustomizedOrder>;

export const OrderEvent = z.object({ status: OrderStatus, at: z.string(), note: z.string() });
export type OrderEvent = z.infer<typeof OrderEvent>;

/** A customised order (定制订单), from a quotation or a professional order. */
export const CustomizedOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  source: z.enum(['quotation', 'professional']),
  status: OrderStatus,
  materialId: z.number().int().nullable(),
  lines: z.array(QuoteLine),
  goods: fen.nonnegative(),
  memberDiscount: fen.nonnegative(),
  discount: fen.nonnegative(),
  shipping: fen.nonnegative(),
  payable: fen.nonnegative(),
  couponId: z.number().int().nullable(),
  address: Address,
  remarks: z.string(),
  createdAt: z.string(),
  timeline: z.array(OrderEvent),
});
export type CustomizedOrder = z.infer<typeof CustomizedOrder>;

/** 409 answer of order creation when the price changed: the new quote to show. */
export const PriceChanged = z.object({ message: z.string(), quote: Quote });
export type PriceChanged = z.infer<typeof PriceChanged>;

/** POST /api/shop-professional-order: an engineer-reviewed order, created in 待报价. */
export const CreateProfessionalOrder = z.object({
  requirements: z.string().trim().min(10, '需求说明至少 10 个字').max(2000, '需求说明最多 2000 个字'),
  quantity: z.number().int().min(1, '数量至少为 1').max(100_000, '数量最多 100000'),
  /** Local calendar day `YYYY-MM-DD`, not before today. */
  expectedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请选择期望交期'),
  address: Address,
  fileIds: z.array(z.number().int().positive()).min(1, '请至少上传一个图纸文件').max(UPLOAD_LIMITS.maxFiles),
  idempotencyKey,
});
export type CreateProfessionalOrder = z.infer<typeof CreateProfessionalOrder>;

export const ProfessionalOrderSummary = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: OrderStatus,
  requirements: z.string(),
  quantity: z.number().int(),
  expectedDate: z.string(),
  fileCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type ProfessionalOrderSummary = z.infer<typeof ProfessionalOrderSummary>;
export const ProfessionalOrderPage = pageOf(ProfessionalOrderSummary);
export type ProfessionalOrderPage = z.infer<typeof ProfessionalOrderPage>;

/** One uploaded version of a drawing: version 1 is the file the order was created with. */
export const DrawingVersion = DesignFile.extend({ version: z.number().int().positive() });
export type DrawingVersion = z.infer<typeof DrawingVersion>;

/** One drawing of an order with every uploaded version, newest first. */
export const Drawing = z.object({
  id: z.number().int(),
  name: z.string(),
  versions: z.array(DrawingVersion),
});
export type Drawing = z.infer<typeof Drawing>;

/**
 * POST /api/shop-professional-order/{orderNo}/drawings (multipart: optional `drawingId`, then
 * `file`): the new version (of `drawingId`, or version 1 of a new drawing) and the shop's usage.
 */
export const DrawingUploadResult = z.object({ drawingId: z.number().int(), version: DrawingVersion, storageSize });
export type DrawingUploadResult = z.infer<typeof DrawingUploadResult>;

/** GET /api/shop-professional-order/{orderNo}/drawings */
export const OrderDrawings = z.object({ order: ProfessionalOrderSummary, drawings: z.array(Drawing) });
export type OrderDrawings = z.infer<typeof OrderDrawings>;
