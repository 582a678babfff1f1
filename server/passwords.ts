import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameter N for new hashes in production. */
export const defaultPasswordCost = 16384;

const blockSize = 8;
const parallelism = 1;
const keyLength = 32;

function derive(password: string, salt: Buffer, cost: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes, or node refuses costs above the default 32 MiB.
    const maxmem = 256 * cost * r;
    scrypt(password.normalize('NFC'), salt, keyLength, { N: cost, r, p, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/**
 * Hashes with a fresh random salt. The parameters travel inside the hash
 * (`scrypt$N$r$p$salt$key`), so a cheaper cost in tests never weakens stored production hashes
 * and a later cost change keeps old hashes verifiable.
 */
export async function hashPassword(password: string, cost = defaultPasswordCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, blockSize, parallelism);
  const parts = ['scrypt', cost, blockSize, parallelism, salt.toString('base64url'), key.toString('base64url')];
  return parts.join('$');
}

/** Constant-time comparison against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, saltText, keyText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || saltText === undefined || keyText === undefined) return false;
  const params = [cost, r, p].map(Number);
  const [n, rBlocks, pLanes] = params;
  if (n === undefined || rBlocks === undefined || pLanes === undefined) return false;
  if (!params.every((v) => Number.isSafeInteger(v) && v > 0)) return false;
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length !== keyLength) return false;
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), n, rBlocks, pLanes);
  return timingSafeEqual(actual, expected);
}
