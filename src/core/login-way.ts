/** localStorage key of the marker that tells a QQ return apart: login or binding. */
export const LOGIN_WAY_KEY = 'login-way';

export type LoginWay = 'login' | 'binding';

export function parseLoginWay(raw: string | null | undefined): LoginWay | null {
  return raw === 'login' || raw === 'binding' ? raw : null;
}

/**
 * localStorage key of the page a QQ login was started for (`/login?redirect=`), kept beside the
 * login-way marker over the round trip through the authorization page.
 */
export const LOGIN_REDIRECT_KEY = 'login-way-redirect';
