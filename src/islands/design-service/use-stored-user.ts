import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { StoredUser } from '~/core/shell/stored-user';
import { $shopUser } from '~/stores/shop-user';
import { loadUserInfo } from '~/stores/session';

// One load for every island of the page that asks at the same time.
let loading: Promise<void> | null = null;

/**
 * The stored user, with its user info loaded when a token has none. Pages under /mydesign are
 * open (no guard loads it for them), yet the design forms need the customer: without this a
 * token stored without user info (or with one that did not parse) kept them loading forever.
 * A failure is the notifier's to tell (a 401 goes to /login; any other drops the stored user).
 */
export function useStoredUser(): StoredUser {
  const user = useStore($shopUser);
  const missing = user.token !== '' && !user.userInfo;
  useEffect(() => {
    if (!missing || loading) return;
    loading = loadUserInfo()
      .catch(() => {})
      .finally(() => {
        loading = null;
      });
  }, [missing]);
  return user;
}
