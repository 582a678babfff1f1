import { useEffect, useState } from 'react';
import { ApiError } from '~/api/errors';
import { t } from '~/i18n/t-core';
import { decideGuard, factoryRedirect, isOpenPath, withoutOAuthParams, type GuardDecision } from '~/lib/guard';
import { loginUrlFor } from '~/lib/safe-redirect';
import { $loginWay, takeLoginRedirect } from '~/stores/login-way';
import { completeQqBinding, completeQqLogin, loadUserInfo } from '~/stores/session';
import { $shopUser, isLeaving } from '~/stores/shop-user';
import { flashToast, showToast } from '~/stores/toasts';

export type GuardPhase = 'checking' | 'ready' | 'leaving';

/** Where QQ binding is started, and where its return lands. */
const USER_CENTER = '/usercenter';

const here = () => `${location.pathname}${location.search}`;
const currentDecision = (): GuardDecision =>
  decideGuard({
    path: location.pathname,
    query: new URLSearchParams(location.search),
    user: $shopUser.get(),
    loginWay: $loginWay.get(),
  });

/**
 * Applies the route guard before protected content mounts. Content renders at once when
 * the stored session already holds the user info (refreshed in the background); otherwise
 * only after the check, so nothing protected flashes.
 */
export function useGuard(): GuardPhase {
  const [phase, setPhase] = useState<GuardPhase>(() => {
    const decision = currentDecision();
    if (decision.kind !== 'allow') return 'checking';
    return isOpenPath(location.pathname) || $shopUser.get().userInfo ? 'ready' : 'checking';
  });

  useEffect(() => {
    let active = true;
    const leave = (url: string) => {
      if (!active) return;
      active = false;
      setPhase('leaving');
      location.replace(url);
    };
    const afterUserInfo = () => {
      const target = factoryRedirect($shopUser.get());
      if (target) leave(target);
      else if (active) setPhase('ready');
    };
    const failCallback = (error: unknown) => {
      if (error instanceof ApiError) flashToast('error', error.message);
      // A failed QQ login may be tried again for the same page.
      leave(loginUrlFor(takeLoginRedirect()));
    };

    const decision = currentDecision();
    const path = location.pathname;
    const cleanAddress = () => history.replaceState(history.state, '', withoutOAuthParams(path, new URLSearchParams(location.search)));

    if (decision.kind === 'login') {
      leave(decision.to);
    } else if (decision.kind === 'qq-login') {
      // The code and state are used once: out of the address before anything (a 401 on the way
      // included) can send the customer elsewhere with them.
      cleanAddress();
      completeQqLogin({ code: decision.code, state: decision.state })
        .then(() => {
          // The factory rule first, then the page the login was started for, as a password login does.
          const target = factoryRedirect($shopUser.get()) ?? takeLoginRedirect();
          if (target && target !== path) {
            flashToast('success', t('social.loginSuccess'));
            leave(target);
          } else {
            showToast('success', t('social.loginSuccess'));
            if (active) setPhase('ready');
          }
        })
        .catch(failCallback);
    } else if (decision.kind === 'qq-bind') {
      // Binding starts from 用户中心 and returns there either way, with the outcome (a QQ account
      // bound to another customer: the server's message). An ended session is the notifier's (401).
      cleanAddress();
      completeQqBinding({ code: decision.code, state: decision.state }).then(
        () => {
          flashToast('success', t('social.bindSuccess'));
          leave(USER_CENTER);
        },
        (error: unknown) => {
          if (isLeaving()) return;
          if (!$shopUser.get().token) return failCallback(error);
          if (error instanceof ApiError) flashToast('error', error.message);
          leave(USER_CENTER);
        },
      );
    } else if (!isOpenPath(path)) {
      // Fresh user info on every protected page load: balance, factory and a still-valid token.
      loadUserInfo()
        .then(afterUserInfo)
        // A 401 has the notifier on its way to /login already; a second navigation would abort it.
        .catch(() => {
          if (!isLeaving()) leave(loginUrlFor(here()));
        });
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
