import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';
import { FeedbackDetail, FeedbackPage, FeedbackQuery, FeedbackReplyRequest, FeedbackStatusRequest } from '../../src/wire/staff-feedback.ts';
import { IMAGE_CONTENT_TYPES } from '../../src/lib/files/image-sniff.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { error, json, resource } from '../core/route.ts';
import { SuggestionIdParam, SuggestionImageParam } from '../suggestions/routes.ts';
import { findFeedback, findFeedbackImage, listFeedback, markFeedbackInProgress, replyToFeedback } from './feedback-store.ts';

const tags = ['员工：意见反馈'];
const notFound = error('反馈不存在（或不属于本工厂）');

/** /feedback: the suggestions sent to the factory, reading one and answering it (管理员 and 客服). */
export function feedbackRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now, uploads } = deps;
  const { routes, route } = resource(deps, { tags, staff: ['service'] });

  route({
    method: 'get',
    path: '/feedback',
    summary: '本工厂收到的反馈（待处理、处理中在前，可按状态筛选，分页）',
    description: '客户提交反馈时正在使用的工厂负责答复；提交时未选择工厂的反馈不属于任何工厂。',
    query: FeedbackQuery,
    responses: { 200: json('一页反馈', FeedbackPage) },
  }, (c, { query }) => c.json(listFeedback(db, c.get('staff').factoryId, query)));

  route({
    method: 'get',
    path: '/feedback/:id',
    summary: '一条反馈（内容、图片、回复与状态记录）',
    params: SuggestionIdParam,
    responses: { 200: json('反馈', FeedbackDetail), 404: notFound },
  }, (c, { params }) => c.json(findFeedback(db, c.get('staff').factoryId, params.id)));

  route({
    method: 'get',
    path: '/feedback/:id/images/:imageId',
    summary: '反馈图片的内容',
    description: "返回图片字节与对应的 Content-Type，并带 Content-Security-Policy: default-src 'none'。",
    params: SuggestionImageParam,
    responses: {
      200: { description: '图片', content: { 'image/png': { schema: { type: 'string' } }, 'image/jpeg': { schema: { type: 'string' } }, 'image/webp': { schema: { type: 'string' } } } },
      404: error('图片不存在'),
    },
  }, async (c, { params }) => {
    const image = findFeedbackImage(db, c.get('staff').factoryId, params.id, params.imageId);
    const bytes = await readFile(uploads.pathOf(image.storedName));
    return c.body(bytes, 200, {
      'Content-Type': IMAGE_CONTENT_TYPES[image.kind],
      'Content-Length': String(bytes.byteLength),
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'private, no-store',
    });
  });

  route({
    method: 'post',
    path: '/feedback/:id/reply',
    summary: '回复反馈：待处理 / 处理中 → 已回复',
    description: '以当前员工的姓名回复；客户的消息中心会收到通知。已回复的反馈在客户追问（回到处理中）之前不能再次回复。',
    params: SuggestionIdParam,
    json: FeedbackReplyRequest,
    responses: { 200: json('回复后的反馈', FeedbackDetail), 404: notFound, 409: error('该反馈已由其他客服回复') },
  }, (c, { params: { id }, json: { content } }) => c.json(replyToFeedback(db, c.get('staff'), id, content, now().getTime())));

  route({
    method: 'post',
    path: '/feedback/:id/status',
    summary: '标记为处理中：待处理 → 处理中',
    params: SuggestionIdParam,
    json: FeedbackStatusRequest,
    responses: { 200: json('更新后的反馈', FeedbackDetail), 404: notFound, 409: error('反馈当前不是待处理') },
  }, (c, { params: { id } }) => c.json(markFeedbackInProgress(db, c.get('staff'), id, now().getTime())));

  return routes;
}
