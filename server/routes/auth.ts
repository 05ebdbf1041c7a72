/** `/auth/*`: login, refresh, one-time codes, password reset and change. */
import { setTimeout as delay } from 'node:timers/promises';
import { LIMITS } from '../../src/contract';
import type { ChangePasswordResult, LoginResult } from '../../src/contract';
import type { App, RequestContext } from '../context';
import { nowIso } from '../context';
import { ApiError, rateLimited } from '../http/errors';
import { sendData, sendJsonText } from '../http/respond';
import { requireSession, requireUser } from '../auth/guard';
import { checkOwnPassword, withPasswordAttempt, writeOwnAccount } from '../auth/own-password';
import { hashPassword, verifyPassword } from '../auth/password';
import { takeAttempt } from '../auth/rate-limit';
import type { Attempt, RateLimiter } from '../auth/rate-limit';
import { issueToken, startSession, userFor } from '../people';
import { endSessions } from '../auth/account-rules';
import { appendActivity } from '../activity/log';
import { nextUpdatedAt } from './stale';
import { twoFactorChallenge, twoFactorOn, twoFactorSetupNeeded } from '../auth/two-factor';
import type { StoredUser } from '../store/types';
import { readFields } from './common';
import type { Routes } from './common';

/** Longest password accepted at login (longer ones cannot exist; bounds the hashing work). */
const LOGIN_PASSWORD_MAX = 1024;

const invalidCredentials = (): ApiError => new ApiError('INVALID_CREDENTIALS', 'The e-mail or password is incorrect.');
const invalidOtp = (): ApiError => new ApiError('INVALID_OTP', 'The code is wrong, expired or already used.');

/**
 * A login limit's attempt, counted now; a locked-out client gets its 429 only after
 * `lockoutDelayMs`, so a flood that waits for its answers slows to one request per connection per
 * delay instead of keeping the event loop busy.
 */
async function takeLoginAttempt(app: App, limiter: RateLimiter, key: string): Promise<Attempt> {
  const { retryAfterS, attempt } = await limiter.take(key);
  if (retryAfterS === 0) return attempt;
  await delay(app.config.lockoutDelayMs);
  throw rateLimited(Math.max(1, await limiter.retryAfterS(key)));
}

/** What a sign-in step tells the login limits (`underLoginLimits`). */
export interface LoginAttempts {
  /** The step knows the account: its e-mail's limit (with this address) counts the request now. */
  account(email: string): Promise<void>;
  /** A secret was checked and did not sign in: both counts stay. */
  wrong(): void;
  /** Every secret of the step was right: the e-mail's counter starts again, and nothing stays counted. */
  passed(): Promise<void>;
}

/**
 * Runs one step of a sign-in (the password, then the code when two-factor is on) under both login
 * limits. Both count the request when it arrives: the address's before the body is read, the
 * e-mail's as soon as the e-mail is known, before anything is awaited, so requests sent together
 * cannot slip under them. Only a secret checked that did not sign in stays counted (a wrong
 * password or code, an unknown e-mail's password checked against the dummy hash, the right one of a
 * blocked account): a form with mistakes gives both back, and so does a refusal by the full hashing
 * gate, which checked nothing; else a flood from one address would lock out everyone behind it.
 * The answer waits for the give-back, so the next request already sees it.
 */
export async function underLoginLimits(rc: RequestContext, step: (attempts: LoginAttempts) => Promise<void>): Promise<void> {
  const { app } = rc;
  const perAddress = await takeLoginAttempt(app, app.limits.loginAddress, rc.ip);
  // Set by the step's callbacks, so declared wide: a plain `null` would narrow them to it here.
  let perAccount = null as Attempt | null;
  let key = null as string | null;
  let counted = false;
  try {
    await step({
      account: async (email) => {
        key = `${email.toLowerCase()}|${rc.ip}`;
        perAccount = await takeLoginAttempt(app, app.limits.login, key);
      },
      wrong: () => { counted = true; },
      passed: async () => {
        counted = false;
        if (key !== null) await app.limits.login.reset(key);
        perAccount = null;
      },
    });
  } finally {
    if (!counted) await Promise.all([perAddress.refund(), perAccount?.refund()]);
  }
}

/** `POST /auth/login`: the password step, under the login limits (`underLoginLimits`). */
function login(rc: RequestContext): Promise<void> {
  const { app } = rc;
  return underLoginLimits(rc, async (attempts) => {
    const f = await readFields(rc);
    const email = f.string('email', { required: true, max: LIMITS.emailMax });
    const password = f.string('password', { required: true, max: LOGIN_PASSWORD_MAX, raw: true });
    f.done();
    if (email === undefined || password === undefined) return;
    await attempts.account(email);
    const found = await app.store.userByEmail(email);
    const ok = await app.hashing.run(rc.ip, () => verifyPassword(password, found?.passwordHash ?? null, app.config.hashCost));
    attempts.wrong();
    // Only attempts on an admin account are logged: unknown e-mails would let anyone fill the log.
    if (found && !ok && found.role === 'admin') await appendActivity(rc, found, 'auth.signInFailed');
    if (!found || !ok) throw invalidCredentials();
    if (found.status !== 'active') throw new ApiError('UNAUTHENTICATED', 'This account is blocked.');
    await attempts.passed();
    if (twoFactorOn(found)) return sendData(rc.res, 200, twoFactorChallenge(app, found));
    sendData(rc.res, 200, await completeSignIn(rc, found));
  });
}

/**
 * Signs `found` in once every factor is checked (the password, and the code when two-factor is
 * on): notes the sign-in and issues the token.
 */
