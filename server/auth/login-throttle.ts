import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../core/transaction.ts';
import { HttpError } from '../core/errors.ts';
import { intOf, nullableIntOf } from '../core/rows.ts';

export const throttleWindowMs = 15 * 60 * 1000;
/** Password checks per username (existing or not) in one window. */
export const maxFailedLogins = 5;
/** Password checks that failed from one client address, across all usernames, in one window. */
export const maxFailedLoginsPerAddress = 20;

export const throttleMessages = {
  username: '登录失败次数过多，请 15 分钟后再试',
  address: '当前网络登录失败次数过多，请 15 分钟后再试',
} as const;

/**
 * Whose logins are counted: the customers' or the staff's (server/staff). Each has its own keys,
 * so failures at a customer's username do not lock a member of staff of the same name, nor the
 * other way round, and neither login's guessing uses up the other's window of an address.
 */
export type ThrottleScope = 'customer' | 'staff';
const keyPrefix: Record<ThrottleScope, string> = { customer: '', staff: 'staff-' };

/** Throttling is per username, whatever its case or surrounding spaces. */
export function throttleKey(username: string, scope: ThrottleScope = 'customer'): string {
  return `${keyPrefix[scope]}user:${username.trim().toLowerCase()}`;
}

/** The key of a client address (see clientAddress). */
export function addressKey(address: string, scope: ThrottleScope = 'customer'): string {
  return `${keyPrefix[scope]}addr:${address}`;
}

interface Counter {
  key: string;
  limit: number;
  message: string;
}

/** An attempt counted in advance; release it when the password was right. */
export interface Reservation {
  username: string;
  address: string;
  at: number;
  scope: ThrottleScope;
}

function countersOf(username: string, address: string, scope: ThrottleScope): Counter[] {
  return [
    { key: throttleKey(username, scope), limit: maxFailedLogins, message: throttleMessages.username },
    { key: addressKey(address, scope), limit: maxFailedLoginsPerAddress, message: throttleMessages.address },
  ];
}

/**
 * Counts a password check as a failure before it is made, or throws 429 when the username or the
 * client address has used up its window. Checking and counting happen in one synchronous
 * transaction, so parallel attempts cannot all slip past the limit while their hashes run.
 * The attempt that reaches a limit is still checked; it locks the key for one window from then.
 */
export function reserveLoginAttempt(db: DatabaseSync, username: string, address: string, at: number, scope: ThrottleScope = 'customer'): Reservation {
  inTransaction(db, () => {
    const counters = countersOf(username, address, scope);
    const select = db.prepare('SELECT failures, first_failure_at, locked_until FROM login_throttle WHERE username_key = ?');
    const states = counters.map((counter) => {
      const row = select.get(counter.key);
      const lockedUntil = row === undefined ? null : nullableIntOf(row, 'locked_until');
      if (lockedUntil !== null && lockedUntil > at) {
        throw new HttpError(429, counter.message, { 'Retry-After': String(Math.ceil((lockedUntil - at) / 1000)) });
      }
      const fresh = row === undefined || intOf(row, 'first_failure_at') <= at - throttleWindowMs;
      return { counter, failures: fresh ? 1 : intOf(row, 'failures') + 1, firstFailureAt: fresh ? at : intOf(row, 'first_failure_at') };
    });
    const upsert = db.prepare(
      `INSERT INTO login_throttle (username_key, failures, first_failure_at, locked_until) VALUES (?, ?, ?, ?)
       ON CONFLICT (username_key) DO UPDATE SET
         failures = excluded.failures, first_failure_at = excluded.first_failure_at, locked_until = excluded.locked_until`,
    );
    for (const { counter, failures, firstFailureAt } of states) {
      upsert.run(counter.key, failures, firstFailureAt, failures >= counter.limit ? at + throttleWindowMs : null);
    }
    // Rows of usernames and addresses nobody tries any more would otherwise pile up.
    db.prepare('DELETE FROM login_throttle WHERE first_failure_at <= ? AND (locked_until IS NULL OR locked_until <= ?)').run(at - throttleWindowMs, at);
  });
  return { username, address, at, scope };
}

/**
 * The password was right: the username starts afresh, and the address gets back the attempt it
 * lent (its other failures stay, so logging in to one's own account does not reset a guesser).
 */
export function releaseLoginAttempt(db: DatabaseSync, reservation: Reservation): void {
  inTransaction(db, () => {
    db.prepare('DELETE FROM login_throttle WHERE username_key = ?').run(throttleKey(reservation.username, reservation.scope));
    db.prepare(
      `UPDATE login_throttle SET failures = failures - 1,
         locked_until = CASE WHEN failures - 1 >= ? THEN locked_until ELSE NULL END
       WHERE username_key = ? AND failures > 0 AND first_failure_at <= ?`,
    ).run(maxFailedLoginsPerAddress, addressKey(reservation.address, reservation.scope), reservation.at);
  });
}
