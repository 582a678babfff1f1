/**
 * After-sales claims (售后申请) on received orders: /api/shop-after-sales for the customer,
 * /api/shop-staff/claims for the factory's 客服 and 管理员. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { fen, idempotencyKey, pageOf, PageQuery } from './common.ts';
import { StoredOrderStatus } from './order-status.ts';
import { CLAIM_LIMITS, CLAIM_REASONS, CLAIM_STATUSES } from '../lib/after-sales/claim-rules.ts';
import { charCount } from '../lib/forms/char-count.ts';

const iso = z.iso.datetime();
const id = z.number().int().positive();
const trimmed = z.string().transform((value) => value.trim());

export const ClaimReason = z.enum(CLAIM_REASONS, '请选择售后原因（质量问题、尺寸不符、损坏、少件或其他）');
export type ClaimReason = z.infer<typeof ClaimReason>;

export const ClaimStatus = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof ClaimStatus>;

/** 售后单号, e.g. SH20260301-0001. */
export const ClaimNo = z.string().regex(/^SH\d{8}-\d{4,}$/, '售后申请不存在');

/** A photo of the claim; `url` is this API's path to its bytes (bearer token of the owner, or the factory's staff). */
export const ClaimPhoto = z.object({
  id,
  url: z.string().regex(/^\/api\/(shop-after-sales|shop-staff\/claims)\/SH\d{8}-\d{4,}\/photos\/\d+$/),
  name: z.string(),
  size: z.number().int().positive(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type ClaimPhoto = z.infer<typeof ClaimPhoto>;

/** A moment of the claim's own timeline, oldest first; the first is the customer's submission. */
export const ClaimEvent = z.object({ status: ClaimStatus, note: z.string(), by: z.enum(['customer', 'staff']), at: iso });
export type ClaimEvent = z.infer<typeof ClaimEvent>;

export const Claim = z.object({
  claimNo: z.string(),
  orderNo: z.string(),
  orderKind: z.enum(['customized', 'consumable']),
  reason: ClaimReason,
  description: z.string(),
  status: ClaimStatus,
  /** Fen refunded by this claim's decision (0 unless 已退款). */
  refunded: fen.nonnegative(),
  /** The factory's note with its decision (the refusal's reason), null while 待处理. */
  decisionNote: z.string().nullable(),
  photos: z.array(ClaimPhoto).max(CLAIM_LIMITS.maxPhotos),
  timeline: z.array(ClaimEvent),
  createdAt: iso,
  updatedAt: iso,
});
export type Claim = z.infer<typeof Claim>;

export const ClaimRow = Claim.pick({ claimNo: true, orderNo: true, orderKind: true, reason: true, status: true, refunded: true, createdAt: true, updatedAt: true }).extend({
  photoCount: z.number().int().min(0),
});
export type ClaimRow = z.infer<typeof ClaimRow>;

export const ClaimPage = pageOf(ClaimRow);
export type ClaimPage = z.infer<typeof ClaimPage>;

export const ClaimListQuery = PageQuery.extend({ orderNo: z.string().max(40).optional() });
export type ClaimListQuery = z.input<typeof ClaimListQuery>;

/** The text fields of POST /api/shop-after-sales (multipart, beside 0–6 `photo` files). */
export const ClaimFields = z.object({
  orderNo: z.string().regex(/^[A-Z]{2}\d{8}-\d{4,}$/, '订单不存在'),
  reason: ClaimReason,
  description: trimmed
    .refine((value) => value !== '', '请描述遇到的问题')
    .refine((value) => charCount(value) <= CLAIM_LIMITS.descriptionMax, `问题描述最多 ${CLAIM_LIMITS.descriptionMax} 个字`),
  idempotencyKey,
});
export type ClaimFields = z.input<typeof ClaimFields>;

// ---------------------------------------------------------------- staff

export const StaffClaimRow = ClaimRow.extend({ customer: z.object({ id: z.number().int(), nickname: z.string() }) });
export type StaffClaimRow = z.infer<typeof StaffClaimRow>;

export const StaffClaimPage = pageOf(StaffClaimRow);
export type StaffClaimPage = z.infer<typeof StaffClaimPage>;

export const StaffClaimQuery = PageQuery.extend({ status: ClaimStatus.optional() });
export type StaffClaimQuery = z.input<typeof StaffClaimQuery>;

/** A claim as the factory handles it: the order's lines and what was paid and refunded on it. */
export const StaffClaim = Claim.extend({
  customer: z.object({ id: z.number().int(), nickname: z.string() }),
  order: z.object({
    orderNo: z.string(),
    status: StoredOrderStatus,
    paymentMethod: z.enum(['balance', 'online']).nullable(),
    receivedAt: iso.nullable(),
    lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), subtotal: fen })),
  }),
  amounts: z.object({
    /** What the customer paid for the order. */
    paid: fen.nonnegative(),
    /** Refunded on the order so far, by every claim. */
    refunded: fen.nonnegative(),
    /** paid − refunded: the most a refund may still be. */
    refundable: fen.nonnegative(),
  }),
});
export type StaffClaim = z.infer<typeof StaffClaim>;

const note = (required: string | null) =>
  trimmed
    .refine((value) => required === null || value !== '', required ?? '')
    .refine((value) => charCount(value) <= CLAIM_LIMITS.noteMax, `说明最多 ${CLAIM_LIMITS.noteMax} 个字`);

export const ClaimRefundRequest = z.object({
  amount: z.number('请填写退款金额').int('退款金额须精确到分').positive('退款金额须大于 0'),
  note: note(null).optional().transform((value) => value ?? ''),
});
export type ClaimRefundRequest = z.input<typeof ClaimRefundRequest>;

export const ClaimRemakeRequest = z.object({ note: note('请写明重做安排') });
export type ClaimRemakeRequest = z.input<typeof ClaimRemakeRequest>;

export const ClaimRefuseRequest = z.object({ reason: note('请填写拒绝原因') });
export type ClaimRefuseRequest = z.input<typeof ClaimRefuseRequest>;

/** The answer of a decision: the claim as it now stands and a sentence for the console. */
export const ClaimDecision = z.object({ claim: StaffClaim, message: z.string() });
export type ClaimDecision = z.infer<typeof ClaimDecision>;
