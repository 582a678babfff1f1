/** localStorage key of the marker that tells a QQ return apart: login or binding. */
export const LOGIN_WAY_KEY = 'login-way';

export type LoginWay = 'login' | 'binding';

export function parseLoginWay(raw: string | null | undefined): LoginWay | null {
  return raw === 'login' || raw === 'binding' ? raw : null;
}
