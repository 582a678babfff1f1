import type { MessagePage, ReadAllAnswer } from '../../wire/messages.ts';
import { api } from '../../core/http.ts';
import { isPageOf } from '../../core/shapes.ts';

export interface InboxQuery {
  page: number;
  size: number;
  unread: boolean;
}

/** Our extension: a backend without 消息中心 (404/501) shows the feature as not offered. */
export const listMessages = ({ page, size, unread }: InboxQuery) =>
  api<MessagePage>('/api/shop-message', {
    query: { page, size, ...(unread ? { unread: 1 } : {}) },
    feature: true,
    expect: isPageOf({ id: 'number', kind: 'string', title: 'string', body: 'string' }),
  });

export const markMessageRead = (id: number) => api<null>(`/api/shop-message/${id}/read`, { method: 'POST' });

export const markAllMessagesRead = () => api<ReadAllAnswer>('/api/shop-message/read-all', { method: 'POST' });

/**
 * Where a message's link may take the customer: a path of this site only. The server refuses
 * any other when it writes one; this holds for a backend that is not ours too.
 */
export function sitePathOf(link: string | null): string | null {
  if (link === null || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  try {
    const url = new URL(link, 'https://shop.invalid');
    return url.origin === 'https://shop.invalid' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
