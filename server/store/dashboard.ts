/**
 * The dashboard summary (docs/api.md "Dashboard") as a store computes it: the embedded store with
 * `summarizeRecords` below over its records in memory, the PostgreSQL store in one statement
 * (pg-store.ts) that gives the same answer from the same shared pieces here.
 */
import { OVERDUE_HOURS, personName } from '../../src/contract';
import type { DashboardSummary, PendingKind, QueueCounts, Review } from '../../src/contract';
import type { StoreReader } from './interface';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How many UTC days `decisionsByDay` covers, today included. */
export const DASHBOARD_DAYS = 14;
/** How many pending items `oldestPending` lists. */
export const DASHBOARD_OLDEST = 10;

type Pending = DashboardSummary['oldestPending'][number];
type Day = DashboardSummary['decisionsByDay'][number];

export const QUEUE: Record<PendingKind, keyof QueueCounts> = { diveMaster: 'diveMasters', trip: 'trips', product: 'products' };

/** The instant (ms) before which a pending item is overdue. */
export function overdueBefore(now: number): number {
  return now - OVERDUE_HOURS * 60 * 60 * 1000;
}

/** The days of `decisionsByDay` as of `now`, oldest first, with no decisions yet. */
export function emptyDays(now: number): Day[] {
  const today = Math.floor(now / DAY_MS);
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) => ({
    date: new Date((today - DASHBOARD_DAYS + 1 + i) * DAY_MS).toISOString().slice(0, 10),
    approved: 0,
    rejected: 0,
  }));
}

/** The summary as of `now` (ms), read through `store` (a pass over the reviewable records). */
export async function summarizeRecords(store: StoreReader, now: number): Promise<DashboardSummary> {
  const pending: QueueCounts = { diveMasters: 0, trips: 0, products: 0 };
  const overdue: QueueCounts = { diveMasters: 0, trips: 0, products: 0 };
  const waiting: Pending[] = [];
  const before = overdueBefore(now);
  const today = Math.floor(now / DAY_MS);
  const days = emptyDays(now);

  const visit = (kind: PendingKind, id: string, title: string, status: string, submittedAt: string, history: readonly Review[]): void => {
    if (status === 'pending') {
      const queue = QUEUE[kind];
      pending[queue] += 1;
      if (Date.parse(submittedAt) < before) overdue[queue] += 1;
      waiting.push({ kind, id, title, submittedAt });
    }
    for (const [index, decision] of history.entries()) {
      // An undone decision was taken back: neither it nor the undo's entry is a decision of its day.
      if (decision.status === 'pending' || decision.undo || history[index + 1]?.undo) continue;
      const day = days[Math.floor(Date.parse(decision.at) / DAY_MS) - (today - DASHBOARD_DAYS + 1)];
      if (day) day[decision.status] += 1;
    }
  };

  for (const user of await store.find('users', { role: 'diveMaster' })) {
    const cert = user.certification;
    if (cert) visit('diveMaster', user.id, personName(user), cert.status, cert.submittedAt, cert.history);
  }
  for (const trip of await store.find('trips')) visit('trip', trip.id, trip.title, trip.status, trip.submittedAt, trip.history);
  for (const product of await store.find('products')) visit('product', product.id, product.name, product.status, product.submittedAt, product.history);
  const newMessages = await store.count('contact', { status: 'new' });

  // Oldest first; ties by id (code units), then in the order visited (dive masters, trips, products).
  waiting.sort((a, b) => (a.submittedAt < b.submittedAt ? -1 : a.submittedAt > b.submittedAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { pending, overdue, newMessages, oldestPending: waiting.slice(0, DASHBOARD_OLDEST), decisionsByDay: days };
}
