import { loginUrlFor, safeRedirect } from '../../lib/routes/safe-redirect.ts';
import type { StoredUser } from '../shell/stored-user.ts';
import type { LoginWay } from '../login-way.ts';
import type { RoutePath } from '../../lib/routes/routes.ts';

/** What the guard does on a page, decided from (path, query, stored user, login-way marker). */
export type GuardDecision =
  /** Show the page now; the user info is refreshed in the background. */
  | { kind: 'allow' }
  /** A page that needs a factory, a token but no user info yet: show it once the info loads. */
  | { kind: 'wait' }
  | { kind: 'login'; to: string }
  /** A page that needs a using factory, and the customer has none. */
  | { kind: 'no-factory'; to: string }
  | { kind: 'qq-login'; code: string; state: string }
  | { kind: 'qq-bind'; code: string; state: string };

export interface GuardInput {
  path: string;
  query: URLSearchParams;
  user: StoredUser;
  loginWay: LoginWay | null;
}

/** /login, /platformhome and any path containing /mydesign are open (docs/seed-rules.md, *The route guard*). */
export function isOpenPath(path: string): boolean {
  const bare = stripTrailingSlash(path);
  return bare === '/login' || bare === '/platformhome' || path.includes('/mydesign');
}

/** The social-login and binding callbacks return to /homefactory. */
export const SOCIAL_RETURN_PATH: RoutePath = '/homefactory';

/** Where a customer without a using factory goes (docs/seed-rules.md), and is told how to choose one. */
export const NO_FACTORY_HOME: RoutePath = '/mydesign/home';

/**
 * The areas that work with the using factory's processes, materials and catalogue. Account
 * pages, the order centers, suggestions, payment and the design service work without one, so a
 * customer can choose a factory in 用户中心.
 */
const FACTORY_AREAS = ['/homefactory', '/quotationorder', '/professionalorder', '/consumablesorder', '/footagedownload'];

/**
 * Whether the page at `path` needs a using factory. The quotation document does not: it prints
 * what the server priced, for an order in the order center or a colleague's shared quotation.
 */
export function needsFactory(path: string): boolean {
  if (path === '/quotationorder/quote') return false;
  return FACTORY_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}

/** Whether the stored user info names a using factory: one with an id. */
export function hasFactory(user: StoredUser): boolean {
  return Boolean(user.userInfo?.customer.usingFactory);
}

/**
 * The route guard as a pure function. The QQ callback on /homefactory comes before the
 * token check, so a logged-out visitor returning from QQ can be logged in. The token alone
 * decides logged in; the stored user info decides the factory rule on the pages that need a
 * factory, so every page renders from what is stored without waiting for the API.
 */
export function decideGuard({ path, query, user, loginWay }: GuardInput): GuardDecision {
  const code = query.get('code');
  if (stripTrailingSlash(path) === SOCIAL_RETURN_PATH && code) {
    const state = query.get('state') ?? '';
    return loginWay === 'login' ? { kind: 'qq-login', code, state } : { kind: 'qq-bind', code, state };
  }
  if (isOpenPath(path)) return { kind: 'allow' };
  if (!user.token) {
    const search = query.toString();
    return { kind: 'login', to: loginUrlFor(search ? `${path}?${search}` : path) };
  }
  if (!needsFactory(stripTrailingSlash(path))) return { kind: 'allow' };
  if (!user.userInfo) return { kind: 'wait' };
  return hasFactory(user) ? { kind: 'allow' } : { kind: 'no-factory', to: NO_FACTORY_HOME };
}

/**
 * Where a customer goes once logged in and the user info has loaded: the asked-for page (made
 * safe), unless it needs a factory the customer does not have; then the seed's /mydesign/home.
 * The default landing, /homefactory, needs one, so a customer without a factory lands on
 * /mydesign/home.
 */
export function afterLogin(user: StoredUser, redirect: string | null): string {
  const target = safeRedirect(redirect);
  if (hasFactory(user)) return target;
  return needsFactory(stripTrailingSlash(new URL(target, 'http://site.invalid').pathname)) ? NO_FACTORY_HOME : target;
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
