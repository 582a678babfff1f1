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
/** Live logins per customer (and per member of staff); a new one beyond it ends the oldest (a load test made 600). */
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
 * Where one kind of login is kept: the customers' in `sessions`, the staff's in `staff_sessions`
 * (server/staff), with the same lifetime, idle limit and cap. A token is looked up only in its own
 * table, so a customer's token opens no staff call and a staff token no customer call.
 */
export interface SessionStore {
  readonly table: 'sessions' | 'staff_sessions';
  readonly owner: 'customer_id' | 'staff_id';
}

export const customerSessions: SessionStore = { table: 'sessions', owner: 'customer_id' };

/**
 * Starts a session of `ownerId` in `store` and answers its token (shown to the client once,
 * never stored). The owner's dead sessions go, and beyond the cap the oldest live ones end.
 */
export function startSession({ db, now }: Pick<AppDeps, 'db' | 'now'>, store: SessionStore, ownerId: number): string {
  const { table, owner } = store;
  const token = randomId();
  const at = now().getTime();
  inTransaction(db, () => {
    db.prepare(`DELETE FROM ${table} WHERE ${owner} = ? AND (expires_at <= ? OR last_used_at <= ?)`).run(ownerId, at, at - sessionIdleMs);
    db.prepare(
      `INSERT INTO ${table} (${owner}, token_hash, created_at, expires_at, last_used_at) VALUES (?, ?, ?, ?, ?)`,
    ).run(ownerId, hashToken(token), at, at + sessionLifetimeMs, at);
    db.prepare(
      `DELETE FROM ${table} WHERE ${owner} = :owner AND id NOT IN (
         SELECT id FROM ${table} WHERE ${owner} = :owner ORDER BY created_at DESC, id DESC LIMIT :keep)`,
    ).run({ owner: ownerId, keep: maxSessionsPerCustomer });
  });
  return token;
}

/** Starts a customer's session (startSession). */
export function createSession(deps: AppDeps, customerId: number): string {
  return startSession(deps, customerSessions, customerId);
}

/** Deletes every session past its lifetime or idle limit, of customers and of staff (the periodic clean-up). */
export function deleteDeadSessions(db: DatabaseSync, at: number): number {
  let deleted = 0;
  for (const table of ['sessions', 'staff_sessions'] as const) {
    deleted += changesOf(db.prepare(`DELETE FROM ${table} WHERE expires_at <= ? OR last_used_at <= ?`).run(at, at - sessionIdleMs));
  }
  return deleted;
}

/** Ends one session of `store` (logout). */
export function endSession(db: DatabaseSync, store: SessionStore, sessionId: number): void {
  db.prepare(`DELETE FROM ${store.table} WHERE id = ?`).run(sessionId);
}

export function revokeSession({ db }: AppDeps, sessionId: number): void {
  endSession(db, customerSessions, sessionId);
}

export function revokeAllSessions({ db }: AppDeps, customerId: number): number {
  return changesOf(db.prepare('DELETE FROM sessions WHERE customer_id = ?').run(customerId));
}

/** Ends every session of a customer without deleting them (test hook: a token that expired). */
export function expireAllSessions({ db, now }: AppDeps, customerId: number): void {
  db.prepare('UPDATE sessions SET expires_at = ? WHERE customer_id = ?').run(now().getTime() - 1, customerId);
}

/**
 * The live session of `store` whose bearer token the request carries, with its last use
 * refreshed. No header, or one that carries no bearer token, means "not logged in"; a bearer
 * token the store does not know (or no longer knows) means the login has expired: both are 401
 * so the client sends the user to its login.
 */
export function liveSession(deps: Pick<AppDeps, 'db' | 'now'>, store: SessionStore, header: string | undefined): { sessionId: number; ownerId: number } {
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
          .prepare(`SELECT id, ${store.owner} AS owner, last_used_at FROM ${store.table} WHERE token_hash = ? AND expires_at > ? AND last_used_at > ?`)
          .get(hashToken(token), at, at - sessionIdleMs);
  if (row === undefined) throw new HttpError(401, messages.sessionExpired, challenge);
  if (intOf(row, 'last_used_at') <= at - lastUseResolutionMs) {
    deps.db.prepare(`UPDATE ${store.table} SET last_used_at = ? WHERE id = ?`).run(at, intOf(row, 'id'));
  }
  return { sessionId: intOf(row, 'id'), ownerId: intOf(row, 'owner') };
}

/** Lets only requests with a live customer's bearer token through and records whose they are (liveSession). */
export function requireCustomer(deps: Pick<AppDeps, 'db' | 'now'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { sessionId, ownerId } = liveSession(deps, customerSessions, c.req.header('authorization'));
    c.set('sessionId', sessionId);
    c.set('customerId', ownerId);
    await next();
  };
}
