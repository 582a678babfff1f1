import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { QqBindingStatus } from '../../src/wire/platform.ts';
import { randomId } from '../auth/sessions.ts';
import { inTransaction } from '../core/transaction.ts';
import { addOnceGrowth } from '../ledger/growth-store.ts';
import { HttpError } from '../core/errors.ts';
import { nullableIntOf, textOf } from '../core/rows.ts';

export type OAuthPurpose = 'login' | 'binding';

const stateLifetimeMs = 10 * 60 * 1000;
const codeLifetimeMs = 5 * 60 * 1000;

/** Where both QQ flows return to: the factory home (/homefactory) handles the code on its return. */
export const qqCallbackPath = '/homefactory';

/** Same-origin address of the simulated QQ authorization page for a new state. */
export function authorizeUrl(state: string): string {
  const query = new URLSearchParams({ client_id: 'shop', state, redirect_uri: qqCallbackPath });
  return `/api/mock-qq/authorize?${query.toString()}`;
}

/**
 * A login state is bound to the browser that started the login, against a login CSRF (someone
 * sending a victim the callback of their own QQ so that the victim's browser logs in as them):
 * that browser keeps a secret (an HttpOnly cookie, BROWSER_COOKIE), and the state is made of a
 * random half and a digest of the secret with it. The callback recomputes the digest from the
 * cookie of the browser it comes from. One secret serves every login started in the browser
 * (two tabs), and it lives as long as a state.
 */
export const BROWSER_COOKIE = 'qq_login_browser';
export const browserCookieMaxAgeSeconds = 10 * 60;
const browserSecretPattern = /^[\w-]{32}$/;

/** The browser's secret if the cookie holds a well-formed one, else null. */
export function browserSecretOf(cookie: string | undefined): string | null {
  return cookie !== undefined && browserSecretPattern.test(cookie) ? cookie : null;
}

export const newBrowserSecret = (): string => randomId(24);

const digestOf = (secret: string, random: string) => createHash('sha256').update(`${secret}:${random}`).digest('base64url').slice(0, 16);

/** A login state for the browser holding `secret`: 16 random characters, then 16 of their digest. */
export function browserBoundState(secret: string): string {
  const random = randomId(12);
  return `${random}${digestOf(secret, random)}`;
}

