import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError, messages } from '../core/errors.ts';
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../core/transaction.ts';
import { changesOf, intOf } from '../core/rows.ts';
import { dayMs } from '../core/durations.ts';

/** A login lasts at most this long, however much it is used. */
export const sessionLifetimeMs = 7 * dayMs;
/** A login nobody used for this long ends before its lifetime (a forgotten device). */
export const sessionIdleMs = 3 * dayMs;
/** Live logins per customer; a new one beyond it ends the oldest (a load test made 600). */
export const maxSessionsPerCustomer = 20;
/** The last use is written at most this often per session, so reads stay reads. */
const lastUseResolutionMs = 60 * 1000;

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

/**
 * Starts a session and answers its token (shown to the client once, never stored). The
 * customer's dead sessions go, and beyond the cap the oldest live ones end.
 */
export function createSession({ db, now }: AppDeps, customerId: number): string {
  const token = randomId();
  const at = now().getTime();
  inTransaction(db, () => {
    db.prepare('DELETE FROM sessions WHERE customer_id = ? AND (expires_at <= ? OR last_used_at <= ?)').run(customerId, at, at - sessionIdleMs);
    db.prepare(
      'INSERT INTO sessions (customer_id, token_hash, created_at, expires_at, last_used_at) VALUES (?, ?, ?, ?, ?)',
    ).run(customerId, hashToken(token), at, at + sessionLifetimeMs, at);
    db.prepare(
      `DELETE FROM sessions WHERE customer_id = :customer AND id NOT IN (
         SELECT id FROM sessions WHERE customer_id = :customer ORDER BY created_at DESC, id DESC LIMIT :keep)`,
    ).run({ customer: customerId, keep: maxSessionsPerCustomer });
  });
  return token;
}

/** Deletes every session past its lifetime or idle limit (the periodic clean-up). */
export function deleteDeadSessions(db: DatabaseSync, at: number): number {
  return changesOf(db.prepare('DELETE FROM sessions WHERE expires_at <= ? OR last_used_at <= ?').run(at, at - sessionIdleMs));
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
 * No header, or one that carries no bearer token, means "not logged in"; a bearer token we do
 * not know (or no longer know) means the login has expired: both are 401 so the client sends the
 * user to /login.
 */
export function requireCustomer(deps: Pick<AppDeps, 'db' | 'now'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const challenge = { 'WWW-Authenticate': 'Bearer' };
    // Anything but a bearer token (no header, Basic …, a bare word) is no login at all.
    if (header === undefined || !/^Bearer\s+\S/i.test(header.trim())) {
      throw new HttpError(401, messages.notLoggedIn, challenge);
    }
    const token = tokenPattern.exec(header.trim())?.[1];
    const at = deps.now().getTime();
    const row =
      token === undefined
        ? undefined
        : deps.db
            .prepare('SELECT id, customer_id, last_used_at FROM sessions WHERE token_hash = ? AND expires_at > ? AND last_used_at > ?')
            .get(hashToken(token), at, at - sessionIdleMs);
    if (row === undefined) throw new HttpError(401, messages.sessionExpired, challenge);
    if (intOf(row, 'last_used_at') <= at - lastUseResolutionMs) {
      deps.db.prepare('UPDATE sessions SET last_used_at = ? WHERE id = ?').run(at, intOf(row, 'id'));
    }
    c.set('sessionId', intOf(row, 'id'));
    c.set('customerId', intOf(row, 'customer_id'));
    await next();
  };
}
