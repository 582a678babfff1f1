import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultPasswordCost, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

const cost = { memory: 64, passes: 1 };

/** A hash as the scrypt version of this module wrote them (N, r, p, salt, key). */
function oldScryptHash(password: string, n = 1024): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: n, r: 8, p: 1 });
  return ['scrypt', n, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('Demo1234', cost);
    expect(await verifyPassword('Demo1234', hash)).toBe(true);
    expect(await verifyPassword('Demo12345', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash, so the same password hashes differently', async () => {
    expect(await hashPassword('Demo1234', cost)).not.toBe(await hashPassword('Demo1234', cost));
  });

  it('writes argon2id PHC strings that carry their parameters, so any cost verifies', async () => {
    const hash = await hashPassword('Demo1234', { memory: 256, passes: 3 });
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=256,t=3,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('Demo1234', hash)).toBe(true);
  });

  it('uses argon2id with 19 MiB and 2 passes by default (OWASP\'s minimum)', async () => {
    expect(defaultPasswordCost).toEqual({ memory: 19456, passes: 2 });
    const hash = await hashPassword('Demo1234');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('Demo1234', hash)).toBe(true);
  });

  it('reads a PHC string written elsewhere: a fixed salt and key verify, one changed byte does not', async () => {
    // Key computed with argon2id for these inputs; a change in how salts or keys are encoded would break stored hashes.
    const stored = '$argon2id$v=19$m=64,t=1,p=1$AgICAgICAgICAgICAgICAg$UIRkdPFGCv42ZkYVP+KdboK4oVOsHYqsH0cg8eMDjmc';
    expect(await verifyPassword('Demo1234', stored)).toBe(true);
    expect(await verifyPassword('Demo1234', stored.replace('$UIRk', '$UIRl'))).toBe(false);
  });

  it('still verifies the scrypt hashes written before argon2id, and marks them for a rehash', async () => {
    const old = oldScryptHash('Demo1234');
    expect(await verifyPassword('Demo1234', old)).toBe(true);
    expect(await verifyPassword('Demo12345', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('asks for a rehash of an argon2id hash weaker than the cost in force, not of one as strong', async () => {
    const weak = await hashPassword('Demo1234', cost);
    expect(needsRehash(weak, cost)).toBe(false);
    expect(needsRehash(weak, { memory: 128, passes: 1 })).toBe(true);
    expect(needsRehash(weak, { memory: 64, passes: 2 })).toBe(true);
  });

  it.each([
    '',
    'plain',
    'bcrypt$10$abc',
    'scrypt$1024$8$1$salt',
    'scrypt$x$8$1$c2FsdA$a2V5',
    'scrypt$1024$8$1$c2FsdA$c2hvcnQ',
    '$argon2id$v=19$m=64,t=1,p=1$c2FsdHNhbHRzYWx0$',
    '$argon2id$v=19$m=4,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$c2hvcnRrZXlzaG9ydGtleXNob3J0a2V5c2hvcnRrZXk',
    '$argon2i$v=19$m=64,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$c2hvcnRrZXlzaG9ydGtleXNob3J0a2V5c2hvcnRrZXk',
    '$argon2id$v=16$m=64,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$c2hvcnRrZXlzaG9ydGtleXNob3J0a2V5c2hvcnRrZXk',
  ])('never matches the malformed hash %j', async (stored) => {
    expect(await verifyPassword('Demo1234', stored)).toBe(false);
  });
});
