/**
 * One-time codes and reset tokens shared by every server process: the rules of
 * server/auth/otp.ts (a 6-digit code per e-mail for 10 minutes, 5 wrong tries burn it, exchanged
 * for a single-use reset token for 15 minutes, or issued at once as an invitation for 7 days) over the `otps` table, which holds only SHA-256
 * hashes. Each check runs in a transaction that locks the e-mail's row, so a code is exchanged, and
 * a token consumed, at most once however many processes try at the same moment.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Sql } from 'postgres';
import type { Queryable } from './records';
import { INVITATION_TTL_MS, OTP_MAX_TRIES, OTP_TTL_MS, RESET_TTL_MS } from '../auth/otp';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Codes and reset tokens by lower-case e-mail. */
export interface PgOtpBook {
  issue(email: string): Promise<string>;
  verify(email: string, code: string): Promise<string | null>;
  invite(email: string): Promise<string>;
  consumeReset(email: string, token: string): Promise<boolean>;
  checkReset(email: string, token: string): Promise<boolean>;
  /** Deletes expired codes and tokens. */
  sweep(): Promise<number>;
}

export function createPgOtpBook(sql: Sql, now: () => number = () => Date.now()): PgOtpBook {
  const matches = (stored: Buffer, given: string): boolean => timingSafeEqual(Buffer.from(stored), digest(given));
  /** A new reset token of `email` valid `ttlMs`, replacing any earlier one. */
  const issueReset = async (tx: Queryable, email: string, ttlMs: number): Promise<string> => {
    const token = randomBytes(32).toString('base64url');
    await tx`
      INSERT INTO otps (email, purpose, hash, expires_at) VALUES (${email}, 'reset', ${digest(token)}, ${new Date(now() + ttlMs)})
      ON CONFLICT (email, purpose) DO UPDATE SET hash = EXCLUDED.hash, expires_at = EXCLUDED.expires_at, tries = 0`;
    return token;
  };
  const resetOf = async (tx: Queryable, email: string): Promise<{ hash: Buffer } | undefined> => {
    const [row] = await tx<{ hash: Buffer }[]>`
      SELECT hash FROM otps WHERE email = ${email} AND purpose = 'reset' AND expires_at > ${new Date(now())} FOR UPDATE`;
    return row;
  };
  return {
    async issue(email) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await sql`
        INSERT INTO otps (email, purpose, hash, expires_at, tries) VALUES (${email}, 'code', ${digest(code)}, ${new Date(now() + OTP_TTL_MS)}, 0)
        ON CONFLICT (email, purpose) DO UPDATE SET hash = EXCLUDED.hash, expires_at = EXCLUDED.expires_at, tries = 0`;
      return code;
    },
    async verify(email, code) {
      return (await sql.begin(async (tx) => {
        const [row] = await tx<{ hash: Buffer; expires_at: Date; tries: number }[]>`
          SELECT hash, expires_at, tries FROM otps WHERE email = ${email} AND purpose = 'code' FOR UPDATE`;
        if (!row) return null;
        if (row.expires_at.getTime() <= now()) {
          await tx`DELETE FROM otps WHERE email = ${email} AND purpose = 'code'`;
          return null;
        }
        if (!matches(row.hash, code)) {
          if (row.tries + 1 >= OTP_MAX_TRIES) await tx`DELETE FROM otps WHERE email = ${email} AND purpose = 'code'`;
          else await tx`UPDATE otps SET tries = tries + 1 WHERE email = ${email} AND purpose = 'code'`;
          return null;
        }
        await tx`DELETE FROM otps WHERE email = ${email} AND purpose = 'code'`;
        return issueReset(tx, email, RESET_TTL_MS);
      })) as string | null;
    },
    invite: (email) => issueReset(sql, email, INVITATION_TTL_MS),
    async checkReset(email, token) {
      const row = await resetOf(sql, email);
      return row !== undefined && matches(row.hash, token);
    },
    async consumeReset(email, token) {
      return (await sql.begin(async (tx) => {
        const row = await resetOf(tx, email);
        if (!row || !matches(row.hash, token)) return false;
        await tx`DELETE FROM otps WHERE email = ${email} AND purpose = 'reset'`;
        return true;
      })) as boolean;
    },
    async sweep() {
      const rows = await sql`DELETE FROM otps WHERE expires_at <= ${new Date(now())} RETURNING email`;
      return rows.length;
    },
  };
}