/** Whether `state` was made for the browser holding `secret` (null: a browser without one). */
export function stateFitsBrowser(state: string, secret: string | null): boolean {
  if (secret === null || state.length !== 32) return false;
  const expected = Buffer.from(digestOf(secret, state.slice(0, 16)));
  const given = Buffer.from(state.slice(16));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Remembers a fresh single-use state for one flow (and, for binding, one customer; for login, one browser's secret). */
export function createState(
  db: DatabaseSync,
  purpose: OAuthPurpose,
  customerId: number | null,
  at: number,
  browserSecret: string | null = null,
): string {
  const state = browserSecret === null ? randomId(24) : browserBoundState(browserSecret);
  db.prepare('DELETE FROM oauth_states WHERE expires_at <= ?').run(at);
  db.prepare('DELETE FROM oauth_codes WHERE expires_at <= ?').run(at);
  db.prepare(
    'INSERT INTO oauth_states (state, purpose, customer_id, expires_at) VALUES (?, ?, ?, ?)',
  ).run(state, purpose, customerId, at + stateLifetimeMs);
  return state;
}

/** Marks the state used if it is live and fits the flow; false when it does not. */
export function consumeState(
  db: DatabaseSync,
  state: string,
  purpose: OAuthPurpose,
  customerId: number | null,
  at: number,
): boolean {
  const row = db
    .prepare(
      `UPDATE oauth_states SET used_at = :at
       WHERE state = :state AND purpose = :purpose AND customer_id IS :customer
         AND used_at IS NULL AND expires_at > :at
       RETURNING state`,
    )
    .get({ at, state, purpose, customer: customerId });
  return row !== undefined;
}

/** Whether the state is live for the flow (issued, unused, not expired), without using it. */
export function stateIsLive(db: DatabaseSync, state: string, purpose: OAuthPurpose, customerId: number | null, at: number): boolean {
  const row = db
    .prepare('SELECT 1 FROM oauth_states WHERE state = :state AND purpose = :purpose AND customer_id IS :customer AND used_at IS NULL AND expires_at > :at')
    .get({ at, state, purpose, customer: customerId });
  return row !== undefined;
}

/**
 * Whether the authorization page may answer for this state: the shop issued it, it is still
 * live, the callback has not used it, and no code was issued for it yet (one code per state).
 */
export function stateAwaitsCode(db: DatabaseSync, state: string, at: number): boolean {
  const row = db
    .prepare(
      `SELECT 1 FROM oauth_states s
       WHERE s.state = ? AND s.used_at IS NULL AND s.expires_at > ?
         AND NOT EXISTS (SELECT 1 FROM oauth_codes c WHERE c.state = s.state)`,
    )
    .get(state, at);
  return row !== undefined;
}

/** A single-use authorization code for `openid`, valid only together with `state`. */
export function issueCode(db: DatabaseSync, state: string, openid: string, at: number): string {
  const code = randomId();
  db.prepare('INSERT INTO oauth_codes (code, state, openid, expires_at) VALUES (?, ?, ?, ?)').run(
    code,
    state,
    openid,
    at + codeLifetimeMs,
  );
  return code;
}

/** The openid a live, unused code stands for (marking it used), or null. */
export function consumeCode(db: DatabaseSync, code: string, state: string, at: number): string | null {
  const row = db
    .prepare(
      `UPDATE oauth_codes SET used_at = :at
       WHERE code = :code AND state = :state AND used_at IS NULL AND expires_at > :at
       RETURNING openid`,
    )
    .get({ at, code, state });
  return row === undefined ? null : textOf(row, 'openid');
}

export interface QqAccount {
  openid: string;
  nickname: string;
  bound: boolean;
}

/** The simulated QQ accounts offered on the authorization page, oldest first. */
export function listQqAccounts(db: DatabaseSync, limit = 50): QqAccount[] {
  return db
    .prepare('SELECT openid, nickname, customer_id FROM qq_accounts ORDER BY created_at, openid LIMIT ?')
    .all(limit)
    .map((row) => ({
      openid: textOf(row, 'openid'),
      nickname: textOf(row, 'nickname'),
      bound: nullableIntOf(row, 'customer_id') !== null,
    }));
}

export function qqAccountExists(db: DatabaseSync, openid: string): boolean {
  return db.prepare('SELECT 1 FROM qq_accounts WHERE openid = ?').get(openid) !== undefined;
}

/** A nickname in the style QQ gives new accounts. */
export function newQqNickname(): string {
  return `QQ用户${randomInt(1000, 10000)}`;
}

export function createQqAccount(db: DatabaseSync, nickname: string, at: number): string {
  const openid = `qq-openid-${randomId(12)}`;
  db.prepare('INSERT INTO qq_accounts (openid, nickname, created_at) VALUES (?, ?, ?)').run(
    openid,
    nickname,
    at,
  );
  return openid;
}

/** Id of the customer bound to this QQ, or null. */
export function customerForQq(db: DatabaseSync, openid: string): number | null {
  const row = db.prepare('SELECT customer_id FROM qq_accounts WHERE openid = ?').get(openid);
  return row === undefined ? null : nullableIntOf(row, 'customer_id');
}

export function qqBindingStatus(db: DatabaseSync, customerId: number): QqBindingStatus {
  const row = db.prepare('SELECT nickname FROM qq_accounts WHERE customer_id = ?').get(customerId);
  return row === undefined ? { bound: false } : { bound: true, nickname: textOf(row, 'nickname') };
}

/**
 * Binds the QQ to the customer. A QQ bound to someone else is a conflict; a customer who
 * already has another QQ gets the new one instead (binding again is how one switches). The
 * first binding of a customer ever earns its growth reward.
 */
export function bindQq(db: DatabaseSync, customerId: number, openid: string, at: number): void {
  inTransaction(db, () => {
    const owner = customerForQq(db, openid);
    if (owner !== null && owner !== customerId) throw new HttpError(409, '该 QQ 已绑定其他账号');
    db.prepare('UPDATE qq_accounts SET customer_id = NULL WHERE customer_id = ? AND openid <> ?').run(
      customerId,
      openid,
    );
    db.prepare('UPDATE qq_accounts SET customer_id = ? WHERE openid = ?').run(customerId, openid);
    addOnceGrowth(db, customerId, 'qqBinding', at);
  });
}
