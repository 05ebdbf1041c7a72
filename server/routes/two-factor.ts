/**
 * Two-factor sign-in (docs/api.md, "Two-factor sign-in"): setting it up, turning it on and off, an
 * owner's reset of another admin's, and the second step of a sign-in. Every change commits with the
 * user, so the activity log derives its entry from the commit (activity/derive.ts).
 */
import type {
  LoginResult, TwoFactorEnableResult, TwoFactorSetupResult, User,
} from '../../src/contract';
import type { RequestContext } from '../context';
import { ApiError, fieldError, notFound } from '../http/errors';
import { sendData } from '../http/respond';
import { requireUser } from '../auth/guard';
import { checkOwnPassword, withPasswordAttempt, writeOwnAccount } from '../auth/own-password';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrl } from '../auth/totp';
import {
  CHALLENGE_MAX_WRONG, challengeEntry, matchCode, readChallenge, spend, twoFactorOn, withChallenge,
} from '../auth/two-factor';
import { sessionVersionOf } from '../auth/account-rules';
import type { StoredUser } from '../store/types';
import { userFor } from '../people';
import { completeSignIn, underLoginLimits } from './auth';
import { nextUpdatedAt } from './stale';
import { param, readFields } from './common';
import type { Routes } from './common';

/** The issuer an authenticator app shows beside the account. */
const ISSUER = 'Diving';
/** Longest password read (as at login). */
const PASSWORD_MAX = 1024;
/** Longest code read: a recovery code with dashes and spaces fits. */
const CODE_MAX = 64;

const wrongCode = (): ApiError => fieldError('code', 'The code is wrong or expired. Enter the code your app shows now.');
const alreadyOn = (): ApiError => new ApiError('CONFLICT', 'Two-factor sign-in is already on. Turn it off first to set it up again.');
const challengeEnded = (): ApiError => new ApiError('UNAUTHENTICATED', 'This sign-in has expired or ended. Please sign in again.');

/**
 * `POST /auth/two-factor/setup`: the password checked again, then a new secret, kept until enabled
 * (a second setup replaces it). Wrong passwords count per user as a password change's do.
 */
async function setup(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const user = await requireUser(rc);
  await withPasswordAttempt(rc, user, async (wrong) => {
    const f = await readFields(rc);
    const password = f.string('password', { required: true, max: PASSWORD_MAX, raw: true });
    f.done();
    if (password === undefined) return;
    if (twoFactorOn(user)) throw alreadyOn();
    await checkOwnPassword(rc, user, password, wrong, 'password', 'The password is wrong.');
    const secret = newTotpSecret();
    await writeOwnAccount(app, user, (fresh) => {
      if (twoFactorOn(fresh)) throw alreadyOn();
      return { ...fresh, twoFactor: { secret, enabled: false, lastUsedStep: null, recoveryHashes: [], challenges: [] } };
    });
    const result: TwoFactorSetupResult = { secret, otpauthUrl: otpauthUrl(ISSUER, user.email, secret) };
    sendData(rc.res, 200, result);
  });
}

/** `POST /auth/two-factor/enable`: a code of the set-up secret turns it on; the answer has the recovery codes. */
async function enable(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const user = await requireUser(rc);
  await withPasswordAttempt(rc, user, async (wrong) => {
    const f = await readFields(rc);
    const code = f.string('code', { required: true, max: CODE_MAX });
    f.done();
    if (code === undefined) return;
    const recoveryCodes = newRecoveryCodes();
    await writeOwnAccount(app, user, (fresh) => {
      const state = fresh.twoFactor;
      if (!state) throw new ApiError('CONFLICT', 'Set up two-factor sign-in first.');
      if (state.enabled) throw alreadyOn();
      const match = matchCode(state, code, app.now(), false);
      if (!match) {
        wrong();
        throw wrongCode();
      }
      return { ...fresh, twoFactor: { ...spend(state, match), enabled: true, recoveryHashes: recoveryCodes.map(hashRecoveryCode), challenges: [] } };
    });
    const result: TwoFactorEnableResult = { recoveryCodes };
    sendData(rc.res, 200, result);
  });
}

