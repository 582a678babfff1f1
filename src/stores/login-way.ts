import { persistentAtom } from '@nanostores/persistent';
import { LOGIN_REDIRECT_KEY, LOGIN_WAY_KEY, parseLoginWay, type LoginWay } from '../core/login-way.ts';
import { safeRedirect } from '../lib/routes/safe-redirect.ts';

/** Which flow a QQ authorization return belongs to (localStorage `login-way`). */
export const $loginWay = persistentAtom<LoginWay | null>(LOGIN_WAY_KEY, null, {
  encode: (value) => value ?? undefined,
  decode: parseLoginWay,
});

/** Where a QQ login goes once it is done: a path on this site, checked on the way in and out; '' for none. */
export const $loginRedirect = persistentAtom<string>(LOGIN_REDIRECT_KEY, '', {
  encode: (value) => safeRedirect(value, '') || undefined,
  decode: (raw) => safeRedirect(raw, ''),
});

/**
 * Marks the coming QQ return as a login or a binding. A login keeps the page it was started for
 * (sanitised like every redirect); a binding returns to 用户中心 and keeps none.
 */
export function markLoginWay(way: LoginWay, redirect: string | null = null): void {
  $loginWay.set(way);
  $loginRedirect.set(way === 'login' ? safeRedirect(redirect, '') : '');
}

/** The page the finished QQ login was started for, once: it is forgotten as it is read. */
export function takeLoginRedirect(): string {
  const redirect = safeRedirect($loginRedirect.get(), '');
  $loginRedirect.set('');
  return redirect;
}

/** Why a QQ login came back to /login (the server's message), kept for the login page to say in place. */
const QQ_PROBLEM_KEY = 'login-qq-problem';

/** Keeps the reason a QQ login failed for the login page (the session's tab only). */
export function keepQqLoginProblem(message: string, storage: Storage = sessionStorage): void {
  storage.setItem(QQ_PROBLEM_KEY, message);
}

/** The reason the last QQ login failed, once: the login page reads and forgets it. */
export function takeQqLoginProblem(storage: Storage = sessionStorage): string | null {
  const message = storage.getItem(QQ_PROBLEM_KEY);
  storage.removeItem(QQ_PROBLEM_KEY);
  return message;
}
