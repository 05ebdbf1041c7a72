import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Claim, ClaimEvent, Product, Trip, User } from '../../src/contract';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { expectError, expectOk } from '../helpers/api-asserts';
import { createUser } from '../helpers/accounts';
import { startTwoAdmins, type MovableClock, type TwoAdmins } from '../helpers/two-admins';
import type { SseFrame, SseStream } from '../helpers/sse-client';

const CLAIM_TTL_MS = 120_000;
const clock: MovableClock = { now: Date.now() };
let admins: TwoAdmins;
let server: TestServer;
let marina: TwoAdmins['marina'];
let layla: TwoAdmins['layla'];
let stream: SseStream;
let pending: string[];

before(async () => {
  admins = await startTwoAdmins(clock);
  ({ server, marina, layla, stream } = admins);
  pending = expectOk(await api<Trip[]>(server, 'GET', '/trips/all-trips/pending?page=1&pageSize=20', { token: marina.token })).map((t) => t.id);
  assert.ok(pending.length >= 8, 'enough pending trips');
});
after(() => admins.close());

let next = 0;
/** A pending trip no other test has used. */
const freshTrip = (): string => pending[next++] as string;

function claim(token: string, path: string, json?: unknown) {
  return api<Claim>(server, 'PUT', `/claims/${path}`, { token, json });
}

const claims = async (): Promise<Claim[]> => expectOk(await api<Claim[]>(server, 'GET', '/claims', { token: layla.token }));

/** The first `count` claim events about trip `id`, once the stream has delivered them. */
async function events(id: string, count: number): Promise<ClaimEvent[]> {
  const isIt = (frame: SseFrame): boolean => frame.event === 'claim' && (frame.data as ClaimEvent).id === id;
  await stream.next((frame) => isIt(frame) && stream.frames.filter(isIt).indexOf(frame) === count - 1);
  return stream.frames.filter(isIt).slice(0, count).map((frame) => frame.data as ClaimEvent);
}

