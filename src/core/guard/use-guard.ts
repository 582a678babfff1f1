import { useEffect, useState } from 'react';
import { ApiError } from '~/core/errors';
import { t } from '~/core/messages';
import { afterLogin, decideGuard, isOpenPath, withoutOAuthParams, type GuardDecision } from '~/core/guard/guard';
import type { RoutePath } from '~/lib/routes/routes';
import { loginUrlFor } from '~/lib/routes/safe-redirect';
import { $loginWay, keepQqLoginProblem, takeLoginRedirect } from '~/stores/login-way';
import { completeQqBinding, completeQqLogin, loadUserInfo } from '~/stores/session';
import { $shopUser } from '~/stores/shop-user';
import { isLeaving, leaveFor } from '~/stores/navigation';
import { flashToast, showToast } from '~/stores/toasts';

export type GuardPhase = 'checking' | 'ready' | 'leaving';

/** Where QQ binding is started, and where its return lands. */
const USER_CENTER: RoutePath = '/usercenter';

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
      leaveFor(url, (to) => location.replace(to));
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
    const failCallback = (error: unknown, login = false) => {
      if (error instanceof ApiError) flashToast('error', error.message);
      // A QQ login refused (e.g. a QQ account bound to no customer) is said on the login page too, where it stays.
      if (login && error instanceof ApiError) keepQqLoginProblem(error.message);
      // A failed QQ login may be tried again for the same page.
      leave(loginUrlFor(takeLoginRedirect()));
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
      // The code and state are used once: out of the address before anything (a 401 on the way
      // included) can send the customer elsewhere with them.
      cleanAddress();
      completeQqLogin({ code: decision.code, state: decision.state })
        .then(() => {
          // The page the login was started for, or the factory rule's, as a password login does;
          // the success message goes along.
          const target = afterLogin($shopUser.get(), takeLoginRedirect() || null);
          if (target !== path) {
            flashToast('success', t('social.loginSuccess'));
            leave(target);
            return;
          }
          showToast('success', t('social.loginSuccess'));
          settle(currentDecision());
        })
        .catch((error: unknown) => failCallback(error, true));
    } else if (decision.kind === 'qq-bind') {
      // Binding starts from 用户中心 and returns there either way, with the outcome (a QQ account
      // bound to another customer: the server's message). Without a login it is a failed callback.
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
    } else if (decision.kind === 'allow' || decision.kind === 'wait') {
      if (!isOpenPath(path)) void refresh();
    } else {
      settle(decision);
    }

    // Logged out elsewhere (another tab, the header menu): protected pages go to /login.
    const stop = $shopUser.listen((user) => {
      if (user.token || isOpenPath(location.pathname) || isLeaving()) return;
      // Marked as leaving, so that a 401 of a call still in flight with the old token does not
      // start a second navigation, which would abort this one.
      leave(loginUrlFor(here()));
    });
    return () => {
      active = false;
      stop();
    };
  }, []);

  return phase;
}
