/**
 * 意见反馈 for the factory's 客服: the suggestions customers sent while using the factory
 * (suggestions.factory_id), answered here with the suggestions module's own writes (addReply,
 * setStatus, addEvent). Each move is one conditional UPDATE on the status, so of two members of
 * staff answering at once one answers and the other is told; the audit row and the customer's
 * message go in the same transaction.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { FeedbackDetail, FeedbackPage } from '../../src/wire/staff-feedback.ts';
import type { SuggestionStatus } from '../../src/wire/suggestions.ts';
import { SuggestionStatus as SuggestionStatusSchema, SuggestionType } from '../../src/wire/suggestions.ts';
import { suggestionDetailUrl } from '../../src/lib/routes/suggestion-query.ts';
import type { ImageKind } from '../../src/lib/files/image-sniff.ts';
import type { StaffContext } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { intOf, isoOf, textOf } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { addCustomerMessage } from '../messages/store.ts';
import { addEvent, addReply, findSuggestion, findSuggestionImage, setStatus, suggestionNo, suggestionNotFound } from '../suggestions/store.ts';
import { recordAudit } from './audit.ts';

export const feedbackMessages = {
  notFound: suggestionNotFound,
  replied: '该反馈已由其他客服回复，请刷新后查看；客户追问后可以再次回复',
  notWaiting: (status: string) => `反馈当前为「${status}」，只有待处理的反馈可以标记为处理中`,
} as const;

/** Where the console reads an image's bytes. */
export const feedbackImagePath = (suggestionId: number, imageId: number) => `/api/shop-staff/feedback/${suggestionId}/images/${imageId}`;

const open = "s.status IN ('待处理', '处理中')";

/** One page of the factory's suggestions, of one status or all: 待处理, then 处理中 (each oldest first), then 已回复 (latest first). */
export function listFeedback(db: DatabaseSync, factoryId: number, query: { status?: SuggestionStatus | undefined; page: number; size: number }): FeedbackPage {
  const params = { factory: factoryId, status: query.status ?? null };
  const where = 's.factory_id = :factory AND (:status IS NULL OR s.status = :status)';
  const rows = db
    .prepare(
      `SELECT s.id, s.type, s.title, s.status, s.created_at, s.updated_at, s.customer_id, c.nickname,
         (SELECT COUNT(*) FROM suggestion_images i WHERE i.suggestion_id = s.id) AS image_count,
         (SELECT COUNT(*) FROM suggestion_replies r WHERE r.suggestion_id = s.id) AS reply_count
       FROM suggestions s JOIN customers c ON c.id = s.customer_id WHERE ${where}
       ORDER BY CASE s.status WHEN '待处理' THEN 0 WHEN '处理中' THEN 1 ELSE 2 END, CASE WHEN ${open} THEN s.created_at ELSE -s.updated_at END, s.id
       LIMIT :limit OFFSET :offset`,
    )
    .all({ ...params, limit: query.size, offset: (query.page - 1) * query.size });
  const total = db.prepare(`SELECT COUNT(*) AS n FROM suggestions s WHERE ${where}`).get(params);
  return {
    records: rows.map((row) => ({
      id: intOf(row, 'id'),
      no: suggestionNo(intOf(row, 'id'), intOf(row, 'created_at')),
      type: SuggestionType.parse(textOf(row, 'type')),
      title: textOf(row, 'title'),
      status: SuggestionStatusSchema.parse(textOf(row, 'status')),
      imageCount: intOf(row, 'image_count'),
      replyCount: intOf(row, 'reply_count'),
      createdAt: isoOf(row, 'created_at'),
      updatedAt: isoOf(row, 'updated_at'),
      customer: { id: intOf(row, 'customer_id'), nickname: textOf(row, 'nickname') },
    })),
    total: total === undefined ? 0 : intOf(total, 'n'),
  };
}

