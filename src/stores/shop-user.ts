import { persistentAtom } from '@nanostores/persistent';
import { provideSessionToken } from '../core/shell/session-token.ts';
import { markLeaving } from './navigation.ts';
import { ownerKeyOf, type UserInfo } from '../core/shell/customer.ts';
import { LOGGED_OUT, parseStoredUser, type StoredUser } from '../core/shell/stored-user.ts';

import { SHOP_USER_KEY } from '../core/shell/storage-keys.ts';

export { SHOP_USER_KEY };

/**
 * The logged-in customer, persisted as one JSON value under localStorage `shop-user`.
 * Logged out removes the key; the `storage` event carries that to every open tab.
 */
export const $shopUser = persistentAtom<StoredUser>(SHOP_USER_KEY, LOGGED_OUT, {
  encode: (value) => (value.token ? JSON.stringify(value) : undefined),
  decode: (raw) => parseStoredUser(raw) ?? LOGGED_OUT,
});

// Every API call carries the token of this store.
provideSessionToken(() => $shopUser.get().token);

/** Drops a corrupt or wrongly shaped stored value so it cannot linger. */
export function resetCorruptShopUser(storage: Pick<Storage, 'getItem' | 'removeItem'>): void {
  const raw = storage.getItem(SHOP_USER_KEY);
  if (raw !== null && parseStoredUser(raw) === null) storage.removeItem(SHOP_USER_KEY);
}

/**
 * The number this customer's drafts are claimed with (see ownerKeyOf), or null until the user
 * info has loaded.
 */
export function ownerKey(user: StoredUser): number | null {
  return user.userInfo ? ownerKeyOf(user.userInfo.customer) : null;
}

export function saveToken(token: string): void {
  $shopUser.set({ token, userInfo: null });
}

/**
 * Stores user info fetched with `forToken`. When the token changed meanwhile (logged out or
 * in as someone else, here or in another tab), the answer is stale and dropped. An answer that
 * says what is stored already changes nothing: every page refreshes the user info when it
 * opens, and a new value would draw each island that reads the user again, in one task.
 */
export function saveUserInfo(userInfo: UserInfo, forToken: string = $shopUser.get().token): void {
  const current = $shopUser.get();
  if (!current.token || current.token !== forToken) return;
  if (current.userInfo && JSON.stringify(current.userInfo) === JSON.stringify(userInfo)) return;
  $shopUser.set({ token: current.token, userInfo });
}

export function clearShopUser(): void {
  $shopUser.set(LOGGED_OUT);
}

/**
 * Forgets the user in a tab that navigates away on its own right after (a changed password, an
 * expired session), so that listeners which would send a logged-out page to /login stand back.
 */
export function clearShopUserAndLeave(): void {
  markLeaving();
  clearShopUser();
}
