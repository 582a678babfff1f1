import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { t } from '~/core/messages';
import { loginUrlFor } from '~/lib/routes/safe-redirect';
import { $shopUser } from '~/stores/shop-user';
import { isLeaving } from '~/stores/navigation';
import { flashToast } from '~/stores/toasts';
import { GuardPending } from './GuardPending';

/**
 * The part of an open page that only a logged-in customer has (the design order center, open as
 * every /mydesign path is): a visitor with no stored login goes to /login and back at once, without
 * asking the API first, which would only answer 401 (an error in the browser's console).
 */
export function LoginFirst({ children }: { children: ReactNode }) {
  const { token } = useStore($shopUser);
  useEffect(() => {
    if (token || isLeaving()) return;
    flashToast('info', t('guard.loginFirst'));
    location.replace(loginUrlFor(`${location.pathname}${location.search}`));
  }, [token]);
  if (!token) return <GuardPending text={t('guard.redirecting')} />;
  return children;
}
