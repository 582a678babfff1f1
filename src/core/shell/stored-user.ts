import { readUserInfo, type UserInfo } from './customer.ts';
import { isRecord, isString, parseJson } from '../../lib/json-guard.ts';

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
  const value = parseJson(raw);
  if (!isRecord(value)) return null;
  const { token } = value;
  if (!isString(token) || token.length === 0) return null;
  return { token, userInfo: 'userInfo' in value ? readUserInfo(value['userInfo']) : null };
}
