import type { Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { clientAddress } from '../core/client-address.ts';
import { releaseLoginAttempt, reserveLoginAttempt } from './login-throttle.ts';
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
 * Checks a customer's password under the login throttle: the attempt is counted before the hash
 * runs (429 once the username or the client's address has used its window) and given back only
 * when the password was right. A right password under an outdated hash (scrypt, or a weaker
 * argon2id cost) is rehashed on the spot.
 */
export async function checkPassword(deps: AppDeps, c: Context, username: string, password: string): Promise<number | null> {
  const { db, now } = deps;
  const reservation = reserveLoginAttempt(db, username, clientAddress(c, deps.trustProxy), now().getTime());
  const row = db.prepare('SELECT id, password_hash FROM customers WHERE username = ?').get(username.trim());
  const stored = row === undefined ? await decoyHash(deps.passwordCost) : textOf(row, 'password_hash');
  if (row === undefined || !(await verifyPassword(password, stored))) return null;
  releaseLoginAttempt(db, reservation);
  const customerId = intOf(row, 'id');
  if (needsRehash(stored, deps.passwordCost)) {
    const upgraded = await hashPassword(password, deps.passwordCost);
    // Only over the hash just verified: a password changed meanwhile stays as it was set.
    db.prepare('UPDATE customers SET password_hash = ? WHERE id = ? AND password_hash = ?').run(upgraded, customerId, stored);
  }
  return customerId;
}
