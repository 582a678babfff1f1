/**
 * 意见反馈 in the factory console (/api/shop-staff/feedback): the suggestions sent by customers
 * while they used the factory, answered by its 客服 (and 管理员). The customer's side is
 * suggestions.ts; shared conventions: common.ts; the staff's login and roles: staff.ts.
 */
import { z } from 'zod';
import { pageOf, PageQuery } from './common.ts';
import { Suggestion, SuggestionImage, SuggestionReplyRequest, SuggestionRow, SuggestionStatus } from './suggestions.ts';

const customer = z.object({ id: z.number().int(), nickname: z.string() });

/** GET /feedback?status=&page=&size=: the factory's suggestions, 待处理 then 处理中 (each oldest first), then 已回复 (latest first). */
export const FeedbackQuery = PageQuery.extend({ status: SuggestionStatus.optional() });
export type FeedbackQuery = z.input<typeof FeedbackQuery>;

export const FeedbackItem = SuggestionRow.extend({ customer });
export type FeedbackItem = z.infer<typeof FeedbackItem>;

export const FeedbackPage = pageOf(FeedbackItem);
export type FeedbackPage = z.infer<typeof FeedbackPage>;

/** An attached picture; `url` is the console's own path to its bytes (staff token needed). */
export const FeedbackImage = SuggestionImage.extend({ url: z.string().regex(/^\/api\/shop-staff\/feedback\/\d+\/images\/\d+$/) });
export type FeedbackImage = z.infer<typeof FeedbackImage>;

/** GET /feedback/{id}: the suggestion as the customer sees it (content, replies, history), with who sent it. */
export const FeedbackDetail = Suggestion.extend({ customer, images: z.array(FeedbackImage) });
export type FeedbackDetail = z.infer<typeof FeedbackDetail>;

/** POST /feedback/{id}/reply: the customers' reply rules (1–500 characters). */
export const FeedbackReplyRequest = SuggestionReplyRequest;
export type FeedbackReplyRequest = z.input<typeof FeedbackReplyRequest>;

/** POST /feedback/{id}/status: 待处理 → 处理中 (the only move staff make by hand; a reply makes 已回复). */
export const FeedbackStatusRequest = z.object({ status: z.literal('处理中', '只能将反馈标记为「处理中」') });
export type FeedbackStatusRequest = z.infer<typeof FeedbackStatusRequest>;
