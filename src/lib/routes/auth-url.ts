import { safeRedirect } from './safe-redirect.ts';

/** Hosts of real third-party authorization pages the site may send a customer to. */
const AUTH_HOSTS = new Set(['graph.qq.com']);

/**
 * Whether an authorization URL from the API may be opened: a path on this site (the
 * reference server's simulated QQ page) or an https page of a known provider.
 */
export function isAllowedAuthUrl(url: string): boolean {
  if (url.startsWith('/')) return safeRedirect(url, '') === url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && AUTH_HOSTS.has(parsed.hostname);
  } catch {
    return false;
  }
}
