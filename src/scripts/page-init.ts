import { installNotifier } from './notifier.ts';
import { resetCorruptShopUser } from '../stores/shop-user.ts';
import { showFlashedToast } from '../stores/toasts.ts';
import { mountToaster } from './toaster.ts';

/** Runs once on every page: the message system and the reactions to failed calls. */
export function initPage(): void {
  try {
    resetCorruptShopUser(localStorage);
  } catch {
    // Storage blocked (privacy mode): the session store falls back to memory.
  }
  mountToaster();
  installNotifier();
  showFlashedToast();
}
