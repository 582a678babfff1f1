import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './app-env.ts';
import { HttpError, messages } from './http-errors.ts';
import { changesOf, intOf } from './rows.ts';

export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters. */
const tokenPattern = /^Bearer ([A-Za-z0-9_-]{43})$/i;

/** Only this digest is stored, so a copy of the database does not hold usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A random URL-safe identifier (tokens, OAuth states and codes). */
export function randomId(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Starts a session and answers its token (shown to the client once, never stored). */
export function createSession({ db, now }: AppDeps, customerId: number): string {
  const token = randomId();
  const at = now().getTime();
  db.prepare('DELETE FROM sessions WHERE customer_id = ? AND expires_at <= ?').run(customerId, at);
  db.prepare(
    'INSERT INTO sessions (customer_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(customerId, hashToken(token), at, at + sessionLifetimeMs);
  return token;
}

export function revokeSession({ db }: AppDeps, sessionId: number): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
}

export function revokeAllSessions({ db }: AppDeps, customerId: number): number {
  return changesOf(db.prepare('DELETE FROM sessions WHERE customer_id = ?').run(customerId));
}

/** Ends every session of a customer without deleting them (test hook: a token that expired). */
export function expireAllSessions({ db, now }: AppDeps, customerId: number): void {
  db.prepare('UPDATE sessions SET expires_at = ? WHERE customer_id = ?').run(now().getTime() - 1, customerId);
}

/**
 * Lets only requests with a live bearer token through and records whose they are.
 * No header at all means "not logged in"; a token we do not know (or no longer know) means
 * the login has expired: both are 401 so the client sends the user to /login.
 */
export function requireCustomer(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const challenge = { 'WWW-Authenticate': 'Bearer' };
    if (header === undefined || header.trim() === '') {
      throw new HttpError(401, messages.notLoggedIn, challenge);
    }
    const token = tokenPattern.exec(header.trim())?.[1];
    const row =
      token === undefined
        ? undefined
        : deps.db
            .prepare('SELECT id, customer_id FROM sessions WHERE token_hash = ? AND expires_at > ?')
            .get(hashToken(token), deps.now().getTime());
    if (row === undefined) throw new HttpError(401, messages.sessionExpired, challenge);
    c.set('sessionId', intOf(row, 'id'));
    c.set('customerId', intOf(row, 'customer_id'));
    await next();
  };
}
