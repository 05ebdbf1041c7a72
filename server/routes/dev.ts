/** `/health` always; `/dev/outbox` in demo mode only, and only for this machine. */
import { ApiError } from '../http/errors';
import { sendData } from '../http/respond';
import { isLoopback } from '../auth/client-address';
import type { Routes } from './common';

/** Adds the health route, and the outbox when `demo`. */
export function addDevRoutes(routes: Routes, demo: boolean): void {
  routes.add('GET', '/health', async (rc) => sendData(rc.res, 200, { ok: true }));
  if (!demo) return;
  // The outbox holds password reset codes: read from elsewhere, it would let anyone reset any account.
  routes.add('GET', '/dev/outbox', async (rc) => {
    if (!isLoopback(rc.ip)) throw new ApiError('FORBIDDEN', 'The outbox answers this machine only.');
    sendData(rc.res, 200, rc.app.outbox.list());
  });
}
