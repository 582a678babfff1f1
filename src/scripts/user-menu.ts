import { $shopUser } from '../stores/shop-user.ts';

/**
 * The header's logged-in state: nickname and menu, or the 登录 link. Plain DOM on the shared
 * store, so open pages stay free of a framework runtime; other tabs' logins and logouts
 * arrive through the store's storage listener. 退出登录 is a plain link to /login?logout=1,
 * where the login island revokes the token with the API client this script does without.
 */
export function mountUserMenu(root: ParentNode = document): void {
  const menu = root.querySelector<HTMLElement>('[data-user-menu]');
  if (!menu) return;
  const nickname = menu.querySelector<HTMLElement>('[data-user-nickname]');
  const initial = menu.querySelector<HTMLElement>('[data-user-initial]');
  $shopUser.subscribe((user) => {
    const customer = user.userInfo?.customer;
    menu.dataset['auth'] = user.token ? 'in' : 'out';
    const name = customer?.nickname || customer?.username || '';
    if (nickname) nickname.textContent = name;
    if (initial) initial.textContent = name.slice(0, 1) || '我';
  });
}
