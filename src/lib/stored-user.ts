import { readUserInfo, type UserInfo } from './customer.ts';

/** The value kept under localStorage `shop-user`. An empty token means logged out. */
export interface StoredUser {
  token: string;
  userInfo: UserInfo | null;
}

export const LOGGED_OUT: StoredUser = Object.freeze({ token: '', userInfo: null });

/**
 * Parses the raw `shop-user` text. Logged in means a non-empty string token, and nothing else:
 * a `userInfo` that is missing or unreadable is dropped (null, loaded again from the API) and the
 * token stays. Only text that is not JSON, or a missing or empty token, is `null`, which callers
 * treat as logged out. It never throws.
 */
export function parseStoredUser(raw: string | null | undefined): StoredUser | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('token' in value)) return null;
  const { token } = value;
  if (typeof token !== 'string' || token.length === 0) return null;
  return { token, userInfo: 'userInfo' in value ? readUserInfo(value.userInfo) : null };
}
