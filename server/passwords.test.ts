import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

const cost = 1024;

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

  it('keeps its parameters in the hash, so any cost verifies', async () => {
    const hash = await hashPassword('Demo1234', 2048);
    expect(hash).toMatch(/^scrypt\$2048\$8\$1\$[\w-]+\$[\w-]{43}$/);
    expect(await verifyPassword('Demo1234', hash)).toBe(true);
  });

  it('uses N=16384 by default', async () => {
    expect(await hashPassword('Demo1234')).toMatch(/^scrypt\$16384\$/);
  });

  it.each(['', 'plain', 'bcrypt$10$abc', 'scrypt$1024$8$1$salt', 'scrypt$x$8$1$c2FsdA$a2V5', 'scrypt$1024$8$1$c2FsdA$c2hvcnQ'])(
    'never matches the malformed hash %j',
    async (stored) => {
      expect(await verifyPassword('Demo1234', stored)).toBe(false);
    },
  );
});
