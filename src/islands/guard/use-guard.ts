import { useEffect, useState } from 'react';
import { ApiError } from '~/api/errors';
import { t } from '~/i18n/t-core';
import { decideGuard, isOpenPath, withoutOAuthParams, type GuardDecision } from '~/lib/guard';
import { loginUrlFor } from '~/lib/safe-redirect';
import { $loginWay } from '~/stores/login-way';
import { completeQqBinding, completeQqLogin, loadUserInfo } from '~/stores/session';
import { $shopUser, isLeaving } from '~/stores/shop-user';
import { flashToast, showToast } from '~/stores/toasts';

export type GuardPhase = 'checking' | 'ready' | 'leaving';

const here = () => `${location.pathname}${location.search}`;
const currentDecision = (): GuardDecision =>
  decideGuard({
    path: location.pathname,
    query: new URLSearchParams(location.search),
    user: $shopUser.get(),
    loginWay: $loginWay.get(),
  });

/**
 * Applies the route guard before protected content mounts. A page the stored user may see
 * renders at once; the user info is refreshed in the background and the decision taken again
 * with it (a 401 sends the customer to login, a factory gone away applies the factory rule).
 * Nothing protected renders for a visitor without a token.
 */
export function useGuard(): GuardPhase {
  const [phase, setPhase] = useState<GuardPhase>(() => (currentDecision().kind === 'allow' ? 'ready' : 'checking'));

  useEffect(() => {
    let active = true;
    const leave = (url: string) => {
      if (!active) return;
      active = false;
      setPhase('leaving');
      location.replace(url);
    };
    /** Acts on a decision that needs no call: show the page, or send the customer away. */
    const settle = (decision: GuardDecision) => {
      if (decision.kind === 'allow') {
        if (active) setPhase('ready');
      } else if (isLeaving()) {
        // A 401 of another call has the notifier on its way to /login: a second navigation would abort it.
      } else if (decision.kind === 'no-factory') {
        if (active) flashToast('info', t('guard.needsFactory'));
        leave(decision.to);
      } else if (decision.kind === 'login') {
        leave(decision.to);
      }
    };
    const failCallback = (error: unknown) => {
      if (error instanceof ApiError) flashToast('error', error.message);
      leave('/login');
    };
    const refresh = () =>
      loadUserInfo()
        .then(() => settle(currentDecision()))
        // A 401 has the notifier on its way to /login already; a second navigation would abort it.
        .catch(() => {
          if (!isLeaving()) leave(loginUrlFor(here()));
        });

    const decision = currentDecision();
    const path = location.pathname;
    const cleanAddress = () => history.replaceState(history.state, '', withoutOAuthParams(path, new URLSearchParams(location.search)));

    if (decision.kind === 'qq-login') {
      completeQqLogin({ code: decision.code, state: decision.state })
        .then(() => {
          cleanAddress();
          const next = currentDecision();
          // Seed: no factory → /mydesign/home, which says how to choose one; the success goes along.
          if (next.kind === 'no-factory') {
            flashToast('success', t('social.loginSuccess'));
            leave(next.to);
            return;
          }
          showToast('success', t('social.loginSuccess'));
          settle(next);
        })
        .catch(failCallback);
    } else if (decision.kind === 'qq-bind') {
      completeQqBinding({ code: decision.code, state: decision.state })
        .then(() => {
          cleanAddress();
          const next = currentDecision();
          if (next.kind === 'no-factory') {
            // Binding starts in 用户中心; a customer this page cannot show goes back there.
            flashToast('success', t('social.bindSuccess'));
            leave('/usercenter');
            return;
          }
          showToast('success', t('social.bindSuccess'));
          if (next.kind === 'login') leave(next.to);
          else {
            if (next.kind === 'allow' && active) setPhase('ready');
            void refresh();
          }
        })
        .catch(failCallback);
    } else if (decision.kind === 'allow' || decision.kind === 'wait') {
      if (!isOpenPath(path)) void refresh();
    } else {
      settle(decision);
    }

    // Logged out elsewhere (another tab, the header menu): protected pages go to /login.
    const stop = $shopUser.listen((user) => {
      if (!user.token && !isOpenPath(location.pathname) && !isLeaving()) leave(loginUrlFor(here()));
    });
    return () => {
      active = false;
      stop();
    };
  }, []);

  return phase;
}
