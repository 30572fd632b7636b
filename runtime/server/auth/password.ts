import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { FairQueue } from '../security/fairQueue';

/** scrypt cost: N=2^15, r=8, p=1 (about 32 MB and tens of milliseconds per hash). */
const PARAMS = { N: 32768, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * Every scrypt of the process waits its turn here: at most one per core (and no more than the
 * libuv pool's 4 threads), the clients taking turns. A flood of logins then neither fills the
 * thread pool that file and DNS work also need, nor makes another client's login wait behind it.
 */
const hashing = new FairQueue(Math.min(4, availableParallelism()));

/** The queue key of work no client asked for directly (seeding, an administrator setting a password). */
const SERVER = '';

function deriveKey(password: string, salt: Buffer, options: ScryptOptions, client: string): Promise<Buffer> {
  return hashing.run(
    client,
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/**
 * Hashes a password with a fresh salt; the result records its own parameters: `scrypt$N$r$p$salt$key`.
 * `client` (the caller's address) is its place in the hashing queue.
 */
export async function hashPassword(password: string, client = SERVER): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, PARAMS, client);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. `client` as for hashPassword. */
export async function verifyPassword(password: string, stored: string, client = SERVER): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, client);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
