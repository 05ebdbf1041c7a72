/**
 * A NUL in a path names nothing the API has: PostgreSQL's text cannot even hold one, so a NUL
 * that reached a handler's query made it fail (500). Every route answers 404 for such a path,
 * whatever the method and wherever the NUL sits, before any handler runs, and no data changes.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import type { Claim, News, Presence, Trip, User } from '../../src/contract';
import { splitPath } from '../../server/http/router';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { expectError, expectOk } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';

let server: TestServer;
let token: string;
let trip: string;
let pendingTrip: string;
let diver: User;
let news: string;

before(async () => {
  server = await startTestServer();
  ({ token } = await login(server));
  trip = (expectOk(await api<Trip[]>(server, 'GET', '/trips?page=1&pageSize=1', { token }))[0] as Trip).id;
  pendingTrip = (expectOk(await api<Trip[]>(server, 'GET', '/trips/all-trips/pending?page=1&pageSize=1', { token }))[0] as Trip).id;
  ({ user: diver } = await createUser(server, { adminToken: token }));
  news = (expectOk(await api<News[]>(server, 'GET', '/news?page=1&pageSize=1', { token }))[0] as News).id;
  // State the NUL requests could change: this admin views a trip and holds a claim.
  expectOk(await api<Presence>(server, 'PUT', `/presence/trip/${trip}`, { token }));
  expectOk(await api<Claim>(server, 'PUT', `/claims/trip/${pendingTrip}`, { token }));
});
after(() => server.close());

/** What the requests below could touch, read back whole. */
async function snapshot(): Promise<string> {
  const read = async (path: string): Promise<unknown> => expectOk(await api(server, 'GET', path, { token }));
  return JSON.stringify({
    user: await read(`/users/${diver.id}`),
    trip: await read(`/trips/${trip}`),
    pending: await read(`/trips/${pendingTrip}`),
    news: await read(`/news/${news}`),
    claims: await read('/claims'),
    activity: await read('/activity?page=1&pageSize=100'),
  });
}

/** The same path with `%00` at the start, in the middle and at the end of its last segment, and as the whole segment. */
function withNul(prefix: string, segment: string): string[] {
  const mid = Math.floor(segment.length / 2);
  return [`${prefix}%00${segment}`, `${prefix}${segment.slice(0, mid)}%00${segment.slice(mid)}`, `${prefix}${segment}%00`, `${prefix}%00`];
}

describe('a NUL in a path', () => {
  it('splitPath refuses a decoded or raw NUL in any segment', () => {
    assert.equal(splitPath('/users/a%00b'), null);
    assert.equal(splitPath('/users/a\0b'), null);
    assert.equal(splitPath('/us%00ers/x'), null);
    assert.equal(splitPath('/%00'), null);
    assert.deepEqual(splitPath('/users/a%20b'), ['users', 'a b']);
  });

  it('is 404 NOT_FOUND on every route and method, and changes nothing', async () => {
    const before = await snapshot();
    const shots: [method: string, path: string, json?: unknown][] = [
      ...withNul('/presence/trip/', trip).map((p) => ['DELETE', p] as [string, string]),
      ...withNul('/presence/trip/', trip).map((p) => ['PUT', p] as [string, string]),
      ['DELETE', `/presence/tr%00ip/${trip}`],
      ...withNul('/claims/trip/', pendingTrip).map((p) => ['DELETE', p] as [string, string]),
      ...withNul('/claims/trip/', pendingTrip).map((p) => ['PUT', p, { takeOver: true }] as [string, string, unknown]),
      ['DELETE', `/claims/%00/${pendingTrip}`],
      ...withNul('/users/', diver.id).map((p) => ['GET', p] as [string, string]),
      ...withNul('/users/', diver.id).map((p) => ['PUT', p, { firstName: 'Changed' }] as [string, string, unknown]),
      ...withNul('/auth/edit-profile/', diver.id).map((p) => ['PUT', p, { firstName: 'Changed' }] as [string, string, unknown]),
      ...withNul('/trips/', trip).map((p) => ['GET', p] as [string, string]),
      ...withNul('/trips/all-trips/', pendingTrip).map((p) => ['PUT', p, { status: 'approved' }] as [string, string, unknown]),
      ['POST', `/trips/all-trips/${pendingTrip}%00/undo`, {}],
      ['GET', '/trips/all-trips/pend%00ing'],
      ...withNul('/news/', news).map((p) => ['DELETE', p] as [string, string]),
      ...withNul('/news/', news).map((p) => ['PUT', p, { title: 'Changed' }] as [string, string, unknown]),
      ['GET', '/contact/%00'],
      ['GET', '/legal/terms%00/versions'],
      ['GET', '/uploads/a%00.png'],
      ['GET', '/users%00'],
      ['GET', '/%00/users'],
      ['GET', '/health%00'],
    ];
    for (const [method, path, json] of shots) {
      const res = await api(server, method, path, { token, json });
      assert.equal(res.status, 404, `${method} ${path}: ${res.status} ${res.text.slice(0, 200)}`);
      expectError(res, 404, 'NOT_FOUND');
    }
    assert.equal(await snapshot(), before, 'no data changed');
    const presence = expectOk(await api<Presence>(server, 'PUT', `/presence/trip/${trip}`, { token }));
    assert.equal(presence.viewers.length, 1, 'the admin still views the trip');
  });

  it('as a raw byte never reaches the router: the HTTP parser refuses the request (400) and closes', async () => {
    const url = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect({ host: url.hostname, port: Number(url.port) }, () => {
        socket.write(`DELETE /api/v1/presence/trip/${trip}\0 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
    });
    assert.match(answer, /^HTTP\/1\.1 400 /);
    const presence = expectOk(await api<Presence>(server, 'PUT', `/presence/trip/${trip}`, { token }));
    assert.equal(presence.viewers.length, 1, 'the admin still views the trip');
  });
});
