/**
 * HS256 JSON Web Tokens: signing the claims of docs/api.md plus `sv`, the session version of the
 * user (a token of an earlier version is refused: see guard.ts), and verifying signature and
 * expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ROLES } from '../../src/contract';
import type { TokenClaims } from '../../src/contract';

/** The claims the server signs: docs/api.md's, with the session version it checks on every call. */
export interface SessionClaims extends TokenClaims {
  sv: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** Signs `claims` as `header.payload.signature`. */
export function signToken(claims: SessionClaims, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${sign(input, secret).toString('base64url')}`;
}

function isClaims(value: unknown): value is SessionClaims {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === 'string' &&
    typeof v.email === 'string' &&
    typeof v.role === 'string' &&
    (ROLES as readonly string[]).includes(v.role) &&
    typeof v.iat === 'number' &&
    typeof v.exp === 'number' &&
    Number.isSafeInteger(v.sv) &&
    (v.sv as number) >= 0 &&
    (v.sid === undefined || (typeof v.sid === 'string' && v.sid.length > 0 && v.sid.length <= 64))
  );
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Decodes one part, or null unless it is canonical base64url (what re-encoding gives back). */
function decodePart(part: string): Buffer | null {
  if (!BASE64URL.test(part)) return null;
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : null;
}

/**
 * The claims of a well-signed, unexpired HS256 token; null otherwise. `nowS` in seconds. Only the
 * canonical spelling is accepted: Node's base64 decoder skips stray characters and padding and
 * reads standard base64 too, so decoding the signature before comparing would accept `…!!`,
 * `…=` and `+/` spellings of one token; it is compared as text instead.
 */
export function verifyToken(token: string, secret: Buffer, nowS: number): SessionClaims | null {
  if (token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${header}.${payload}`, secret).toString('base64url'));
  const actual = Buffer.from(signature);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const headBytes = decodePart(header);
  const claimBytes = decodePart(payload);
  if (!headBytes || !claimBytes) return null;
  try {
    const head: unknown = JSON.parse(headBytes.toString('utf8'));
    if (head === null || typeof head !== 'object' || (head as { alg?: unknown }).alg !== 'HS256') return null;
    const claims: unknown = JSON.parse(claimBytes.toString('utf8'));
    if (!isClaims(claims) || claims.exp <= nowS) return null;
    return claims;
  } catch {
    return null;
  }
}
