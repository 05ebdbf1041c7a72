/**
 * One-time codes and password-reset tokens: a 6-digit code per e-mail valid 10 minutes (5 wrong
 * tries burn it), exchanged for a single-use reset token valid 15 minutes; an invitation is such a
 * token issued at once, for a new admin to set a first password, valid 7 days. This book keeps them in
 * memory; several server processes share them in PostgreSQL (server/pg/otp.ts), hence the promises.
 */
import { randomBytes, randomInt, timingSafeEqual, createHash } from 'node:crypto';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_TRIES = 5;
export const RESET_TTL_MS = 15 * 60_000;
/** How long an invitation's set-password link works: long enough to be read after a weekend. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Issued codes and reset tokens, keyed by lower-case e-mail. */
export interface OtpBook {
  /** Issues a new code for `email`, replacing any earlier one. */
  issue(email: string): Promise<string>;
  /** Exchanges a correct code for a reset token; null when wrong, expired or burnt. */
  verify(email: string, code: string): Promise<string | null>;
  /** Issues a reset token for `email` valid `INVITATION_TTL_MS`, replacing any earlier one (no code first). */
  invite(email: string): Promise<string>;
  /** Consumes the reset token of `email`; false when wrong, expired or used. */
  consumeReset(email: string, token: string): Promise<boolean>;
  /** True when `token` is the live reset token of `email`, without consuming it. */
  checkReset(email: string, token: string): Promise<boolean>;
}

/** Creates an empty book; `now` is read at call time. */
export function createOtpBook(now: () => number = () => Date.now()): OtpBook {
  const codes = new Map<string, { hash: Buffer; expiresAt: number; tries: number }>();
  const resets = new Map<string, { hash: Buffer; expiresAt: number }>();
  const sweep = (): void => {
    const t = now();
    for (const [key, entry] of codes) if (entry.expiresAt <= t) codes.delete(key);
    for (const [key, entry] of resets) if (entry.expiresAt <= t) resets.delete(key);
  };
  const checkReset = (email: string, token: string): boolean => {
    const entry = resets.get(email);
    if (!entry || entry.expiresAt <= now()) return false;
    return timingSafeEqual(entry.hash, digest(token));
  };
  const issueReset = (email: string, ttlMs: number): string => {
    const token = randomBytes(32).toString('base64url');
    resets.set(email, { hash: digest(token), expiresAt: now() + ttlMs });
    return token;
  };
  return {
    async issue(email) {
      sweep();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      codes.set(email, { hash: digest(code), expiresAt: now() + OTP_TTL_MS, tries: 0 });
      return code;
    },
    async verify(email, code) {
      const entry = codes.get(email);
      if (!entry || entry.expiresAt <= now()) {
        codes.delete(email);
        return null;
      }
      if (!timingSafeEqual(entry.hash, digest(code))) {
        entry.tries += 1;
        if (entry.tries >= OTP_MAX_TRIES) codes.delete(email);
        return null;
      }
      codes.delete(email);
      return issueReset(email, RESET_TTL_MS);
    },
    invite: async (email) => {
      sweep();
      return issueReset(email, INVITATION_TTL_MS);
    },
    checkReset: async (email, token) => checkReset(email, token),
    async consumeReset(email, token) {
      if (!checkReset(email, token)) return false;
      resets.delete(email);
      return true;
    },
  };
}
