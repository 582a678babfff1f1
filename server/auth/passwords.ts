import { argon2, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * argon2id work factors: memory in KiB and passes over it. The default is OWASP's minimum
 * (19 MiB, 2 passes, 1 lane); tests lower it to stay fast, and the parameters travel inside each
 * hash, so any cost verifies and a stronger default later rehashes old hashes at login.
 */
export interface PasswordCost {
  memory: number;
  passes: number;
}

export const defaultPasswordCost: PasswordCost = { memory: 19 * 1024, passes: 2 };

const lanes = 1;
const keyLength = 32;

function deriveArgon2(password: string, salt: Buffer, cost: PasswordCost, parallelism: number, tagLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    argon2(
      'argon2id',
      { message: password.normalize('NFC'), nonce: salt, parallelism, tagLength, memory: cost.memory, passes: cost.passes },
      (error, key) => {
        if (error) reject(error);
        else resolve(key);
      },
    );
  });
}

// PHC strings use standard base64 without padding.
const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
const fromB64 = (text: string) => Buffer.from(text, 'base64');

/** Hashes with a fresh random salt as a PHC string: `$argon2id$v=19$m=19456,t=2,p=1$salt$key`. */
export async function hashPassword(password: string, cost: PasswordCost = defaultPasswordCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveArgon2(password, salt, cost, lanes, keyLength);
  return `$argon2id$v=19$m=${cost.memory},t=${cost.passes},p=${lanes}$${b64(salt)}$${b64(key)}`;
}

const phcPattern = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{22,})$/;

interface Argon2Hash {
  cost: PasswordCost;
  parallelism: number;
  salt: Buffer;
  key: Buffer;
}

function parseArgon2(stored: string): Argon2Hash | null {
  const match = phcPattern.exec(stored);
  if (match === null) return null;
  const [, memory, passes, parallelism, salt, key] = match;
  const numbers = [memory, passes, parallelism].map(Number);
  const [m = 0, t = 0, p = 0] = numbers;
  if (t < 1 || p < 1 || m < 8 * p) return null;
  return { cost: { memory: m, passes: t }, parallelism: p, salt: fromB64(salt ?? ''), key: fromB64(key ?? '') };
}

/** The scrypt hashes written before argon2id (`scrypt$N$r$p$salt$key`), still verified until rehashed. */
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, saltText, keyText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || saltText === undefined || keyText === undefined) return Promise.resolve(false);
  const params = [cost, r, p].map(Number);
  const [n = 0, rBlocks = 0, pLanes = 0] = params;
  if (!params.every((v) => Number.isSafeInteger(v) && v > 0)) return Promise.resolve(false);
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length !== keyLength) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes, or node refuses costs above the default 32 MiB.
    scrypt(password.normalize('NFC'), Buffer.from(saltText, 'base64url'), keyLength, { N: n, r: rBlocks, p: pLanes, maxmem: 256 * n * rBlocks }, (error, key) => {
      if (error) reject(error);
      else resolve(timingSafeEqual(key, expected));
    });
  });
}

/** Constant-time comparison against a stored hash (argon2id, or an old scrypt one); a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  const parsed = parseArgon2(stored);
  if (parsed === null || parsed.key.length < 16) return false;
  const actual = await deriveArgon2(password, parsed.salt, parsed.cost, parsed.parallelism, parsed.key.length);
  return timingSafeEqual(actual, parsed.key);
}

/** Whether a verified hash should be replaced: an old scheme, or weaker than today's cost. */
export function needsRehash(stored: string, cost: PasswordCost = defaultPasswordCost): boolean {
  const parsed = parseArgon2(stored);
  return parsed === null || parsed.cost.memory < cost.memory || parsed.cost.passes < cost.passes;
}
