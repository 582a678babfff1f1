import { onApiError } from '../api/error-bus.ts';
import type { ApiError } from '../api/errors.ts';
import { clearShopUserAndLeave } from '../stores/shop-user.ts';
import { flashToast, showToast } from '../stores/toasts.ts';
import { loginUrlFor } from './safe-redirect.ts';

export interface NotifierEnvironment {
  path: () => string;
  navigate: (url: string) => void;
}

const browser: NotifierEnvironment = {
  path: () => `${location.pathname}${location.search}`,
  navigate: (url) => location.assign(url),
};

/**
 * Reacts to every failed API call: shows its message for 5 s, and on a 401 for a request
 * that carried a token (the session ended) logs out and sends the customer to
 * /login?redirect=<here>. A 401 to the login call itself is just a wrong password.
 */
export function installNotifier(env: NotifierEnvironment = browser): () => void {
  return onApiError((error: ApiError) => {
    if (error.status === 401 && error.authenticated) {
      clearShopUserAndLeave();
      flashToast('error', error.message);
      env.navigate(loginUrlFor(env.path()));
      return;
    }
    showToast('error', error.message);
  });
}
