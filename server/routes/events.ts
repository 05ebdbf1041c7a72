/**
 * `GET /events`: the live stream for signed-in admins, as Server-Sent Events (docs/api.md). The
 * token comes in the Authorization header like every call (the SPA reads the stream with fetch,
 * so no token ever sits in a URL or a log line).
 */
import { RESET_EVENT, staffMay, staffRoleOf } from '../../src/contract';
import type { LiveEvent } from '../../src/contract';
import type { App } from '../context';
import { ApiError } from '../http/errors';
import { requireAdmin, requireSession } from '../auth/guard';
import { verifyToken } from '../auth/jwt';
import { sessionVersionOf } from '../auth/account-rules';
import { openStream } from '../live/streams';
import { verifyStreams } from '../live/session-watch';
import type { StreamSession } from '../live/streams';
import type { Routes } from './common';

/**
 * The stream's session is still the one that opened it, as far as this process knows without a
 * read: same version, still an active admin, token not expired, session within `SESSION_MAX_S`.
 * An ended session closes its streams when it ends (live/session-watch.ts).
 */
export function sessionAlive(app: App, stream: StreamSession): boolean {
  const user = app.sessions.get(stream.adminId);
  const now = app.now();
  return (
    !!user &&
    user.status === 'active' &&
    user.role === 'admin' &&
    sessionVersionOf(user) === stream.sessionVersion &&
    Math.floor(now / 1000) < stream.expiresAtS &&
    now < stream.sessionStartedAt + app.config.sessionMaxS * 1000
  );
}

/** The `Last-Event-ID` as a number; null when absent or not a plain non-negative integer. */
/**
 * `event` as the admin of `stream` may read it. The whole activity log is for the roles that may
 * read it all (owners, auditors); another role's stream carries its own entries whole and other
 * admins' entries about a record without the client address (the screens say who changed what the
 * admin is looking at, as its history does), and no entry about another admin's account (sign-ins).
 * Null: not for this stream.
 */
export function eventFor(app: App, stream: StreamSession, event: LiveEvent): LiveEvent | null {
  if (event.body.type !== 'activity') return event;
  const { entry } = event.body;
  if (entry.actor.id === stream.adminId) return event;
  const account = app.sessions.get(stream.adminId);
  if (account && staffMay(staffRoleOf(account), 'activity.readAll')) return event;
  if (entry.record === null) return null;
  return { ...event, body: { ...event.body, entry: { ...entry, address: '' } } };
}

function lastEventId(header: string | string[] | undefined): number | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** Adds `GET /events`. */
export function addEventRoutes(routes: Routes): void {
  routes.add('GET', '/events', 'office.read', async (rc) => {
    const { app, req, res } = rc;
    const admin = await requireAdmin(rc);
    const { session } = await requireSession(rc);
    // requireAdmin has verified the token; read it again for the claims the stream keeps.
    const token = /^Bearer\s+(\S+)/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const claims = verifyToken(token, app.secret, Math.floor(app.now() / 1000));
    if (!claims) throw new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');
    const slot = await app.streams.take(admin.id);
    if (slot === 'per-admin' || slot === 'total') {
      const message = slot === 'per-admin'
        ? `You already have ${app.streams.limits.perAdmin} live connections open. Close a tab and try again.`
        : 'The server has as many live connections as it can hold. Please try again later.';
      throw new ApiError('TOO_MANY_STREAMS', message, { headers: { 'Retry-After': '30' } });
    }
    // The reader may have gone while the slot was taken: nothing would ever close the stream.
    if (res.destroyed) {
      slot.release();
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // Proxies such as nginx would otherwise hold events back to fill their buffers.
      'X-Accel-Buffering': 'no',
    });
    // HEAD runs this handler too (router.ts): it gets the headers, and holds no stream open.
    if (req.method === 'HEAD') {
      slot.release();
      res.end();
      return;
    }
    res.flushHeaders();
    req.socket.setNoDelay(true);
    let unsubscribe = (): void => undefined;
    app.sessions.follow(admin);
    const stream = openStream(res, { adminId: admin.id, sessionId: session.id, sessionStartedAt: session.createdAt, sessionVersion: claims.sv, expiresAtS: claims.exp }, app.streams.limits.writeCapBytes, () => {
      unsubscribe();
      app.streams.remove(stream);
      app.sessions.unfollow(admin.id);
    });
    app.streams.add(stream, slot);
    // Tells the reader how long to wait before reconnecting after a drop.
    res.write('retry: 2000\n\n');
    const last = lastEventId(req.headers['last-event-id']);
    if (last !== null) {
      const replay = app.bus.since(last);
      if (replay.kind === 'reset') stream.sendNamed(RESET_EVENT, { lastId: app.bus.lastId() });
      else for (const event of replay.events) {
        const visible = eventFor(app, stream, event);
        if (visible) stream.send(visible);
      }
    }
    // No await since `since`: no event can fall between the replay and the subscription. A replay
    // too large for a slow reader has closed the stream already; it must not subscribe then.
    if (!stream.isOpen) return;
    const unsubscribeEvents = app.bus.subscribe((event) => {
      // Checked on every event: a block or demotion is itself a commit, so the stream ends at once.
      if (!sessionAlive(app, stream)) {
        stream.close();
        return;
      }
      const visible = eventFor(app, stream, event);
      if (visible) stream.send(visible);
    });
    const unsubscribeResets = app.bus.onReset(() => stream.sendNamed(RESET_EVENT, { lastId: app.bus.lastId() }));
    unsubscribe = () => {
      unsubscribeEvents();
      unsubscribeResets();
    };
    // The session may have ended between the check of the token and the subscription (on another
    // process, heard before this stream was there to close): read it once more.
    verifyStreams(app, [stream]).catch(() => undefined);
  });
}
