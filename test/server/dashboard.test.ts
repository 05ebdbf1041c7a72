import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ContactMessage, DashboardSummary, Product, Review, Trip, User } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { expectError, expectOk } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';

let server: TestServer;
let token: string;
/** The server's clock, never the wall clock: a minute before midnight UTC, so a test can cross it. */
const clock = { now: Date.parse('2024-02-29T23:59:00.000Z') };

before(async () => {
  server = await startTestServer({}, { now: () => clock.now });
  token = (await login(server)).token;
});
after(() => server.close());

const get = async <T>(path: string): Promise<T> => expectOk(await api<T>(server, 'GET', path, { token }));
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface Everything {
  masters: User[];
  trips: Trip[];
  products: Product[];
  messages: ContactMessage[];
}

async function everything(): Promise<Everything> {
  const [masters, trips, products, messages] = await Promise.all([
    get<User[]>('/users/dive-master/all'),
    get<Trip[]>('/trips/'),
    get<Product[]>('/products/'),
    get<ContactMessage[]>('/contact/'),
  ]);
  return { masters, trips, products, messages };
}

/** The summary as docs/api.md defines it, computed from the public lists. */
function expected(all: Everything, now: number): DashboardSummary {
  const items = [
    ...all.masters.flatMap((u) => (u.certification ? [{ kind: 'diveMaster' as const, id: u.id, title: `${u.firstName} ${u.lastName}`, status: u.certification.status, submittedAt: u.certification.submittedAt, history: u.certification.history }] : [])),
    ...all.trips.map((t) => ({ kind: 'trip' as const, id: t.id, title: t.title, status: t.status, submittedAt: t.submittedAt, history: t.history })),
    ...all.products.map((p) => ({ kind: 'product' as const, id: p.id, title: p.name, status: p.status, submittedAt: p.submittedAt, history: p.history })),
  ];
  const waiting = items.filter((i) => i.status === 'pending');
  const count = (kind: string, overdue: boolean): number =>
    waiting.filter((i) => i.kind === kind && (!overdue || now - Date.parse(i.submittedAt) > 72 * HOUR)).length;
  const decisions: Review[] = items.flatMap((i) => i.history);
  const days = Array.from({ length: 14 }, (_, k) => new Date(now - (13 - k) * DAY).toISOString().slice(0, 10));
  return {
    pending: { diveMasters: count('diveMaster', false), trips: count('trip', false), products: count('product', false) },
    overdue: { diveMasters: count('diveMaster', true), trips: count('trip', true), products: count('product', true) },
    newMessages: all.messages.filter((m) => m.status === 'new').length,
    oldestPending: [...waiting]
      .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || (a.id < b.id ? -1 : 1))
      .slice(0, 10)
      .map(({ kind, id, title, submittedAt }) => ({ kind, id, title, submittedAt })),
    decisionsByDay: days.map((date) => ({
      date,
      approved: decisions.filter((d) => d.status === 'approved' && d.at.startsWith(date)).length,
      rejected: decisions.filter((d) => d.status === 'rejected' && d.at.startsWith(date)).length,
    })),
  };
}

describe('GET /dashboard/summary', () => {
  it('answers exactly what the lists say, in the shape of API.md', async () => {
    const all = await everything();
    const now = clock.now;
    const summary = await get<DashboardSummary>('/dashboard/summary');
    assert.deepEqual(Object.keys(summary).sort(), ['decisionsByDay', 'newMessages', 'oldestPending', 'overdue', 'pending']);
    assert.deepEqual(summary, expected(all, now));
    assert.equal(summary.oldestPending.length, 10);
    assert.ok(summary.pending.trips > 0 && summary.overdue.trips > 0 && summary.overdue.trips <= summary.pending.trips);
    assert.equal(summary.decisionsByDay.length, 14);
    assert.equal(summary.decisionsByDay.at(-1)?.date, '2024-02-29', 'ends today (UTC) on the server\'s clock');
    assert.ok(summary.decisionsByDay.some((d) => d.approved + d.rejected > 0), 'the demo has recent decisions');
  });

  it('follows decisions and new messages', async () => {
    const before = await get<DashboardSummary>('/dashboard/summary');
    const oldest = before.oldestPending[0];
    assert.ok(oldest);
    const path = { diveMaster: `/auth/dive-master/${oldest.id}`, trip: `/trips/all-trips/${oldest.id}`, product: `/products/all-products/${oldest.id}` }[oldest.kind];
    expectOk(await api(server, 'PUT', path, { token, json: { status: 'rejected', reason: 'Not enough detail.' } }));
    expectOk(await api(server, 'POST', '/contact/', { json: { name: 'Zed', email: 'zed@example.com', subject: 'Hi', message: 'Hello' } }), 201);
    const after = await get<DashboardSummary>('/dashboard/summary');
    const queue = ({ diveMaster: 'diveMasters', trip: 'trips', product: 'products' } as const)[oldest.kind];
    assert.equal(after.pending[queue], before.pending[queue] - 1);
    assert.notEqual(after.oldestPending[0]?.id, oldest.id);
    assert.equal(after.decisionsByDay.at(-1)?.rejected, (before.decisionsByDay.at(-1)?.rejected ?? 0) + 1);
    assert.equal(after.newMessages, before.newMessages + 1);
  });

  it('moves to the next day at midnight UTC on the server\'s clock', async () => {
    const before = await get<DashboardSummary>('/dashboard/summary');
    assert.equal(before.decisionsByDay.at(-1)?.date, '2024-02-29');
    clock.now += 2 * 60 * 1000;
    const after = await get<DashboardSummary>('/dashboard/summary');
    assert.deepEqual(after.decisionsByDay.map((d) => d.date), [...before.decisionsByDay.slice(1).map((d) => d.date), '2024-03-01']);
    assert.deepEqual(after.decisionsByDay.slice(0, -1), before.decisionsByDay.slice(1), 'yesterday keeps its decisions');
    assert.deepEqual(after.decisionsByDay.at(-1), { date: '2024-03-01', approved: 0, rejected: 0 });
    assert.deepEqual(after, expected(await everything(), clock.now));
  });

  it('is for admins only', async () => {
    expectError(await api(server, 'GET', '/dashboard/summary'), 401, 'UNAUTHENTICATED');
    const diver = await createUser(server);
    expectError(await api(server, 'GET', '/dashboard/summary', { token: diver.token }), 403, 'FORBIDDEN');
    expectError(await api(server, 'POST', '/dashboard/summary', { token }), 405, 'METHOD_NOT_ALLOWED');
  });
});
