import { UNREAD_EVENT } from '../core/shell/unread-event.ts';
import { $shopUser } from '../stores/shop-user.ts';

/**
 * The header's unread count of 消息中心: asked once the page has loaded (its own calls go first)
 * and again when the login changes; 消息中心 announces changes itself (UNREAD_EVENT). Shown only
 * above 0; a backend without 消息中心 (404), a failure or a logged-out visitor shows none, and the
 * header never says why: the page's own calls report failures.
 */
export function mountUnreadCount(): void {
  const menu = document.querySelector<HTMLElement>('[data-user-menu]');
  const badge = menu?.querySelector<HTMLElement>('[data-unread-count]');
  const number = badge?.querySelector<HTMLElement>('[data-unread-number]');
  if (!badge || !number) return;
  const show = (count: unknown) => {
    badge.hidden = !(typeof count === 'number' && count > 0);
    number.textContent = String(count);
  };
  let asked: string | null = null;
  const ask = (token: string) => {
    asked = token;
    if (!token) return show(0);
    fetch(`${import.meta.env.PUBLIC_API_BASE ?? ''}/api/shop-message/unread-count`, { headers: { Authorization: `Bearer ${token}` } })
      .then((response) => (response.ok ? response.json() : {}))
      .then((body: { unread?: unknown }) => asked === token && show(body.unread), () => asked === token && show(0));
  };
  addEventListener('load', () => setTimeout(() => $shopUser.subscribe((user) => user.token !== asked && ask(user.token))), { once: true });
  addEventListener(UNREAD_EVENT, (event) => show(event instanceof CustomEvent ? event.detail : 0));
}
