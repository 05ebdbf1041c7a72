import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ActivityEntry, ConflictBody, DashboardSummary, DecisionEvent, Product, Review, Trip, User } from '../../src/contract';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import type { ApiResponse } from '../helpers/api-client';
import { expectError, expectInvalid, expectOk } from '../helpers/api-asserts';
import { createUser } from '../helpers/accounts';
import { startTwoAdmins, type MovableClock, type TwoAdmins } from '../helpers/two-admins';
import { undoDecision, type ReviewState } from '../../server/routes/undo';
import type { StoredUser } from '../../server/store/types';
import type { SseStream } from '../helpers/sse-client';

const UNDO_WINDOW_MS = 15_000;
// Noon of a fixed day: the moves below never cross midnight, so "today" on the dashboard stays one day.
const clock: MovableClock = { now: Date.parse('2024-02-29T12:00:00.000Z') };
let admins: TwoAdmins;
let server: TestServer;
let marina: TwoAdmins['marina'];
let layla: TwoAdmins['layla'];
let stream: SseStream;
let pending: string[];

before(async () => {
  admins = await startTwoAdmins(clock);
  ({ server, marina, layla, stream } = admins);
  // Trips never decided: the resubmitted ones (with a history) are for their own tests below.
  const trips = expectOk(await api<Trip[]>(server, 'GET', '/trips/all-trips/pending?page=1&pageSize=100', { token: marina.token }));
  pending = trips.filter((t) => t.history.length === 0).map((t) => t.id);
  assert.ok(pending.length >= 8, 'enough pending trips');
});
after(() => admins.close());

let next = 0;
/** A pending trip no other test has used. */
const freshTrip = (): string => pending[next++] as string;

async function decide(token: string, id: string, json: object): Promise<Trip> {
  return expectOk(await api<Trip>(server, 'PUT', `/trips/all-trips/${id}`, { token, json }));
}

function undo<T = Trip>(token: string, path: string, expectedUpdatedAt?: string): Promise<ApiResponse<T>> {
  return api<T>(server, 'POST', `${path}/undo`, { token, json: expectedUpdatedAt === undefined ? {} : { expectedUpdatedAt } });
}

/** Asserts the 409 of a refused undo: a stale write's shape, the message, `current` as it is now. */
function expectRefused(res: ApiResponse<unknown>, message: RegExp, current: { id: string; updatedAt: string }): void {
  expectError(res, 409, 'CONFLICT');
  const body = res.body as unknown as ConflictBody<{ id: string; updatedAt: string }>;
  assert.match(body.message, message);
  assert.equal(body.current.id, current.id);
  assert.equal(body.current.updatedAt, current.updatedAt);
}

const today = async (): Promise<DashboardSummary['decisionsByDay'][number]> =>
  expectOk(await api<DashboardSummary>(server, 'GET', '/dashboard/summary', { token: marina.token })).decisionsByDay.at(-1) as DashboardSummary['decisionsByDay'][number];