/** The suggestion's customer and status when the factory answers it; 404 for another factory's (or none's). */
function ownSuggestion(db: DatabaseSync, factoryId: number, id: number): { customerId: number; nickname: string; status: string; createdAt: number } {
  const row = db
    .prepare('SELECT s.customer_id, s.status, s.created_at, c.nickname FROM suggestions s JOIN customers c ON c.id = s.customer_id WHERE s.id = ? AND s.factory_id = ?')
    .get(id, factoryId);
  if (row === undefined) throw new HttpError(404, feedbackMessages.notFound);
  return { customerId: intOf(row, 'customer_id'), nickname: textOf(row, 'nickname'), status: textOf(row, 'status'), createdAt: intOf(row, 'created_at') };
}

/** One suggestion of the factory with its images, replies and history. */
export function findFeedback(db: DatabaseSync, factoryId: number, id: number): FeedbackDetail {
  const { customerId, nickname } = ownSuggestion(db, factoryId, id);
  const suggestion = findSuggestion(db, customerId, id);
  return { ...suggestion, images: suggestion.images.map((image) => ({ ...image, url: feedbackImagePath(id, image.id) })), customer: { id: customerId, nickname } };
}

/** Where an image of the factory's suggestion is stored; 404 otherwise. */
export function findFeedbackImage(db: DatabaseSync, factoryId: number, id: number, imageId: number): { storedName: string; kind: ImageKind; size: number } {
  return findSuggestionImage(db, ownSuggestion(db, factoryId, id).customerId, id, imageId);
}

const staffNameOf = (db: DatabaseSync, staffId: number): string => textOf(db.prepare('SELECT name FROM staff WHERE id = ?').get(staffId) ?? { name: '客服' }, 'name');

/** A short part of a text for a message body: the first `length` characters. */
const excerpt = (text: string, length = 60) => (Array.from(text).length > length ? `${Array.from(text).slice(0, length).join('')}…` : text);

/**
 * The staff's answer: a reply under their name, the suggestion 已回复 (only from 待处理 or 处理中:
 * a second answer at the same time is 409), its history, the customer told, the audit row.
 */
export function replyToFeedback(db: DatabaseSync, staff: StaffContext, id: number, content: string, at: number): FeedbackDetail {
  inTransaction(db, () => {
    const current = ownSuggestion(db, staff.factoryId, id);
    if (!setStatus(db, id, '已回复', at, ['待处理', '处理中'])) throw new HttpError(409, feedbackMessages.replied);
    const author = staffNameOf(db, staff.id);
    addReply(db, id, { from: 'staff', author, content, at });
    addEvent(db, id, '已回复', `${author}已回复`, at);
    const no = suggestionNo(id, current.createdAt);
    addCustomerMessage(db, { customerId: current.customerId, kind: 'suggestionReply', title: `您的反馈 ${no} 有了回复`, body: excerpt(content), link: suggestionDetailUrl(id), at });
    recordAudit(db, { factoryId: staff.factoryId, staffId: staff.id, at, action: 'feedback.reply', subject: `suggestion:${no}`, before: { status: current.status }, after: { status: '已回复', reply: content } });
  });
  return findFeedback(db, staff.factoryId, id);
}

/** 待处理 → 处理中: someone has taken it (only from 待处理, so a colleague's second click is 409). */
export function markFeedbackInProgress(db: DatabaseSync, staff: StaffContext, id: number, at: number): FeedbackDetail {
  inTransaction(db, () => {
    const current = ownSuggestion(db, staff.factoryId, id);
    if (!setStatus(db, id, '处理中', at, ['待处理'])) throw new HttpError(409, feedbackMessages.notWaiting(current.status));
    addEvent(db, id, '处理中', '客服已开始处理', at);
    recordAudit(db, { factoryId: staff.factoryId, staffId: staff.id, at, action: 'feedback.progress', subject: `suggestion:${suggestionNo(id, current.createdAt)}`, before: { status: current.status }, after: { status: '处理中' } });
  });
  return findFeedback(db, staff.factoryId, id);
}

/** 待处理 and 处理中 suggestions of the factory (the 工作台's 待回复). */
export function feedbackToReply(db: DatabaseSync, factoryId: number): number {
  const row = db.prepare(`SELECT COUNT(*) AS n FROM suggestions s WHERE s.factory_id = ? AND ${open}`).get(factoryId);
  return row === undefined ? 0 : intOf(row, 'n');
}
