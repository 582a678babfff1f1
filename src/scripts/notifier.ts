import { onApiError } from '../core/shell/error-bus.ts';
import type { ApiError } from '../core/errors.ts';
import { clearShopUserAndLeave } from '../stores/shop-user.ts';
import { isLeaving } from '../stores/navigation.ts';
import { flashToast, showToast } from '../stores/toasts.ts';
import { loginUrlFor } from '../lib/routes/safe-redirect.ts';

export interface NotifierEnvironment {
  path: () => string;
  navigate: (url: string) => void;
}

const browser: NotifierEnvironment = {
  path: () => `${location.pathname}${location.search}`,
  navigate: (url) => location.assign(url),
};

/** Calls whose 401 without a token means wrong credentials or a spent QQ code, not "log in first". */
const CREDENTIAL_CALLS = ['/api/shop-platform/sessions', '/api/shop-platform/qqlogin', '/api/shop-platform/qqbinding'];

/**
 * Whether a failed call means the customer must log in: a 401 to a call that carried a token
 * (the session ended), or a 401 to a tokenless call of a known API path other than the
 * credential calls (a logged-out visitor on an open page, e.g. /mydesign/*, reading their
 * orders). An error without a path keeps the old rule: only a token's 401 counts.
 */
export function asksForLogin(error: Pick<ApiError, 'status' | 'authenticated' | 'path'>): boolean {
  if (error.status !== 401) return false;
  if (error.authenticated) return true;
  if (error.path === null) return false;
  const [bare = ''] = error.path.split('?');
  return bare.startsWith('/api/') && !CREDENTIAL_CALLS.some((call) => bare === call || bare.startsWith(`${call}/`));
}

/**
 * Reacts to every failed API call: shows its message for 5 s, and when the call needs a login
 * (asksForLogin) logs out and sends the customer to /login?redirect=<here> (with expired=1 when
 * their session ended). A 401 to the login call itself is just a wrong password.
 */
export function installNotifier(env: NotifierEnvironment = browser): () => void {
  return onApiError((error: ApiError) => {
    if (asksForLogin(error)) {
      // Calls still in flight when the first 401 came back fail too: one navigation is enough.
      if (isLeaving()) return;
      clearShopUserAndLeave();
      // A session that ended (the call carried a token) is said on the login page itself, in place
      // of a message that would be gone after 5 s; a visitor who never logged in gets the server's.
      if (!error.authenticated) flashToast('error', error.message);
      env.navigate(loginUrlFor(env.path(), { expired: error.authenticated }));
      return;
    }
    showToast('error', error.message);
  });
}