/** `POST /auth/two-factor/disable`: the password and a code (or a recovery code) turn it off. */
async function disable(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const user = await requireUser(rc);
  await withPasswordAttempt(rc, user, async (wrong) => {
    const f = await readFields(rc);
    const password = f.string('password', { required: true, max: PASSWORD_MAX, raw: true });
    const code = f.string('code', { required: true, max: CODE_MAX });
    f.done();
    if (password === undefined || code === undefined) return;
    if (!twoFactorOn(user)) throw new ApiError('CONFLICT', 'Two-factor sign-in is already off.');
    await checkOwnPassword(rc, user, password, wrong, 'password', 'The password is wrong.');
    await writeOwnAccount(app, user, (fresh) => {
      const state = fresh.twoFactor;
      if (!state?.enabled) throw new ApiError('CONFLICT', 'Two-factor sign-in is already off.');
      if (!matchCode(state, code, app.now(), true)) {
        wrong();
        throw wrongCode();
      }
      const { twoFactor: _off, ...rest } = fresh;
      return { ...rest, updatedAt: nextUpdatedAt(app, fresh.updatedAt) };
    });
    sendData(rc.res, 200, { disabled: true });
  });
}

/** `DELETE /users/{id}/two-factor` (staff.manage): turns another account's off, for an admin who lost their phone and codes. */
async function reset(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const actor = await requireUser(rc);
  const id = param(rc, 'id');
  const next = await app.store.transact(async (tx) => {
    const user = await tx.get('users', id);
    if (!user) throw notFound('This user');
    if (!user.twoFactor) return user;
    const { twoFactor: _off, ...rest } = user;
    const changed: StoredUser = { ...rest, updatedAt: nextUpdatedAt(app, user.updatedAt) };
    tx.put('users', changed);
    return changed;
  });
  const result: User = userFor(actor, next);
  sendData(rc.res, 200, result);
}

/**
 * `POST /auth/login/two-factor`: the code after the password, under the login limits
 * (auth.ts `underLoginLimits`: per address on arrival, per account once the challenge names it; a
 * code checked and wrong stays counted). Five wrong codes end the challenge. A code is spent in the
 * same transaction that checks it, so two requests cannot both use one.
 */
function loginTwoFactor(rc: RequestContext): Promise<void> {
  const { app } = rc;
  return underLoginLimits(rc, async (attempts) => {
    const f = await readFields(rc);
    const challenge = f.string('challenge', { required: true, max: 1024 });
    const code = f.string('code', { required: true, max: CODE_MAX });
    f.done();
    if (challenge === undefined || code === undefined) return;
    const claims = readChallenge(challenge, app.secret, app.now());
    if (!claims) throw challengeEnded();
    const found = await app.store.get('users', claims.sub);
    if (!found) throw challengeEnded();
    await attempts.account(found.email);
    const outcome = await app.store.transact(async (tx) => {
      const user = await tx.get('users', claims.sub);
      const state = user?.twoFactor;
      if (!user || user.status !== 'active' || !state?.enabled || sessionVersionOf(user) !== claims.sv) throw challengeEnded();
      const entry = challengeEntry(state, claims);
      if (entry.used || entry.wrong >= CHALLENGE_MAX_WRONG) throw challengeEnded();
      const match = matchCode(state, code, app.now(), true);
      const nextEntry = match ? { ...entry, used: true } : { ...entry, wrong: entry.wrong + 1 };
      const spent = match ? spend(state, match) : state;
      tx.put('users', { ...user, twoFactor: withChallenge(spent, app.now(), nextEntry) });
      return { user, ok: match !== null, ended: nextEntry.wrong >= CHALLENGE_MAX_WRONG };
    });
    if (!outcome.ok) {
      attempts.wrong();
      throw outcome.ended ? challengeEnded() : wrongCode();
    }
    await attempts.passed();
    const result: LoginResult = await completeSignIn(rc, outcome.user);
    sendData(rc.res, 200, result);
  });
}

/** Adds the two-factor routes. */
export function addTwoFactorRoutes(routes: Routes): void {
  routes
    .add('POST', '/auth/two-factor/setup', 'self', setup)
    .add('POST', '/auth/two-factor/enable', 'self', enable)
    .add('POST', '/auth/two-factor/disable', 'self', disable)
    .add('POST', '/auth/login/two-factor', 'public', loginTwoFactor)
    .add('DELETE', '/users/:id/two-factor', 'staff.manage', reset);
}
