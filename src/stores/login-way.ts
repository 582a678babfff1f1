import { persistentAtom } from '@nanostores/persistent';
import { LOGIN_REDIRECT_KEY, LOGIN_WAY_KEY, parseLoginWay, type LoginWay } from '../lib/login-way.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';

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
