import { loginUrlFor } from './safe-redirect.ts';
import type { StoredUser } from './stored-user.ts';
import type { LoginWay } from './login-way.ts';

/** What the guard does on a page, decided from (path, query, stored user, login-way marker). */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login'; to: string }
  | { kind: 'qq-login'; code: string; state: string }
  | { kind: 'qq-bind'; code: string; state: string };

export interface GuardInput {
  path: string;
  query: URLSearchParams;
  user: StoredUser;
  loginWay: LoginWay | null;
}

/** Seed rule: /login, /platformhome and any path containing /mydesign are open. */
export function isOpenPath(path: string): boolean {
  const bare = stripTrailingSlash(path);
  return bare === '/login' || bare === '/platformhome' || path.includes('/mydesign');
}

/** The social-login and binding callbacks return to /homefactory. */
export const SOCIAL_RETURN_PATH = '/homefactory';

/**
 * The route guard as a pure function. The QQ callback on /homefactory comes before the
 * token check, so a logged-out visitor returning from QQ can be logged in.
 */
export function decideGuard({ path, query, user, loginWay }: GuardInput): GuardDecision {
  const code = query.get('code');
  if (stripTrailingSlash(path) === SOCIAL_RETURN_PATH && code) {
    const state = query.get('state') ?? '';
    return loginWay === 'login' ? { kind: 'qq-login', code, state } : { kind: 'qq-bind', code, state };
  }
  if (isOpenPath(path)) return { kind: 'allow' };
  if (user.token) return { kind: 'allow' };
  const search = query.toString();
  return { kind: 'login', to: loginUrlFor(search ? `${path}?${search}` : path) };
}

/** Seed rule: once user info has loaded, a customer without a using factory goes to /mydesign/home. */
export function factoryRedirect(user: StoredUser): string | null {
  return user.userInfo?.customer.usingFactory?.id ? null : '/mydesign/home';
}

/** The query without the single-use `code` and `state`, so a reload does not replay them. */
export function withoutOAuthParams(path: string, query: URLSearchParams): string {
  const rest = new URLSearchParams(query);
  rest.delete('code');
  rest.delete('state');
  const search = rest.toString();
  return search ? `${path}?${search}` : path;
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
