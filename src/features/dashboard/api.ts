/**
 * The dashboard's one read: `GET /dashboard/summary` (docs/api.md "Dashboard"), tagged `TAGS.Dashboard` so
 * every decision and message status change refreshes it. Kept fresh for a short while only: when
 * the admin comes back to the tab after STALE_TIME_MS, lib/query reads it again.
 */
import type { DashboardSummary } from '../../contract';
import { http } from '../../lib/http';
import { defineQuery } from '../../lib/query';
import { TAGS } from '../../tags';

/** How long a summary counts as fresh for a return to the tab. */
export const SUMMARY_STALE_TIME_MS = 10_000;

export const getDashboardSummary = defineQuery<null, DashboardSummary>({
  name: 'dashboard/summary',
  request: (_args, signal) => http.get<DashboardSummary>('/dashboard/summary', { signal }),
  provides: () => [TAGS.Dashboard],
  staleTimeMs: SUMMARY_STALE_TIME_MS,
});
