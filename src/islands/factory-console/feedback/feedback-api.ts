/** 意见反馈 in the console (客服 and 管理员): /api/shop-staff/feedback. */
import type { FeedbackDetail, FeedbackPage, FeedbackQuery } from '../../../wire/staff-feedback.ts';
import { has, isPageOf } from '../../../core/shapes.ts';
import { staffApi } from '../staff-api.ts';
import { staffFiles, withSignal } from '../staff-files.ts';

const isFeedback = has({ id: 'number', no: 'string', status: 'string', replies: 'array', images: 'array' });
const feedbackPath = (id: number) => `/api/shop-staff/feedback/${id}`;

export const listFeedback = (query: { page: number; size: number; status?: FeedbackQuery['status'] }, signal?: AbortSignal) =>
  staffApi<FeedbackPage>('/api/shop-staff/feedback', { query: { ...query }, feature: true, expect: isPageOf({ id: 'number', no: 'string', status: 'string' }), ...withSignal(signal) });
export const fetchFeedback = (id: number, signal?: AbortSignal) => staffApi<FeedbackDetail>(feedbackPath(id), { expect: isFeedback, ...withSignal(signal) });
export const replyFeedback = (id: number, content: string) => staffApi<FeedbackDetail>(`${feedbackPath(id)}/reply`, { method: 'POST', body: { content }, expect: isFeedback });
export const markFeedbackInProgress = (id: number) => staffApi<FeedbackDetail>(`${feedbackPath(id)}/status`, { method: 'POST', body: { status: '处理中' }, expect: isFeedback });
/** A suggestion's picture (the console's own path to it, from FeedbackDetail.images). */
export const downloadFeedbackImage = (url: string, signal?: AbortSignal) => staffFiles.download(url, withSignal(signal));
