/**
 * Suggestions (意见反馈) with their images and replies: /api/shop-suggestion. Shared conventions:
 * common.ts.
 */
import { z } from 'zod';
import { pageOf, PageQuery } from './common.ts';
import { isContact, SUGGESTION_LIMITS, SUGGESTION_STATUSES, SUGGESTION_TYPES } from '../lib/forms/suggestion-rules.ts';
import { charCount } from '../lib/forms/char-count.ts';

const iso = z.iso.datetime();

const id = z.number().int().positive();

export const SuggestionType = z.enum(SUGGESTION_TYPES);
export type SuggestionType = z.infer<typeof SuggestionType>;

/** 待处理 → 处理中 → 已回复; a follow-up from the customer takes 已回复 back to 处理中. */
export const SuggestionStatus = z.enum(SUGGESTION_STATUSES);
export type SuggestionStatus = z.infer<typeof SuggestionStatus>;

/** An attached picture; `url` is this API's own path to its bytes (bearer token needed). */
export const SuggestionImage = z.object({
  id,
  url: z.string().regex(/^\/api\/shop-suggestion\/\d+\/images\/\d+$/),
  name: z.string(),
  size: z.number().int().positive(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type SuggestionImage = z.infer<typeof SuggestionImage>;

export const SuggestionReply = z.object({
  id,
  from: z.enum(['staff', 'customer']),
  author: z.string(),
  content: z.string(),
  at: iso,
});
export type SuggestionReply = z.infer<typeof SuggestionReply>;

export const SuggestionEvent = z.object({ status: SuggestionStatus, at: iso, note: z.string() });
export type SuggestionEvent = z.infer<typeof SuggestionEvent>;

export const Suggestion = z.object({
  id,
  /** 反馈编号, e.g. FK20261121-0007. */
  no: z.string(),
  type: SuggestionType,
  title: z.string(),
  content: z.string(),
  contact: z.string().nullable(),
  status: SuggestionStatus,
  images: z.array(SuggestionImage).max(SUGGESTION_LIMITS.maxImages),
  /** Oldest first. */
  replies: z.array(SuggestionReply),
  /** Oldest first; the first entry is the submission (待处理). */
  history: z.array(SuggestionEvent),
  createdAt: iso,
  updatedAt: iso,
});
export type Suggestion = z.infer<typeof Suggestion>;

export const SuggestionRow = Suggestion.pick({ id: true, no: true, type: true, title: true, status: true, createdAt: true, updatedAt: true }).extend({
  imageCount: z.number().int().min(0),
  replyCount: z.number().int().min(0),
});
export type SuggestionRow = z.infer<typeof SuggestionRow>;

export const SuggestionPage = pageOf(SuggestionRow);
export type SuggestionPage = z.infer<typeof SuggestionPage>;

export const SuggestionListQuery = PageQuery.extend({ status: SuggestionStatus.optional() });
export type SuggestionListQuery = z.input<typeof SuggestionListQuery>;

const trimmed = z.string().transform((value) => value.trim());

/**
 * The text fields of POST /api/shop-suggestion (multipart, beside 0–3 `image` files). The
 * messages name the field, since the form shows them next to it.
 */
export const SuggestionFields = z.object({
  type: z.enum(SUGGESTION_TYPES, '请选择反馈类型（功能建议、问题反馈、投诉或其他）'),
  title: trimmed
    .refine((value) => value !== '', '请填写标题')
    .refine((value) => charCount(value) <= SUGGESTION_LIMITS.titleMax, `标题最多 ${SUGGESTION_LIMITS.titleMax} 个字`),
  content: trimmed
    .refine((value) => value !== '', '请填写反馈内容')
    .refine((value) => charCount(value) <= SUGGESTION_LIMITS.contentMax, `反馈内容最多 ${SUGGESTION_LIMITS.contentMax} 个字`),
  contact: trimmed
    .refine((value) => value === '' || isContact(value), '联系方式请填写手机号、邮箱或 QQ 号')
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value)),
  idempotencyKey: z.string().min(8, '提交编号无效，请刷新页面后重新提交').max(100, '提交编号无效，请刷新页面后重新提交'),
});
export type SuggestionFields = z.input<typeof SuggestionFields>;

export const SuggestionReplyRequest = z.object({
  content: trimmed
    .refine((value) => value !== '', '请填写回复内容')
    .refine((value) => charCount(value) <= SUGGESTION_LIMITS.replyMax, `回复内容最多 ${SUGGESTION_LIMITS.replyMax} 个字`),
});
export type SuggestionReplyRequest = z.input<typeof SuggestionReplyRequest>;
