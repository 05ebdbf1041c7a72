/**
 * Live streams end with their session, on every process: at once when it is signed out or ended
 * from a sessions list (the session store tells every process), when the account changes so that
 * its sessions end (a block, a password change, a reset, a demotion: this process's commits through
 * the session book, another process's through the announcement that reaches it before that commit's
 * events), and at the next heartbeat for what only a read can tell: the idle rule, and whatever was
 * announced while this process was not listening.
 */
import type { App } from '../context';
import type { Services } from '../services';
import type { AccountChange } from '../pg/sessions';
import type { LiveStream } from './streams';
import { sessionEnd, sessionLimits } from '../auth/sessions';
import { sessionVersionOf } from '../auth/account-rules';

/** True when `change`, announced by another process, ends the sessions of `stream`. */
export function changeEnds(change: AccountChange, stream: LiveStream): boolean {
  return change.gone || change.status !== 'active' || change.role !== 'admin' || change.sessionVersion !== stream.sessionVersion;
}

/** Closes each of `streams` whose session is over, as the store and the session store hold them now. */
export async function verifyStreams(app: App, streams: readonly LiveStream[]): Promise<void> {
  const now = app.now();
  const limits = sessionLimits(app.config);
  await Promise.all(streams.map(async (stream) => {
    const [user, session] = await Promise.all([app.store.get('users', stream.adminId), app.sessionStore.get(stream.sessionId)]);
    const open = !!user && user.status === 'active' && user.role === 'admin' && sessionVersionOf(user) === stream.sessionVersion &&
      !!session && sessionEnd(session, sessionVersionOf(user), now, limits) === null;
    if (!open) stream.close();
  }));
}

/** Wires the ends above into `app`'s streams (call it once, after the session book follows the store). */
export function endStreamsWithSessions(app: App, services: Pick<Services, 'onAccountChanged'>): void {
  app.sessionStore.onEnded((ids) => {
    const ended = new Set(ids);
    app.streams.closeWhere((stream) => ended.has(stream.sessionId));
  });
  // The session book has seen this process's commit already (it follows the store first).
  app.store.onChange((changed, changes) => {
    if (!changed.has('users')) return;
    const ids = new Set(changes.filter((change) => change.collection === 'users').map((change) => change.id));
    app.streams.checkNow((stream) => ids.has(stream.adminId));
  });
  services.onAccountChanged((change) => app.streams.closeWhere((stream) => stream.adminId === change.id && changeEnds(change, stream)));
}
