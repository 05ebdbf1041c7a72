/**
 * Time-based one-time passwords as RFC 6238 defines them (HOTP of RFC 4226 over 30 s steps, HMAC-SHA-1,
 * what every authenticator app reads from an `otpauth://` URL), base32 secrets (RFC 4648), and the
 * recovery codes of two-factor sign-in. Pure functions of their inputs and the clock they are given.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Seconds per step. */
export const TOTP_STEP_S = 30;
/** Digits of a code. */
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one, for a phone's clock a little off. */
export const TOTP_WINDOW = 1;
/** Bytes of a new secret: 160 bits, RFC 4226's recommendation for HMAC-SHA-1. */
const SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `bytes` in base32, without padding (authenticator apps take it so). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** The bytes of base32 `text` (case, spaces and padding ignored); null when it has another character. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) return null;
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random secret, base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** The step a time falls in (`nowMs` since the epoch). */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_S);
}

/** RFC 4226's HOTP of `key` at `counter`: dynamic truncation, `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The TOTP code of `key` at `nowMs`. */
export function totpAt(key: Uint8Array, nowMs: number, digits = TOTP_DIGITS): string {
  return hotp(key, totpStep(nowMs), digits);
}

const sameText = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The step whose code `code` is, within `TOTP_WINDOW` steps of `nowMs` and after `lastUsedStep`
 * (a step whose code was accepted once is never accepted again, nor any before it); null when none.
 * `code` may carry spaces, as apps show it in two groups.
 */
export function matchTotp(secret: string, code: string, nowMs: number, lastUsedStep: number | null): number | null {
  const key = base32Decode(secret);
  const typed = code.replace(/\s/g, '');
  if (!key || key.length === 0 || !/^\d{6}$/.test(typed)) return null;
  const current = totpStep(nowMs);
  let found: number | null = null;
  // Every step is compared, matched or not, so the time taken says nothing of which one matched.
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const fresh = lastUsedStep === null || step > lastUsedStep;
    if (sameText(hotp(key, step), typed) && fresh && found === null) found = step;
  }
  return found;
}

/** The `otpauth://` URL an authenticator app reads from the QR code (Google Authenticator's key-URI format). */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_S) });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** How many recovery codes an account gets. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * New recovery codes: 10 random bytes each (80 bits, so a fast hash of one cannot be reversed by
 * trying), written as four groups of four base32 characters, `ABCD-EFGH-IJKL-MNOP`.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => base32Encode(randomBytes(10)).match(/.{4}/g)!.join('-'));
}

/** The form a recovery code is compared in: upper case, no dashes or spaces. */
const normalRecovery = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

/** True when `code` has a recovery code's shape (16 base32 characters, dashes and spaces aside). */
export const isRecoveryCodeShape = (code: string): boolean => /^[A-Z2-7]{16}$/.test(normalRecovery(code));

/** The stored hash of a recovery code: SHA-256 of its normal form, hex. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalRecovery(code)).digest('hex');
}

/** The index in `hashes` of `code`'s hash, or -1. */
export function findRecoveryCode(hashes: readonly string[], code: string): number {
  const wanted = Buffer.from(hashRecoveryCode(code), 'hex');
  let found = -1;
  hashes.forEach((hash, index) => {
    const stored = Buffer.from(hash, 'hex');
    if (stored.length === wanted.length && timingSafeEqual(stored, wanted) && found < 0) found = index;
  });
  return found;
}
