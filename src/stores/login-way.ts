import { persistentAtom } from '@nanostores/persistent';
import { LOGIN_WAY_KEY, parseLoginWay, type LoginWay } from '../lib/login-way.ts';

/** Which flow a QQ authorization return belongs to (localStorage `login-way`). */
export const $loginWay = persistentAtom<LoginWay | null>(LOGIN_WAY_KEY, null, {
  encode: (value) => value ?? undefined,
  decode: parseLoginWay,
});

export function markLoginWay(way: LoginWay): void {
  $loginWay.set(way);
}
