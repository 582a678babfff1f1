import { displayName, initialOf } from '../core/shell/customer.ts';
import { $shopUser } from '../stores/shop-user.ts';

/**
 * The header's logged-in state: name and menu, or the 登录 link. Plain DOM on the shared
 * store, so open pages stay free of a framework runtime; other tabs' logins and logouts
 * arrive through the store's storage listener. 退出登录 is a plain link to /login?logout=1,
 * where the login island revokes the token with the API client this script does without.
 * Elements marked `data-no-factory-note` (the design home's "how to choose a factory") show
 * only to a logged-in customer whose user info says there is no using factory.
 */
export function mountUserMenu(root: ParentNode = document): void {
  const menu = root.querySelector<HTMLElement>('[data-user-menu]');
  const notes = root.querySelectorAll<HTMLElement>('[data-no-factory-note]');
  if (!menu && notes.length === 0) return;
  const nickname = menu?.querySelector<HTMLElement>('[data-user-nickname]');
  const initial = menu?.querySelector<HTMLElement>('[data-user-initial]');
  // The fallback text comes from the server-rendered page: the catalogue stays out of this script.
  const fallback = menu?.dataset['fallbackName'] ?? '';
  $shopUser.subscribe((user) => {
    const customer = user.userInfo?.customer;
    const factory = !user.token || !customer ? 'unknown' : customer.usingFactory ? 'yes' : 'none';
    for (const note of notes) note.hidden = factory !== 'none';
    if (!menu) return;
    menu.dataset['auth'] = user.token ? 'in' : 'out';
    menu.dataset['factory'] = factory;
    const name = customer ? displayName(customer, fallback) : fallback;
    if (nickname) nickname.textContent = name;
    if (initial) initial.textContent = initialOf(name);
  });
}
