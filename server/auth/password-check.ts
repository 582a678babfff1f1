import type { Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { clientAddress } from '../core/client-address.ts';
import { releaseLoginAttempt, reserveLoginAttempt, type ThrottleScope } from './login-throttle.ts';
import { hashPassword, needsRehash, verifyPassword, type PasswordCost } from './passwords.ts';
import { intOf, textOf } from '../core/rows.ts';

/** A hash nobody's password matches, so unknown usernames cost as much time as known ones. */
const decoyHashes = new Map<string, Promise<string>>();
function decoyHash(cost: PasswordCost): Promise<string> {
  const key = `${cost.memory}/${cost.passes}`;
  let hash = decoyHashes.get(key);
  if (hash === undefined) {
    hash = hashPassword('decoy-password-never-matches', cost);
    decoyHashes.set(key, hash);
  }
  return hash;
}

/**
 * Whose passwords a check reads: the table of accounts (`customers`, or `staff` for the staff
 * console) and the throttle's keys of that kind of login. `where` narrows who may log in at all
 * (a member of staff no longer active checks like an unknown username).
 */
export interface PasswordAccounts {
  readonly table: 'customers' | 'staff';
  readonly scope: ThrottleScope;
  readonly where?: string;
}

const customerAccounts: PasswordAccounts = { table: 'customers', scope: 'customer' };

/**
 * Checks a password of `accounts` under the login throttle: the attempt is counted before the
 * hash runs (429 once the username or the client's address has used its window) and given back
 * only when the password was right. An unknown username costs a decoy hash, so it takes as long
 * as a known one. A right password under an outdated hash (scrypt, or a weaker argon2id cost) is
 * rehashed on the spot. Answers the account's id, or null.
 */
export async function checkAccountPassword(deps: AppDeps, c: Context, accounts: PasswordAccounts, username: string, password: string): Promise<number | null> {
  const { db, now } = deps;
  const { table, scope, where } = accounts;
  const reservation = reserveLoginAttempt(db, username, clientAddress(c, deps.trustProxy), now().getTime(), scope);
  const row = db.prepare(`SELECT id, password_hash FROM ${table} WHERE username = ?${where === undefined ? '' : ` AND ${where}`}`).get(username.trim());
  const stored = row === undefined ? await decoyHash(deps.passwordCost) : textOf(row, 'password_hash');
  if (row === undefined || !(await verifyPassword(password, stored))) return null;
  releaseLoginAttempt(db, reservation);
  const id = intOf(row, 'id');
  if (needsRehash(stored, deps.passwordCost)) {
    const upgraded = await hashPassword(password, deps.passwordCost);
    // Only over the hash just verified: a password changed meanwhile stays as it was set.
    db.prepare(`UPDATE ${table} SET password_hash = ? WHERE id = ? AND password_hash = ?`).run(upgraded, id, stored);
  }
  return id;
}

/** Checks a customer's password (checkAccountPassword): the customer's id, or null. */
export function checkPassword(deps: AppDeps, c: Context, username: string, password: string): Promise<number | null> {
  return checkAccountPassword(deps, c, customerAccounts, username, password);
}
