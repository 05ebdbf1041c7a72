/**
 * The demo's activity log: the entries the admins' work in the demo data would have left, so a
 * fresh demo shows a log like a back office in use (decisions on trips, products and dive masters,
 * news written and published, the admins' last sign-ins), each from the address that admin works
 * from. Derived from the other records, so it agrees with their histories.
 */
import { personName } from '../../src/contract';
import type { ActivityAction, ActivityEntry, News, Product, Review, Trip } from '../../src/contract';
import type { DemoUser } from './types';

const DECISION: Record<Review['status'], ActivityAction> = { approved: 'decision.approved', rejected: 'decision.rejected', pending: 'decision.reopened' };

/** Documentation addresses (RFC 5737), one per admin, so no real network is named. */
const ADDRESSES = ['198.51.100.23', '203.0.113.7', '192.0.2.41', '198.51.100.88', '203.0.113.150'];

type Draft = Omit<ActivityEntry, 'id' | 'address'>;

/**
 * The status a decision moved from: pending at first, and after a rejection too, since a decision
 * after one in the demo is on the item its seller resubmitted (which leaves no history entry).
 */
const movedFrom = (previous: Review | undefined): Review['status'] => (!previous || previous.status === 'rejected' ? 'pending' : previous.status);

/** One entry per decision of `history`, with the status it moved from. */
function decisions(history: readonly Review[], record: NonNullable<ActivityEntry['record']>): Draft[] {
  return history.map((review, i) => ({
    at: review.at,
    actor: review.by,
    action: DECISION[review.status],
    record,
    changes: [{ field: 'status', from: movedFrom(history[i - 1]), to: review.status }],
  }));
}

/** The log of the demo data, oldest first, with ids in the server's format. */
export function generateActivity(data: { users: readonly DemoUser[]; trips: readonly Trip[]; products: readonly Product[]; news: readonly News[] }): ActivityEntry[] {
  const admins = data.users.filter((u) => u.role === 'admin');
  const drafts: Draft[] = [
    ...data.trips.flatMap((t) => decisions(t.history, { kind: 'trip', id: t.id, name: t.title })),
    ...data.products.flatMap((p) => decisions(p.history, { kind: 'product', id: p.id, name: p.name })),
    ...data.users.flatMap((u) => (u.certification ? decisions(u.certification.history, { kind: 'diveMaster', id: u.id, name: personName(u) }) : [])),
    ...data.news.flatMap((n): Draft[] => {
      const record = { kind: 'news' as const, id: n.id, name: n.title };
      const created: Draft = { at: n.createdAt, actor: n.author, action: 'news.created', record, changes: [{ field: 'status', from: null, to: 'draft' }] };
      return n.publishedAt ? [created, { at: n.publishedAt, actor: n.author, action: 'news.published', record, changes: [{ field: 'status', from: 'draft', to: 'published' }] }] : [created];
    }),
    ...admins.flatMap((a): Draft[] => (a.lastLoginAt ? [{ at: a.lastLoginAt, actor: { id: a.id, name: personName(a) }, action: 'auth.signedIn', record: null, changes: [] }] : [])),
  ];
  const addressOf = new Map(admins.map((a, i) => [a.id, ADDRESSES[i % ADDRESSES.length] as string]));
  return drafts
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((d, i) => ({ id: `act_${Date.parse(d.at).toString(36)}_${i.toString(36).padStart(4, '0')}`, ...d, address: addressOf.get(d.actor.id) ?? ADDRESSES[0] as string }));
}
