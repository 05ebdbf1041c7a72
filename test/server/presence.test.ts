import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Presence, PresenceEvent, Trip, User } from '../../src/contract';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { expectError, expectOk } from '../helpers/api-asserts';
import { createUser } from '../helpers/accounts';
import { startTwoAdmins, type MovableClock, type TwoAdmins } from '../helpers/two-admins';
import type { SseFrame, SseStream } from '../helpers/sse-client';

const PRESENCE_TTL_MS = 30_000;
const clock: MovableClock = { now: Date.now() };
let admins: TwoAdmins;
let server: TestServer;
let marina: TwoAdmins['marina'];
let layla: TwoAdmins['layla'];
let stream: SseStream;
let trips: Trip[];

before(async () => {
  admins = await startTwoAdmins(clock);
  ({ server, marina, layla, stream } = admins);
  trips = expectOk(await api<Trip[]>(server, 'GET', '/trips?page=1&pageSize=10', { token: marina.token }));
});
after(() => admins.close());

const viewerIds = (presence: Presence): string[] => presence.viewers.map((v) => v.id);

async function view(token: string, path: string): Promise<Presence> {
  return expectOk(await api<Presence>(server, 'PUT', `/presence/${path}`, { token }));
}

/** The viewers of the first `count` presence events of one record, once the stream has delivered them. */
async function events(id: string, count: number): Promise<string[][]> {
  const isIt = (frame: SseFrame): boolean => frame.event === 'presence' && (frame.data as PresenceEvent).id === id;
  await stream.next((frame) => isIt(frame) && stream.frames.filter(isIt).indexOf(frame) === count - 1);
  return stream.frames.filter(isIt).slice(0, count).map((frame) => viewerIds(frame.data as PresenceEvent));
}

describe('presence', () => {
  it('lists the viewers of a record, the caller included, with the name and picture of their account', async () => {
    const trip = trips[0] as Trip;
    const first = await view(marina.token, `trip/${trip.id}`);
    assert.deepEqual(first, { kind: 'trip', id: trip.id, viewers: [{ id: marina.user.id, name: `${marina.user.firstName} ${marina.user.lastName}`, avatarUrl: marina.user.avatarUrl }] });
    const both = await view(layla.token, `trip/${trip.id}`);
    assert.deepEqual(viewerIds(both), [marina.user.id, layla.user.id]);
    assert.equal(both.viewers[1]?.name, 'Layla Haddad');
  });

  it('announces joins and leaves, not heartbeats, and drops a viewer without heartbeat after the TTL', async () => {
    const id = (trips[1] as Trip).id;
    await view(marina.token, `trip/${id}`);
    await view(layla.token, `trip/${id}`);
    // A heartbeat 20 s later keeps Ana; Layla sends none.
    clock.now += 20_000;
    await view(marina.token, `trip/${id}`);
    clock.now += PRESENCE_TTL_MS - 10_000;
    const left = await view(marina.token, `trip/${id}`);
    assert.deepEqual(viewerIds(left), [marina.user.id]);
    assert.deepEqual(await events(id, 3), [[marina.user.id], [marina.user.id, layla.user.id], [marina.user.id]]);
    const res = await api(server, 'DELETE', `/presence/trip/${id}`, { token: marina.token });
    assert.equal(res.status, 204);
    assert.deepEqual(await events(id, 4), [[marina.user.id], [marina.user.id, layla.user.id], [marina.user.id], []]);
  });

  it('expires viewers on the clock, seen at the next call of anyone', async () => {
    const id = (trips[2] as Trip).id;
    await view(marina.token, `trip/${id}`);
    clock.now += PRESENCE_TTL_MS + 1;
    // A call about another record sweeps this one too.
    await view(layla.token, `trip/${(trips[3] as Trip).id}`);
    assert.deepEqual(await events(id, 2), [[marina.user.id], []]);
  });

  it('answers 204 for leaving a record one is not viewing', async () => {
    const res = await api(server, 'DELETE', `/presence/news/${(trips[4] as Trip).id}`, { token: layla.token });
    assert.equal(res.status, 204);
  });

  it('takes every kind of details page, and refuses unknown kinds and records with 404', async () => {
    const [news] = expectOk(await api<{ id: string }[]>(server, 'GET', '/news', { token: marina.token }));
    const [dm] = expectOk(await api<User[]>(server, 'GET', '/users/dive-master/all', { token: marina.token }));
    assert.ok(news && dm);
    assert.equal((await view(marina.token, `news/${news.id}`)).kind, 'news');
    assert.equal((await view(marina.token, `diveMaster/${dm.id}`)).kind, 'diveMaster');
    assert.equal((await view(marina.token, `user/${layla.user.id}`)).kind, 'user');
    expectError(await api(server, 'PUT', `/presence/planet/${dm.id}`, { token: marina.token }), 404, 'NOT_FOUND');
    expectError(await api(server, 'PUT', '/presence/trip/no-such-trip', { token: marina.token }), 404, 'NOT_FOUND');
    expectError(await api(server, 'DELETE', `/presence/planet/${dm.id}`, { token: marina.token }), 404, 'NOT_FOUND');
  });

  it('takes the legal documents and the site contact, whose pages show who else is editing them', async () => {
    const terms = expectOk(await api<{ id: string }>(server, 'GET', '/legal/terms', { token: marina.token }));
    const site = expectOk(await api<{ id: string }>(server, 'GET', '/site-contact', { token: marina.token }));
    await view(layla.token, `legal/${terms.id}`);
    assert.deepEqual(viewerIds(await view(marina.token, `legal/${terms.id}`)).sort(), [marina.user.id, layla.user.id].sort());
    assert.equal((await view(marina.token, `siteContact/${site.id}`)).kind, 'siteContact');
    expectError(await api(server, 'PUT', '/presence/legal/no-such-doc', { token: marina.token }), 404, 'NOT_FOUND');
  });

  it('is for admins only', async () => {
    const path = `/presence/trip/${(trips[0] as Trip).id}`;
    expectError(await api(server, 'PUT', path), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'DELETE', path), 401, 'UNAUTHENTICATED');
    const diver = await createUser(server);
    expectError(await api(server, 'PUT', path, { token: diver.token }), 403, 'FORBIDDEN');
    expectError(await api(server, 'DELETE', path, { token: diver.token }), 403, 'FORBIDDEN');
  });
});
