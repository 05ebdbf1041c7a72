/**
 * `GET /dashboard/summary` (docs/api.md "Dashboard"): the review queues at a glance, computed by
 * the store on each call (`Store.dashboard`: in the database on PostgreSQL; the overdue mark moves
 * with the clock).
 */
import type { DashboardSummary } from '../../src/contract';
import type { RequestContext } from '../context';
import { sendData } from '../http/respond';
import { requireAdmin } from '../auth/guard';
import type { Routes } from './common';

/** The summary as of `now` (ms). */
export function summarize(rc: RequestContext, now: number): Promise<DashboardSummary> {
  return rc.app.store.dashboard(now);
}

/** Adds the dashboard route. */
export function addDashboardRoutes(routes: Routes): void {
  routes.add('GET', '/dashboard/summary', 'office.read', async (rc) => {
    await requireAdmin(rc);
    sendData(rc.res, 200, await summarize(rc, rc.app.now()));
  });
}
