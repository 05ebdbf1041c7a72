/**
 * The secret-leak check every answer of the API test clients goes through: no password, hash,
 * one-time code or reset token may come back in a body.
 */
import assert from 'node:assert/strict';
import { ADMIN } from './server';

const knownPasswords = new Set<string>([ADMIN.password]);
const knownResetTokens = new Set<string>();
const knownCodes = new Set<string>();
const FORBIDDEN_KEYS = new Set(['password', 'passwordhash', 'hash', 'salt', 'otp', 'resettoken', 'secret', 'currentpassword', 'newpassword', 'pepper']);
const HASH_SHAPES = [/scrypt\$/, /\$2[aby]\$\d\d\$/, /\$argon2/, /pbkdf2/i];
/** How many answers went through the check (so tests can show it ran). */
export const leakStats = { checked: 0 };

/** Remembers a secret that no later answer may contain. */
export function rememberSecret(kind: 'password' | 'resetToken' | 'code', value: string): void {
  if (kind === 'password') knownPasswords.add(value);
  else if (kind === 'resetToken') knownResetTokens.add(value);
  else knownCodes.add(value);
}

/** Registers the password-like fields of a request body (distinctive ones: ≥ 8 chars, not only lower-case letters). */
export function rememberBodySecrets(json: unknown): void {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return;
  for (const [key, value] of Object.entries(json)) {
    if (!/password/i.test(key) || typeof value !== 'string') continue;
    if (value.length >= 8 && /[^a-z ]/.test(value)) knownPasswords.add(value);
  }
}

function walkJson(value: unknown, visit: (key: string | null, value: unknown) => void, key: string | null = null, depth = 0): void {
  visit(key, value);
  if (depth > 64 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) for (const item of value) walkJson(item, visit, null, depth + 1);
  else for (const [k, v] of Object.entries(value)) walkJson(v, visit, k, depth + 1);
}

/**
 * Fails when an answer body carries a password, a password hash or salt, a one-time code or a
 * reset token. `path` exempts the two answers that carry one by design: `/dev/outbox` (codes, and
 * the reset token of an admin's invitation) and `/auth/verify-otp` (the reset token it issues).
 */
export function assertNoSecrets(text: string, path: string): void {
  leakStats.checked += 1;
  const where = `answer of ${path}`;
  const isOutbox = path.includes('/dev/outbox');
  const isVerify = path.includes('/auth/verify-otp');
  for (const shape of HASH_SHAPES) assert.doesNotMatch(text, shape, `${where} carries a password hash`);
  for (const password of knownPasswords) assert.ok(!text.includes(password), `${where} carries a password`);
  for (const token of knownResetTokens) assert.ok(isOutbox || !text.includes(token), `${where} carries a reset token`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  walkJson(parsed, (key, value) => {
    const lower = key?.toLowerCase() ?? '';
    if (FORBIDDEN_KEYS.has(lower) && !(isVerify && lower === 'resettoken')) assert.fail(`${where} has a secret field "${key ?? ''}"`);
    if (lower === 'code' && /^\d{6}$/.test(String(value))) assert.fail(`${where} has a 6-digit code`);
    if (!isOutbox && (typeof value === 'string' || typeof value === 'number') && knownCodes.has(String(value))) {
      assert.fail(`${where} carries a one-time code`);
    }
  });
}