export async function completeSignIn(rc: RequestContext, found: StoredUser): Promise<LoginResult> {
  const { app } = rc;
  const user = await app.store.transact(async (tx) => {
    const current = await tx.get('users', found.id);
    if (!current || current.status !== 'active') throw invalidCredentials();
    const next = { ...current, lastLoginAt: nowIso(app) };
    tx.put('users', next);
    return next;
  });
  const { accessToken } = await startSession(rc, user);
  return { accessToken, user: userFor(user, user), ...twoFactorSetupNeeded(app, user) };
}

/** A new token of the same session: refreshing never makes a session outlive `SESSION_MAX_S`. */
async function refresh(rc: RequestContext): Promise<void> {
  const { user, session } = await requireSession(rc);
  sendJsonText(rc.res, 200, JSON.stringify({ success: true, accessToken: issueToken(rc.app, user, session) }));
}

async function sendOtp(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const perAddress = await takeAttempt(app.limits.sendOtpIp, rc.ip);
  let sent = false;
  try {
    const f = await readFields(rc);
    const email = f.email('email');
    f.done();
    if (email === undefined) return;
    const key = email.toLowerCase();
    await takeAttempt(app.limits.sendOtpEmail, key);
    sent = true;
    const user = await app.store.userByEmail(email);
    if (user && user.status === 'active') {
      const code = await app.otp.issue(key);
      await app.outbox.send(user.email, 'Your Diving password reset code', `Your code is ${code}. It is valid for 10 minutes.`);
    }
    sendData(rc.res, 200, { sent: true });
  } finally {
    if (!sent) await perAddress.refund();
  }
}

/** Counts wrong codes only: the attempt taken on arrival is given back unless the code was wrong. */
async function verifyOtp(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const attempt = await takeAttempt(app.limits.verifyOtpIp, rc.ip);
  let wrong = false;
  try {
    const f = await readFields(rc);
    const email = f.email('email');
    const otp = f.string('otp', { required: true, max: 32 });
    f.done();
    if (email === undefined || otp === undefined) return;
    const resetToken = await app.otp.verify(email.toLowerCase(), otp);
    if (!resetToken) {
      wrong = true;
      throw invalidOtp();
    }
    sendData(rc.res, 200, { resetToken });
  } finally {
    if (!wrong) await attempt.refund();
  }
}

/** A reset ends every session of the user, as a change does. */
async function resetPassword(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const f = await readFields(rc);
  const email = f.email('email');
  const token = f.string('resetToken', { required: true, max: 256 });
  const password = f.string('password', { required: true, min: LIMITS.passwordMin, max: LIMITS.passwordMax, raw: true });
  f.done();
  if (email === undefined || token === undefined || password === undefined) return;
  const key = email.toLowerCase();
  if (!(await app.otp.checkReset(key, token))) throw invalidOtp();
  const passwordHash = await app.hashing.run(rc.ip, () => hashPassword(password, app.config.hashCost));
  await app.store.transact(async (tx) => {
    const user = await tx.userByEmail(key);
    if (!user || !(await app.otp.consumeReset(key, token))) throw invalidOtp();
    tx.put('users', endSessions({ ...user, passwordHash, updatedAt: nextUpdatedAt(app, user.updatedAt) }));
  });
  await app.limits.login.reset(`${key}|${rc.ip}`);
  sendData(rc.res, 200, { reset: true });
}

/**
 * The current password is asked again, its attempts limited per user (auth/own-password.ts). A
 * change ends every session of the user, and the answer carries the caller's new one.
 */
async function changePassword(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const user = await requireUser(rc);
  await withPasswordAttempt(rc, user, async (wrong) => {
    const f = await readFields(rc);
    const current = f.string('currentPassword', { required: true, max: LOGIN_PASSWORD_MAX, raw: true });
    const next = f.string('newPassword', { required: true, min: LIMITS.passwordMin, max: LIMITS.passwordMax, raw: true });
    f.done();
    if (current === undefined || next === undefined) return;
    await checkOwnPassword(rc, user, current, wrong, 'currentPassword', 'The current password is wrong.');
    const passwordHash = await app.hashing.run(rc.ip, () => hashPassword(next, app.config.hashCost));
    const changed = await writeOwnAccount(app, user, (fresh) => endSessions({ ...fresh, passwordHash, updatedAt: nextUpdatedAt(app, fresh.updatedAt) }));
    const { accessToken } = await startSession(rc, changed);
    const result: ChangePasswordResult = { changed: true, accessToken };
    sendData(rc.res, 200, result);
  });
}

/**
 * Ends the caller's session at once: its token and every token refreshed from it are refused
 * from now on, by every process, and its live streams close; then the log records it.
 */
async function signOut(rc: RequestContext): Promise<void> {
  const { user, session } = await requireSession(rc);
  await rc.app.sessionStore.end(user.id, { ids: [session.id] }, 'signedOut', rc.app.now());
  if (user.role === 'admin') await appendActivity(rc, user, 'auth.signedOut');
  sendData(rc.res, 200, { signedOut: true });
}

/** Adds the `/auth/*` routes except the profile and dive-master ones (see users.ts). */
export function addAuthRoutes(routes: Routes): void {
  routes
    .add('POST', '/auth/login', 'public', login)
    .add('GET', '/auth/refresh', 'self', refresh)
    .add('POST', '/auth/sign-out', 'self', signOut)
    .add('POST', '/auth/send-otp', 'public', sendOtp)
    .add('POST', '/auth/verify-otp', 'public', verifyOtp)
    .add('POST', '/auth/reset-password', 'public', resetPassword)
    .add('POST', '/auth/change-password', 'self', changePassword);
}
