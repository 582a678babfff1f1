import type { DatabaseSync } from 'node:sqlite';
import { intOf, nullableIntOf } from './rows.ts';

export const throttleWindowMs = 15 * 60 * 1000;
export const maxFailedLogins = 5;

/** Throttling is per username, whatever its case or surrounding spaces. */
export function throttleKey(username: string): string {
  return username.trim().toLowerCase();
}

/** Until when (ms) logins for this username are refused, or null when they are allowed. */
export function lockedUntil(db: DatabaseSync, key: string, at: number): number | null {
  const row = db.prepare('SELECT locked_until FROM login_throttle WHERE username_key = ?').get(key);
  const until = row === undefined ? null : nullableIntOf(row, 'locked_until');
  return until !== null && until > at ? until : null;
}

/**
 * Counts a failure. Failures older than the window start a new count; the failure that
 * reaches the limit locks the username for one window from that moment.
 */
export function recordFailedLogin(db: DatabaseSync, key: string, at: number): void {
  const row = db
    .prepare('SELECT failures, first_failure_at FROM login_throttle WHERE username_key = ?')
    .get(key);
  const fresh = row === undefined || intOf(row, 'first_failure_at') <= at - throttleWindowMs;
  const failures = fresh ? 1 : intOf(row, 'failures') + 1;
  const firstFailureAt = fresh ? at : intOf(row, 'first_failure_at');
  const locked = failures >= maxFailedLogins ? at + throttleWindowMs : null;
  db.prepare(
    `INSERT INTO login_throttle (username_key, failures, first_failure_at, locked_until)
     VALUES (?, ?, ?, ?)
     ON CONFLICT (username_key) DO UPDATE SET
       failures = excluded.failures,
       first_failure_at = excluded.first_failure_at,
       locked_until = excluded.locked_until`,
  ).run(key, failures, firstFailureAt, locked);
  // Rows of usernames nobody tries any more would otherwise pile up.
  db.prepare(
    `DELETE FROM login_throttle
     WHERE first_failure_at <= ? AND (locked_until IS NULL OR locked_until <= ?)`,
  ).run(at - throttleWindowMs, at);
}

export function clearFailedLogins(db: DatabaseSync, key: string): void {
  db.prepare('DELETE FROM login_throttle WHERE username_key = ?').run(key);
}