describe('undo of a decision', () => {
  it('restores pending within the window, keeps an undo entry, logs decision.undone and announces the status', async () => {
    const id = freshTrip();
    const before = await today();
    const original = expectOk(await api<Trip>(server, 'GET', `/trips/${id}`, { token: marina.token }));
    const decided = await decide(marina.token, id, { status: 'approved', expectedUpdatedAt: original.updatedAt });
    assert.equal((await today()).approved, before.approved + 1);
    clock.now += UNDO_WINDOW_MS - 1000;
    const undone = expectOk(await undo(marina.token, `/trips/all-trips/${id}`, decided.updatedAt));
    assert.equal(undone.status, 'pending');
    assert.equal(undone.reason, null);
    assert.equal(undone.reviewedAt, null);
    assert.ok(undone.updatedAt > decided.updatedAt);
    assert.equal(undone.history.length, original.history.length + 2);
    assert.deepEqual(undone.history.at(-1), { at: undone.updatedAt, by: { id: marina.user.id, name: 'Marina Costa' }, status: 'pending', reason: null, undo: true });
    assert.deepEqual(expectOk(await api<Trip>(server, 'GET', `/trips/${id}`, { token: layla.token })), undone);
    // The undone approval no longer counts, and the trip is back in the queue.
    assert.deepEqual(await today(), before);
    const queue = expectOk(await api<Trip[]>(server, 'GET', '/trips/all-trips/pending', { token: marina.token }));
    assert.ok(queue.some((t) => t.id === id));

    // Marina's own entry (Layla, a reviewer, reads only hers).
    const log = expectOk(await api<ActivityEntry[]>(server, 'GET', '/activity?page=1&action=decision.undone', { token: marina.token }));
    const entry = log.find((e) => e.record?.id === id);
    assert.ok(entry, 'a decision.undone entry');
    assert.equal(entry.actor.id, marina.user.id);
    assert.deepEqual(entry.record, { kind: 'trip', id, name: original.title });
    assert.deepEqual(entry.changes, [{ field: 'status', from: 'approved', to: 'pending' }]);

    const event = await stream.next((f) => f.event === 'decision' && (f.data as DecisionEvent).id === id && (f.data as DecisionEvent).status === 'pending');
    assert.deepEqual(event.data, { type: 'decision', kind: 'trip', id, status: 'pending', by: { id: marina.user.id, name: 'Marina Costa' }, at: undone.updatedAt });
  });

  it('restores the status and reason from before a changed decision', async () => {
    const id = freshTrip();
    const approved = await decide(marina.token, id, { status: 'approved' });
    const rejected = await decide(marina.token, id, { status: 'rejected', reason: 'Dates clash', expectedUpdatedAt: approved.updatedAt });
    const undone = expectOk(await undo(marina.token, `/trips/all-trips/${id}`, rejected.updatedAt));
    assert.equal(undone.status, 'approved');
    assert.equal(undone.reason, null);
    assert.equal(undone.reviewedAt, approved.reviewedAt);
    // The undo's own entry holds what it restored: a later decision undone goes back to it.
    const again = await decide(marina.token, id, { status: 'rejected', reason: 'Second thoughts', expectedUpdatedAt: undone.updatedAt });
    const back = expectOk(await undo(marina.token, `/trips/all-trips/${id}`, again.updatedAt));
    assert.equal(back.status, 'approved');
  });

  it('refuses after the window has passed', async () => {
    const id = freshTrip();
    const decided = await decide(marina.token, id, { status: 'rejected', reason: 'Blurry photos' });
    clock.now += UNDO_WINDOW_MS + 1;
    expectRefused(await undo(marina.token, `/trips/all-trips/${id}`, decided.updatedAt), /time to undo/, decided);
  });

  it('refuses another admin than the decision\'s author', async () => {
    const id = freshTrip();
    const decided = await decide(marina.token, id, { status: 'approved' });
    expectRefused(await undo(layla.token, `/trips/all-trips/${id}`, decided.updatedAt), /Only Marina Costa/, decided);
  });

  it('refuses when the item changed since the decision, and a second undo', async () => {
    const id = freshTrip();
    const decided = await decide(marina.token, id, { status: 'approved' });
    const changed = await decide(layla.token, id, { status: 'rejected', reason: 'Overbooked', expectedUpdatedAt: decided.updatedAt });
    expectRefused(await undo(marina.token, `/trips/all-trips/${id}`, decided.updatedAt), /changed after the decision \(Rejected by Layla Haddad/, changed);
    const other = freshTrip();
    const first = await decide(marina.token, other, { status: 'approved' });
    const undone = expectOk(await undo(marina.token, `/trips/all-trips/${other}`, first.updatedAt));
    expectRefused(await undo(marina.token, `/trips/all-trips/${other}`, first.updatedAt), /changed after the decision \(Undone by Marina Costa/, undone);
    expectRefused(await undo(marina.token, `/trips/all-trips/${other}`, undone.updatedAt), /changed after the decision/, undone);
  });

  it('undoes product and dive master decisions', async () => {
    const [product] = expectOk(await api<Product[]>(server, 'GET', '/products/all-products/pending', { token: marina.token }));
    assert.ok(product);
    const sold = expectOk(await api<Product>(server, 'PUT', `/products/all-products/${product.id}`, { token: marina.token, json: { status: 'rejected', reason: 'No photos' } }));
    const restored = expectOk(await undo<Product>(marina.token, `/products/all-products/${product.id}`, sold.updatedAt));
    assert.equal(restored.status, 'pending');
    assert.equal(restored.reason, null);
    assert.equal(restored.history.at(-1)?.undo, true);

    const [dm] = expectOk(await api<User[]>(server, 'GET', '/users/dive-master/pending', { token: marina.token }));
    assert.ok(dm?.certification);
    const approved = expectOk(await api<User>(server, 'PUT', `/auth/dive-master/${dm.id}`, { token: marina.token, json: { status: 'approved' } }));
    expectRefused(await undo(layla.token, `/auth/dive-master/${dm.id}`, approved.updatedAt), /Only Marina Costa/, approved);
    const user = expectOk(await undo<User>(marina.token, `/auth/dive-master/${dm.id}`, approved.updatedAt));
    assert.equal(user.certification?.status, 'pending');
    assert.equal(user.certification?.reviewedAt, null);
    assert.deepEqual(user.certification?.history.at(-1), { at: user.updatedAt, by: { id: marina.user.id, name: 'Marina Costa' }, status: 'pending', reason: null, undo: true });
    const log = expectOk(await api<ActivityEntry[]>(server, 'GET', '/activity?page=1&action=decision.undone', { token: marina.token }));
    assert.equal(log.find((e) => e.record?.id === dm.id)?.record?.kind, 'diveMaster');
    await stream.next((f) => f.event === 'decision' && (f.data as DecisionEvent).id === dm.id && (f.data as DecisionEvent).status === 'pending');
  });

  it('checks the body, the item and the caller', async () => {
    const id = freshTrip();
    const path = `/trips/all-trips/${id}`;
    expectInvalid(await undo(marina.token, path), 'expectedUpdatedAt');
    expectInvalid(await undo(marina.token, path, 'yesterday'), 'expectedUpdatedAt');
    expectError(await undo(marina.token, '/trips/all-trips/no-such-trip', new Date(clock.now).toISOString()), 404, 'NOT_FOUND');
    expectError(await undo(marina.token, '/auth/dive-master/no-such-user', new Date(clock.now).toISOString()), 404, 'NOT_FOUND');
    // Nothing this admin just decided: there is no decision of theirs to undo.
    const trip = expectOk(await api<Trip>(server, 'GET', `/trips/${id}`, { token: marina.token }));
    expectError(await undo(marina.token, path, trip.updatedAt), 409, 'CONFLICT');
    expectError(await undo(null as unknown as string, path, trip.updatedAt), 401, 'UNAUTHENTICATED');
    const diver = await createUser(server);
    expectError(await undo(diver.token, path, trip.updatedAt), 403, 'FORBIDDEN');
  });
});

/** Each kind of reviewable item: its pending list, its decision path, and its review state. */
const KINDS = [
  { kind: 'trip', list: '/trips/all-trips/pending', path: (id: string) => `/trips/all-trips/${id}`, state: (record: Trip | Product | User) => record as Trip },
  { kind: 'product', list: '/products/all-products/pending', path: (id: string) => `/products/all-products/${id}`, state: (record: Trip | Product | User) => record as Product },
  { kind: 'diveMaster', list: '/users/dive-master/pending', path: (id: string) => `/auth/dive-master/${id}`, state: (record: Trip | Product | User) => (record as User).certification as NonNullable<User['certification']> },
] as const;

describe('undo of a decision on a resubmitted item', () => {
  for (const kind of KINDS) {
    for (const decision of [{ status: 'approved' }, { status: 'rejected', reason: 'Still not enough detail' }] as const) {
      it(`${kind.kind}: ${decision.status} then undone is pending again with no reason, both entries kept, logged "${decision.status} → pending"`, async () => {
        // Pending with a history: rejected once, then submitted again (the demo has some of each kind).
        const rows = expectOk(await api<(Trip | Product | User)[]>(server, 'GET', `${kind.list}?page=1&pageSize=100`, { token: marina.token }));
        // An earlier test here leaves its item pending again, its history ending in the undo.
        const item = rows.find((row) => kind.state(row).history.length > 0 && !kind.state(row).history.at(-1)?.undo);
        assert.ok(item, 'a resubmitted item');
        const before = kind.state(item);
        assert.equal(before.status, 'pending');
        assert.equal(before.history.at(-1)?.status, 'rejected', 'rejected once, then resubmitted');
        const decided = expectOk(await api<Trip | Product | User>(server, 'PUT', kind.path(item.id), { token: marina.token, json: { ...decision, expectedUpdatedAt: item.updatedAt } }));
        const undone = expectOk(await undo<Trip | Product | User>(marina.token, kind.path(item.id), decided.updatedAt));
        const after = kind.state(undone);
        assert.equal(after.status, 'pending');
        assert.equal(after.reason, null);
        assert.equal(after.reviewedAt, null);
        assert.deepEqual(after.history.slice(0, -2), before.history, 'the older entries untouched');
        assert.deepEqual(after.history.slice(-2).map((r) => [r.status, r.reason, r.undo ?? false]), [[decision.status, decision.status === 'rejected' ? decision.reason : null, false], ['pending', null, true]]);
        assert.deepEqual(after.history.at(-2)?.replaced, { status: 'pending', reason: null, reviewedAt: null }, 'the decision notes what it replaced');
        // It is back in its queue.
        const queue = expectOk(await api<(Trip | Product | User)[]>(server, 'GET', `${kind.list}?page=1&pageSize=100`, { token: layla.token }));
        assert.ok(queue.some((row) => row.id === item.id), 'back in the pending queue');
        const log = expectOk(await api<ActivityEntry[]>(server, 'GET', '/activity?page=1&action=decision.undone', { token: marina.token }));
        assert.deepEqual(log.find((e) => e.record?.id === item.id)?.changes, [{ field: 'status', from: decision.status, to: 'pending' }]);
      });
    }
  }
});

describe('undo of a decision stored without what it replaced', () => {
  const actor = { id: 'u_admin', firstName: 'Ana', lastName: 'Ruiz' } as StoredUser;
  const at = (minute: number): string => new Date(Date.UTC(2024, 1, 29, 10, minute)).toISOString();
  const entry = (minute: number, status: Review['status'], reason: string | null = null): Review => ({ at: at(minute), by: { id: actor.id, name: 'Ana Ruiz' }, status, reason });
  /** The state an undo of the last entry gives, a second after it. */
  const undoLast = (state: ReviewState & { submittedAt: string }): Omit<ReviewState, 'history'> => {
    const last = state.history.at(-1) as Review;
    const app = { now: () => Date.parse(last.at) + 1000, config: { undoWindowMs: UNDO_WINDOW_MS } };
    const refusal = { current: null, lastChange: () => 'unused' };
    const { status, reason, reviewedAt } = undoDecision(app, actor, { state, updatedAt: last.at }, Date.parse(last.at), refusal).state;
    return { status, reason, reviewedAt };
  };

  it('returns a resubmitted item to pending, not to the decision before the resubmission', () => {
    const state = { status: 'approved' as const, reason: null, reviewedAt: at(30), submittedAt: at(20), history: [entry(10, 'rejected', 'Blurry'), entry(30, 'approved')] };
    assert.deepEqual(undoLast(state), { status: 'pending', reason: null, reviewedAt: null });
  });

  it('returns a changed decision to the one before it, and a first decision to pending', () => {
    const changed = { status: 'rejected' as const, reason: 'Dates clash', reviewedAt: at(30), submittedAt: at(0), history: [entry(10, 'approved'), entry(30, 'rejected', 'Dates clash')] };
    assert.deepEqual(undoLast(changed), { status: 'approved', reason: null, reviewedAt: at(10) });
    const first = { status: 'approved' as const, reason: null, reviewedAt: at(30), submittedAt: at(0), history: [entry(30, 'approved')] };
    assert.deepEqual(undoLast(first), { status: 'pending', reason: null, reviewedAt: null });
  });

  it('prefers what the entry says it replaced', () => {
    const replaced = { status: 'rejected' as const, reason: 'Kept as it was', reviewedAt: at(5) };
    const state = { status: 'approved' as const, reason: null, reviewedAt: at(30), submittedAt: at(20), history: [entry(10, 'rejected', 'Blurry'), { ...entry(30, 'approved'), replaced }] };
    assert.deepEqual(undoLast(state), replaced);
  });
});
