/**
 * Password hashing with scrypt and a per-user random salt. Stored form:
 * `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`. Comparison runs in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's default cost: N = 2^14 (config.ts `hashCost`). */
export const DEFAULT_HASH_COST = 14;
/** The lowest cost HASH_COST takes: N = 2^10, ~3 ms a hash (what the tests use). */
export const MIN_HASH_COST = 10;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { N: n, r, p, maxmem: 256 * n * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes `password` with a fresh salt, at N = 2^`cost`. */
export async function hashPassword(password: string, cost = DEFAULT_HASH_COST): Promise<string> {
  const n = 2 ** cost;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, n, R, P);
  return `scrypt$${n}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Hashes of a random password by cost, to spend the same time when there is no user to check. */
const dummies = new Map<number, Promise<string>>();

/**
 * True when `password` matches `stored`. A null or malformed `stored` still costs one scrypt run
 * at `cost` (the cost of new hashes, against a dummy hash) so unknown e-mails take as long as
 * wrong passwords.
 */
export async function verifyPassword(password: string, stored: string | null, cost = DEFAULT_HASH_COST): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
    let dummy = dummies.get(cost);
    if (!dummy) dummies.set(cost, (dummy = hashPassword(randomBytes(16).toString('hex'), cost)));
    await verifyPassword(password, await dummy, cost);
    return false;
  }
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
