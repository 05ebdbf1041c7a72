/**
 * Two-factor sign-in's rules on a stored user: whether it is on, a code (TOTP or recovery) checked
 * and spent, the sign-in challenge between the password and the code, and `REQUIRE_TWO_FACTOR`'s
 * setup-only tokens.
 *
 * A challenge is stateless and signed: `payload.mac`, the payload naming the user, its session
 * version, a random id and the expiry, the MAC an HMAC-SHA-256 under the server's token secret (its
 * own domain prefix, so no JWT signature is ever a challenge's). Any process of the cluster can
 * check one without a lookup, and a login writes nothing. What must be shared, the wrong codes of a
 * challenge and that it was used, is written with the user in the store's transaction (the
 * `challenges` of `StoredTwoFactor`), only when a code arrives.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StoredTwoFactor, StoredUser } from '../store/types';
import type { TwoFactorChallenge } from '../../src/contract';
import type { App, RequestContext } from '../context';
import { ApiError } from '../http/errors';
import { sessionVersionOf } from './account-rules';
import { optionalUser } from './guard';
import { findRecoveryCode, isRecoveryCodeShape, matchTotp } from './totp';

/** How long a challenge lives. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes that end a challenge. */
export const CHALLENGE_MAX_WRONG = 5;
/** Challenges remembered per user (their wrong codes, their use); the oldest goes first. */
const CHALLENGES_KEPT = 20;

/** True when `user` signs in with a second factor. */
export const twoFactorOn = (user: StoredUser): boolean => user.twoFactor?.enabled === true;

interface ChallengeClaims {
  sub: string;
  sv: number;
  id: string;
  exp: number;
}

const mac = (payload: string, secret: Buffer): string => createHmac('sha256', secret).update(`two-factor-challenge.${payload}`).digest('base64url');

/** A new challenge for `user`, valid `CHALLENGE_TTL_MS` from `nowMs`. */
export function signChallenge(user: StoredUser, secret: Buffer, nowMs: number): string {
  const claims: ChallengeClaims = { sub: user.id, sv: sessionVersionOf(user), id: randomBytes(16).toString('base64url'), exp: nowMs + CHALLENGE_TTL_MS };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** The claims of a well-signed, unexpired challenge; null otherwise. */
export function readChallenge(challenge: string, secret: Buffer, nowMs: number): ChallengeClaims | null {
  if (challenge.length > 1024) return null;
  const [payload, signature, ...rest] = challenge.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(payload, secret));
  const actual = Buffer.from(signature);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<ChallengeClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.id !== 'string' || typeof claims.sv !== 'number' || typeof claims.exp !== 'number') return null;
    return claims.exp > nowMs ? (claims as ChallengeClaims) : null;
  } catch {
    return null;
  }
}

/** What a code is: the TOTP of a step, or the recovery code at an index of the stored hashes. */
export type CodeMatch = { kind: 'totp'; step: number } | { kind: 'recovery'; index: number } | null;

/** Which of `state`'s codes `code` is (a TOTP code not used yet, or an unused recovery code), or null. */
export function matchCode(state: StoredTwoFactor, code: string, nowMs: number, recovery: boolean): CodeMatch {
  const step = matchTotp(state.secret, code, nowMs, state.lastUsedStep);
  if (step !== null) return { kind: 'totp', step };
  if (!recovery || !isRecoveryCodeShape(code)) return null;
  const index = findRecoveryCode(state.recoveryHashes, code);
  return index >= 0 ? { kind: 'recovery', index } : null;
}

/** `state` with `match` spent: the TOTP step and every one before it, or the recovery code. */
export function spend(state: StoredTwoFactor, match: NonNullable<CodeMatch>): StoredTwoFactor {
  if (match.kind === 'totp') return { ...state, lastUsedStep: match.step };
  return { ...state, recoveryHashes: state.recoveryHashes.filter((_, i) => i !== match.index) };
}

/** The challenges of `state` still alive at `nowMs`, with `id`'s replaced by `entry` (the newest last). */
export function withChallenge(state: StoredTwoFactor, nowMs: number, entry: StoredTwoFactor['challenges'][number]): StoredTwoFactor {
  const alive = state.challenges.filter((c) => c.expiresAt > nowMs && c.id !== entry.id);
  return { ...state, challenges: [...alive, entry].slice(-CHALLENGES_KEPT) };
}

/** The challenge entry of `id` as stored, or a fresh one. */
export function challengeEntry(state: StoredTwoFactor, claims: ChallengeClaims): StoredTwoFactor['challenges'][number] {
  return state.challenges.find((c) => c.id === claims.id) ?? { id: claims.id, expiresAt: claims.exp, wrong: 0, used: false };
}

/**
 * The routes an admin without two-factor may call when `REQUIRE_TWO_FACTOR` is set: setting it up,
 * keeping the token fresh and signing out (as `METHOD pattern`).
 */
const SETUP_ONLY: ReadonlySet<string> = new Set([
  'POST /auth/two-factor/setup',
  'POST /auth/two-factor/enable',
  'GET /auth/refresh',
  'POST /auth/sign-out',
  'GET /auth/me',
]);

/**
 * Refuses a call of an admin without two-factor when the server requires it, except the setup's own
 * routes: 403 `TWO_FACTOR_REQUIRED`. Runs after `authorize`; a public route's bearer (a sign-up
 * answered differently for an admin) is checked too, and one that is not valid is left to the
 * route, as without the setting.
 */
export async function requireTwoFactorSetup(rc: RequestContext, route: string): Promise<void> {
  if (!rc.app.config.requireTwoFactor || SETUP_ONLY.has(route)) return;
  const user = await optionalUser(rc).catch(() => null);
  if (!user || user.role !== 'admin' || twoFactorOn(user)) return;
  throw new ApiError('TWO_FACTOR_REQUIRED', 'Set up two-factor sign-in first: this server requires it for every administrator.');
}

/** The answer of a password accepted for an account with two-factor on: a challenge, no token. */
export function twoFactorChallenge(app: App, user: StoredUser): TwoFactorChallenge {
  return { twoFactorRequired: true, challenge: signChallenge(user, app.secret, app.now()) };
}

/** What a sign-in's answer adds when the server requires two-factor and `user`, an admin, has none yet. */
export function twoFactorSetupNeeded(app: App, user: StoredUser): { twoFactorSetupRequired?: true } {
  return app.config.requireTwoFactor && user.role === 'admin' && !twoFactorOn(user) ? { twoFactorSetupRequired: true } : {};
}
