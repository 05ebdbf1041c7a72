/**
 * `/health` (liveness: the process answers) and `/health/ready` (readiness: the store answers, for
 * a load balancer) always; `/dev/outbox` in demo mode only, and only for this machine.
 */
import { ApiError } from '../http/errors';
import { sendData } from '../http/respond';
import { isLoopbackHostHeader } from '../auth/client-address';
import type { Routes } from './common';

/** Adds the health route, and the outbox when `demo`. */
export function addDevRoutes(routes: Routes, demo: boolean): void {
  routes.add('GET', '/health', 'public', async (rc) => sendData(rc.res, 200, { ok: true }));
  // The embedded store is files of this process: while the process answers, so does its store.
  // On PostgreSQL a lost database is a 503 UNAVAILABLE with Retry-After, at once while the pool's
  // breaker is open (pool.ts).
  routes.add('GET', '/health/ready', 'public', async (rc) => {
    await rc.app.store.shared?.pool.ready();
    sendData(rc.res, 200, { ok: true });
  });
  if (!demo) return;
  // The outbox holds password reset codes: read from elsewhere, it would let anyone reset any
  // account. So it answers a direct connection from this machine (never one through a proxy)
  // whose Host names this machine: a web page that rebinds its own name to 127.0.0.1 still sends
  // its own name, and is refused.
  routes.add('GET', '/dev/outbox', 'public', async (rc) => {
    if (!rc.local) throw new ApiError('FORBIDDEN', 'The outbox answers this machine only.');
    if (!isLoopbackHostHeader(rc.req.headers.host, rc.req.socket.localPort)) {
      throw new ApiError('FORBIDDEN', 'The outbox answers only with Host localhost, 127.0.0.1 or [::1] and the server’s port.');
    }
    sendData(rc.res, 200, await rc.app.outbox.list());
  });
}
