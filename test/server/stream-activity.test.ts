// The activity entries a live stream carries follow the staff role: the whole log for owners and
// auditors; for other roles their own entries, and other admins' entries about a record without
// the client address, never about another admin's account.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ActivityEvent, Trip } from '../../src/contract';
import { api } from '../helpers/api-client';
import { expectOk } from '../helpers/api-asserts';
import { login } from '../helpers/accounts';
import { ADMIN } from '../helpers/server';
import { openEvents, type SseFrame, type SseStream } from '../helpers/sse-client';
import { startTwoAdmins, type MovableClock, type TwoAdmins } from '../helpers/two-admins';

const clock: MovableClock = { now: Date.now() };
let admins: TwoAdmins;
let reviewerStream: SseStream;

before(async () => {
  admins = await startTwoAdmins(clock);
  reviewerStream = await openEvents(admins.server, admins.layla.token);
});
after(async () => {
  reviewerStream.close();
  await admins.close();
});

const entryOf = (frame: SseFrame) => (frame.data as ActivityEvent).entry;

test("an owner's decision reaches the reviewer's stream without the address, and the owner's own stream whole", async () => {
  const { server, marina, stream } = admins;
  const trip = expectOk(await api<Trip[]>(server, 'GET', '/trips/all-trips/pending?page=1&pageSize=1', { token: marina.token }))[0];
  assert.ok(trip);
  expectOk(await api(server, 'PUT', `/trips/all-trips/${trip.id}`, { token: marina.token, json: { status: 'approved' } }));
  const isDecision = (frame: SseFrame) => frame.event === 'activity' && entryOf(frame).record?.id === trip.id;
  const owners = entryOf(await stream.next(isDecision));
  const reviewers = entryOf(await reviewerStream.next(isDecision));
  assert.notEqual(owners.address, '', 'the owner reads the whole entry');
  assert.equal(reviewers.address, '', 'the reviewer does not read the owner\'s address');
  assert.deepEqual({ ...reviewers, address: owners.address }, owners, 'otherwise the same entry');

  // Another admin's sign-in (an entry about their account) reaches the owner only; the reviewer's
  // own next entry still reaches the reviewer whole.
  // A sign-in is logged when it moves the account's last sign-in: the clock moves on first.
  clock.now += 1000;
  await login(server, ADMIN.email, ADMIN.password);
  await stream.next((frame) => frame.event === 'activity' && entryOf(frame).action === 'auth.signedIn' && entryOf(frame).actor.id === marina.user.id);
  clock.now += 1000;
  await login(server, 'layla.haddad@diving.test', ADMIN.password);
  const own = entryOf(await reviewerStream.next((frame) => frame.event === 'activity' && entryOf(frame).action === 'auth.signedIn'));
  assert.equal(own.actor.id, admins.layla.user.id, 'the first sign-in the reviewer hears of is their own');
  assert.notEqual(own.address, '');
});
