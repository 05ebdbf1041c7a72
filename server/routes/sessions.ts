/**
 * The sessions lists (docs/api.md "Sessions"): one's own, to end one or all the others, and an
 * owner's view of another admin's, to end them all. Only open sessions are listed; an ended one is
 * 404 like one that never was, or another user's.
 */
import { personName } from '../../src/contract';
import type { Session } from '../../src/contract';
import type { RequestContext } from '../context';
import { notFound } from '../http/errors';
import { sendData } from '../http/respond';
import { requireSession } from '../auth/guard';
import { sessionEnd, sessionLimits } from '../auth/sessions';
import type { SessionRecord } from '../auth/sessions';
import { sessionVersionOf } from '../auth/account-rules';
import { appendActivity } from '../activity/log';
import type { StoredUser } from '../store/types';
import { param } from './common';
import type { Routes } from './common';

const iso = (ms: number): string => new Date(ms).toISOString();

/** The open sessions of `user`, newest first, as the wire shows them to the caller of `current`. */
async function openSessions(rc: RequestContext, user: StoredUser, current: SessionRecord): Promise<SessionRecord[]> {
  const { app } = rc;
  const now = app.now();
  const limits = sessionLimits(app.config);
  const all = await app.sessionStore.ofUser(user.id);
  return all
    .filter((s) => sessionEnd(s, sessionVersionOf(user), now, limits) === null)
    .map((s) => (s.id === current.id ? { ...s, lastSeenAt: current.lastSeenAt } : s))
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1));
}

const toWire = (s: SessionRecord, current: SessionRecord): Session => ({
  id: s.id,
  current: s.id === current.id,
  createdAt: iso(s.createdAt),
  lastSeenAt: iso(s.lastSeenAt),
  address: s.address,
  userAgent: s.userAgent,
});

async function listOwn(rc: RequestContext): Promise<void> {
  const { user, session } = await requireSession(rc);
  sendData(rc.res, 200, (await openSessions(rc, user, session)).map((s) => toWire(s, session)));
}

/** Ends one of the caller's own open sessions (the current one too: a sign-out). */
async function endOne(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const { user, session } = await requireSession(rc);
  const id = param(rc, 'id');
  const open = await openSessions(rc, user, session);
  if (!open.some((s) => s.id === id)) throw notFound('This session');
  const ended = await app.sessionStore.end(user.id, { ids: [id] }, 'ended', app.now());
  if (ended.length === 0) throw notFound('This session');
  if (user.role === 'admin') await appendActivity(rc, user, 'session.ended');
  sendData(rc.res, 200, { ended: ended.length });
}

/** Ends every session of the caller but the one asking. */
async function endOthers(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const { user, session } = await requireSession(rc);
  const ended = await app.sessionStore.end(user.id, { except: session.id }, 'endedOthers', app.now());
  if (user.role === 'admin' && ended.length > 0) {
    await appendActivity(rc, user, 'session.endedOthers', { record: null, changes: [{ field: 'sessions', from: ended.length, to: 0 }] });
  }
  sendData(rc.res, 200, { ended: ended.length });
}

/** The user `id` of the path; 404 when there is none. */
async function target(rc: RequestContext): Promise<StoredUser> {
  const user = await rc.app.store.get('users', param(rc, 'id'));
  if (!user) throw notFound('This user');
  return user;
}

async function listOfUser(rc: RequestContext): Promise<void> {
  const { session } = await requireSession(rc);
  const user = await target(rc);
  sendData(rc.res, 200, (await openSessions(rc, user, session)).map((s) => toWire(s, session)));
}

/** Ends every session of another admin (an owner signing them out everywhere). */
async function endAllOfUser(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const { user: actor } = await requireSession(rc);
  const user = await target(rc);
  const ended = await app.sessionStore.end(user.id, {}, 'endedByOwner', app.now());
  if (ended.length > 0) {
    await appendActivity(rc, actor, 'session.endedByOwner', {
      record: { kind: 'user', id: user.id, name: personName(user) },
      changes: [{ field: 'sessions', from: ended.length, to: 0 }],
    });
  }
  sendData(rc.res, 200, { ended: ended.length });
}

/** Adds the sessions routes. */
export function addSessionRoutes(routes: Routes): void {
  routes
    .add('GET', '/auth/sessions', 'self', listOwn)
    .add('DELETE', '/auth/sessions', 'self', endOthers)
    .add('DELETE', '/auth/sessions/:id', 'self', endOne)
    .add('GET', '/users/:id/sessions', 'staff.manage', listOfUser)
    .add('DELETE', '/users/:id/sessions', 'staff.manage', endAllOfUser);
}
