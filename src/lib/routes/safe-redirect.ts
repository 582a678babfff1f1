import type { RoutePath } from './routes.ts';
/** Where a customer lands after login when no usable redirect was asked for. */
export const DEFAULT_AFTER_LOGIN: RoutePath = '/homefactory';
export const LOGIN_PATH: RoutePath = '/login';

const PROBE_ORIGIN = 'http://site.invalid';

/**
 * Returns `target` when it is a path on this site, otherwise `fallback`.
 * Absolute URLs, protocol-relative `//host`, backslashes (browsers read them as `/`),
 * control characters (the URL parser drops tabs and newlines, turning `/\t/x` into `//x`),
 * `javascript:` and the login page itself all fall back.
 */
export function safeRedirect(target: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  if (target.includes('\\') || hasControlCharacter(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * `/login?redirect=<path and query>` for the page the customer is on now; with `expired`, also
 * `expired=1`, for the login page to say that the session ended.
 */
export function loginUrlFor(pathWithQuery: string, { expired = false }: { expired?: boolean } = {}): string {
  const back = safeRedirect(pathWithQuery, '');
  const query = [...(back ? [`redirect=${encodeURIComponent(back)}`] : []), ...(expired ? ['expired=1'] : [])];
  return query.length ? `${LOGIN_PATH}?${query.join('&')}` : LOGIN_PATH;
}