describe('claims', () => {
  it('claims a pending item, lists it, and renews it with a heartbeat that keeps `since`', async () => {
    const id = freshTrip();
    const mine = expectOk(await claim(marina.token, `trip/${id}`));
    assert.equal(mine.kind, 'trip');
    assert.equal(mine.id, id);
    assert.deepEqual(mine.by, { id: marina.user.id, name: `${marina.user.firstName} ${marina.user.lastName}`, avatarUrl: marina.user.avatarUrl });
    assert.equal(mine.since, new Date(clock.now).toISOString());
    assert.equal(mine.expiresAt, new Date(clock.now + CLAIM_TTL_MS).toISOString());
    assert.deepEqual((await claims()).find((c) => c.id === id), mine);
    clock.now += 60_000;
    const renewed = expectOk(await claim(marina.token, `trip/${id}`, {}));
    assert.equal(renewed.since, mine.since);
    assert.equal(renewed.expiresAt, new Date(clock.now + CLAIM_TTL_MS).toISOString());
    // Past the first expiry, still held thanks to the heartbeat.
    clock.now += 90_000;
    assert.ok((await claims()).some((c) => c.id === id));
    const [began] = await events(id, 1);
    assert.deepEqual(began, { type: 'claim', kind: 'trip', id, claim: mine, previous: null, ended: null });
  });

  it('refuses another admin with 409 CLAIMED and the claim, unless they take it over', async () => {
    const id = freshTrip();
    const mine = expectOk(await claim(marina.token, `trip/${id}`));
    const refused = await claim(layla.token, `trip/${id}`, { takeOver: false });
    expectError(refused, 409, 'CLAIMED');
    assert.deepEqual((refused.body as { details?: unknown }).details, { claim: mine });
    assert.match(refused.body.message ?? '', /^Marina Costa is reviewing/);
    const taken = expectOk(await claim(layla.token, `trip/${id}`, { takeOver: true }));
    assert.equal(taken.by.id, layla.user.id);
    const [, takeOver] = await events(id, 2);
    assert.deepEqual(takeOver, { type: 'claim', kind: 'trip', id, claim: taken, previous: mine, ended: 'takenOver' });
    assert.equal((await claims()).find((c) => c.id === id)?.by.id, layla.user.id);
  });

  it('releases only the caller\'s own claim', async () => {
    const id = freshTrip();
    const held = expectOk(await claim(layla.token, `trip/${id}`));
    const notMine = await api(server, 'DELETE', `/claims/trip/${id}`, { token: marina.token });
    assert.equal(notMine.status, 204);
    assert.ok((await claims()).some((c) => c.id === id), 'another admin\'s release is a no-op');
    const released = await api(server, 'DELETE', `/claims/trip/${id}`, { token: layla.token });
    assert.equal(released.status, 204);
    assert.equal((await claims()).some((c) => c.id === id), false);
    const [, end] = await events(id, 2);
    assert.deepEqual(end, { type: 'claim', kind: 'trip', id, claim: null, previous: held, ended: 'released' });
  });

  it('ends a claim after CLAIM_TTL_MS without a heartbeat', async () => {
    const id = freshTrip();
    const held = expectOk(await claim(marina.token, `trip/${id}`));
    clock.now += CLAIM_TTL_MS - 1;
    assert.ok((await claims()).some((c) => c.id === id));
    clock.now += 1;
    assert.equal((await claims()).some((c) => c.id === id), false);
    const [, end] = await events(id, 2);
    assert.deepEqual(end, { type: 'claim', kind: 'trip', id, claim: null, previous: held, ended: 'expired' });
    // Once expired, anyone may claim it without taking over.
    expectOk(await claim(layla.token, `trip/${id}`));
  });

  it('ends the claim when the item is decided, after the decision\'s event', async () => {
    const id = freshTrip();
    const held = expectOk(await claim(marina.token, `trip/${id}`));
    expectOk(await api(server, 'PUT', `/trips/all-trips/${id}`, { token: layla.token, json: { status: 'approved' } }));
    const [, end] = await events(id, 2);
    assert.deepEqual(end, { type: 'claim', kind: 'trip', id, claim: null, previous: held, ended: 'decided' });
    const decision = stream.frames.find((f) => f.event === 'decision' && (f.data as { id: string }).id === id);
    const ended = stream.frames.find((f) => f.event === 'claim' && (f.data as ClaimEvent).ended === 'decided' && (f.data as ClaimEvent).id === id);
    assert.ok(decision && ended && Number(decision.id) < Number(ended.id));
    assert.equal((await claims()).some((c) => c.id === id), false);
    // Decided: no longer claimable.
    expectError(await claim(marina.token, `trip/${id}`), 409, 'NOT_PENDING');
  });

  it('claims products and dive masters too, and answers 404 for unknown items and kinds', async () => {
    const [product] = expectOk(await api<Product[]>(server, 'GET', '/products/all-products/pending', { token: marina.token }));
    const [dm] = expectOk(await api<User[]>(server, 'GET', '/users/dive-master/pending', { token: marina.token }));
    assert.ok(product && dm);
    assert.equal(expectOk(await claim(marina.token, `product/${product.id}`)).kind, 'product');
    assert.equal(expectOk(await claim(marina.token, `diveMaster/${dm.id}`)).kind, 'diveMaster');
    const [decided] = expectOk(await api<Product[]>(server, 'GET', '/products/all-products/approved', { token: marina.token }));
    assert.ok(decided);
    expectError(await claim(marina.token, `product/${decided.id}`), 409, 'NOT_PENDING');
    expectError(await claim(marina.token, 'trip/no-such-trip'), 404, 'NOT_FOUND');
    expectError(await claim(marina.token, `diveMaster/${layla.user.id}`), 404, 'NOT_FOUND');
    expectError(await claim(marina.token, `news/${product.id}`), 404, 'NOT_FOUND');
    expectError(await claim(marina.token, `trip/${freshTrip()}`, { takeOver: 'yes' }), 400, 'VALIDATION_FAILED');
  });

  it('is for admins only', async () => {
    const path = `/claims/trip/${freshTrip()}`;
    expectError(await api(server, 'GET', '/claims'), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'PUT', path), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'DELETE', path), 401, 'UNAUTHENTICATED');
    const diver = await createUser(server);
    expectError(await api(server, 'GET', '/claims', { token: diver.token }), 403, 'FORBIDDEN');
    expectError(await api(server, 'PUT', path, { token: diver.token }), 403, 'FORBIDDEN');
    expectError(await api(server, 'DELETE', path, { token: diver.token }), 403, 'FORBIDDEN');
  });
});
