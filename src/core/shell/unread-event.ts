/**
 * The event 消息中心 (src/islands/messages) sends on window with the customer's unread count as
 * its detail whenever it learns or changes it, so the header's count (src/scripts/unread-count.ts)
 * follows without asking the API again.
 */
export const UNREAD_EVENT = 'shop:unread';

export function announceUnread(count: number): void {
  dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: count }));
}
