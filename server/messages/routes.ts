import type { Hono } from 'hono';
import { z } from 'zod';
import { MessageListQuery, MessagePage, ReadAllAnswer, UnreadCount } from '../../src/wire/messages.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { error, json, noContent, resource } from '../core/route.ts';
import { listMessages, markAllRead, markRead, unreadCount } from './store.ts';

const notFoundMessage = '消息不存在';
export const MessageIdParam = z.object({ id: z.string().regex(/^\d{1,15}$/, notFoundMessage).transform(Number).describe('消息 id') });

const tags = ['消息中心'];

/** GET /shop-message (a page, newest first), GET /shop-message/unread-count, POST …/{id}/read and POST …/read-all. */
export function messageRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags, customer: true });

  route({
    method: 'get',
    path: '/',
    summary: '分页列出消息（新的在前）',
    description: '工厂对客户订单、售后、反馈、发票与设计交付的每次处理各一条；unread 为全部未读数。',
    query: MessageListQuery,
    responses: { 200: json('一页消息', MessagePage) },
  }, (c, { query }) => c.json(listMessages(db, c.get('customerId'), query)));

  route({
    method: 'get',
    path: '/unread-count',
    summary: '未读消息数（页头角标）',
    responses: { 200: json('未读数', UnreadCount) },
  }, (c) => c.json({ unread: unreadCount(db, c.get('customerId')) } satisfies UnreadCount));

  route({
    method: 'post',
    path: '/read-all',
    summary: '全部标为已读',
    responses: { 200: json('标为已读的条数', ReadAllAnswer) },
  }, (c) => c.json({ read: markAllRead(db, c.get('customerId'), now().getTime()) } satisfies ReadAllAnswer));

  route({
    method: 'post',
    path: '/:id/read',
    summary: '标为已读',
    params: MessageIdParam,
    responses: { 204: noContent('已读'), 404: error('消息不存在（或属于其他客户）') },
  }, (c, { params }) => {
    if (!markRead(db, c.get('customerId'), params.id, now().getTime())) throw new HttpError(404, notFoundMessage);
    return c.body(null, 204);
  });

  return routes;
}
