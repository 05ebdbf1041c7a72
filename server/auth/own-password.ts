/**
 * The account's own password, asked again before a change to the account (a new password,
 * two-factor on or off): the attempts are limited per user (`PASSWORD_LIMIT`), counted when the
 * request arrives so parallel requests cannot slip under the limit, and only a password or code
 * checked and wrong stays counted. A form with mistakes, a check the full hashing gate refused (it
 * checked nothing) and a success give the attempt back, and the answer waits for that, so the next
 * request already sees it.
 */
import type { App, RequestContext } from '../context';
import { ApiError, fieldError } from '../http/errors';
import type { StoredUser } from '../store/types';
import { sessionVersionOf } from './account-rules';
import { verifyPassword } from './password';
import { takeAttempt } from './rate-limit';

/** Calls `wrong()` when a secret the work checked was wrong: that attempt stays counted. */
export type CountWrong = () => void;

/** Runs `work` with one of `user`'s password attempts, given back unless `work` counted it wrong. */
export async function withPasswordAttempt<T>(rc: RequestContext, user: StoredUser, work: (wrong: CountWrong) => Promise<T>): Promise<T> {
  const attempt = await takeAttempt(rc.app.limits.password, user.id);
  let counted = false;
  try {
    return await work(() => {
      counted = true;
    });
  } finally {
    if (!counted) await attempt.refund();
  }
}

/** Checks `password` against `user`'s through the hashing gate; a wrong one is counted and is a 400 on `field`. */
export async function checkOwnPassword(rc: RequestContext, user: StoredUser, password: string, wrong: CountWrong, field: string, message: string): Promise<void> {
  const { app } = rc;
  const ok = await app.hashing.run(rc.ip, () => verifyPassword(password, user.passwordHash, app.config.hashCost));
  if (ok) return;
  wrong();
  throw fieldError(field, message);
}

/**
 * Writes the caller's change to their own account (`change` of the record as it is now), unless
 * their session ended meanwhile: another change of its version (a block, a reset, a password
 * changed elsewhere) won the race, and it stands.
 */
export async function writeOwnAccount(app: App, user: StoredUser, change: (fresh: StoredUser) => StoredUser): Promise<StoredUser> {
  return app.store.transact(async (tx) => {
    const fresh = await tx.get('users', user.id);
    if (!fresh || fresh.status !== 'active' || sessionVersionOf(fresh) !== sessionVersionOf(user)) {
      throw new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');
    }
    const next = change(fresh);
    tx.put('users', next);
    return next;
  });
}
