/** `/health` always; `/dev/outbox` in demo mode only. */
import { sendData } from '../http/respond';
import type { Routes } from './common';

/** Adds the health route, and the outbox when `demo`. */
export function addDevRoutes(routes: Routes, demo: boolean): void {
  routes.add('GET', '/health', async (rc) => sendData(rc.res, 200, { ok: true }));
  if (demo) routes.add('GET', '/dev/outbox', async (rc) => sendData(rc.res, 200, rc.app.outbox.list()));
}
