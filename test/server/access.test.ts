// Who may call what, walked from the router's own table: every route, called by each of the five
// staff roles (the demo's admins), a diver, a dive master and no one, answers as the permission
// table of src/contract/staff.ts says. A refused call is exactly 401 (no token) or 403 naming the
// role (signed in); an admitted one is anything else (a dummy id finds nothing and an empty body
// changes nothing, so the walk leaves the data as it was). A route added later is walked too: nothing here lists routes, except the one
// small table of handlers that refuse, for a finer rule, a caller the route admits. `/dev/outbox`
// is public on the demo server and answers this machine only: the test runs on it, so it is admitted
// for every caller like any public route (a call from elsewhere is test/server/security-web.test.ts's).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { accessAdmits } from '../../src/contract';
import type { ErrorCode, StaffRole } from '../../src/contract';
import { API } from '../helpers/api-client';
import { createUser, login } from '../helpers/accounts';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { routeName, walkedRoutes, type WalkedRoute } from '../helpers/route-walk';

/** The demo's admin of each staff role. */
const STAFF: Readonly<Record<StaffRole, string>> = {
  owner: ADMIN.email,
  reviewer: 'layla.haddad@diving.test',
  editor: 'kenji.watanabe@diving.test',
  support: 'lucia.romero@diving.test',
  auditor: 'ingrid.berg@diving.test',
};

/** Who calls: a staff role, a diver, a dive master, or no one. */
type Caller = StaffRole | 'diver' | 'diveMaster' | 'none';
const CALLERS: readonly Caller[] = ['owner', 'reviewer', 'editor', 'support', 'auditor', 'diver', 'diveMaster', 'none'];
const isStaff = (caller: Caller): caller is StaffRole => caller in STAFF;

/**
 * Calls a route admits but its handler refuses with its own 403, for a rule finer than the route's.
 * The walk's dummy id is someone else's record: only `people.read` may read another user, and only
 * `people.write` edit another's profile (one's own is always allowed, which the route's `self` is for).
 */
const HANDLER_REFUSALS: Readonly<Record<string, (caller: Caller) => boolean>> = {
  'GET /users/:id': (caller) => caller === 'diver' || caller === 'diveMaster',
  'PUT /auth/edit-profile/:id': (caller) => !['owner', 'support'].includes(caller),
};

/**
 * Names of the roles in the 403 message (server/auth/guard.ts): the test spells them itself, so a
 * message that stopped naming the role fails here.
 */
const ROLE_WORDS: Readonly<Record<StaffRole, string>> = { owner: 'Owners', reviewer: 'Reviewers', editor: 'Editors', support: 'Support staff', auditor: 'Auditors' };

interface Answer {
  status: number;
  code: ErrorCode | undefined;
  message: string;
}

let server: TestServer;
const credentials = new Map<Caller, { email: string; password: string }>();
const tokens = new Map<Caller, string>();

/**
 * One call: its status, and the error's code and message when JSON. A stream (`/events`) answers
 * its headers and stays open: the body is read only when it is not one.
 */
async function call(route: WalkedRoute, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (route.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${API}${route.path}`, {
    method: route.method,
    headers,
    body: route.json === undefined ? undefined : JSON.stringify(route.json),
  });
  if (!/json/.test(res.headers.get('content-type') ?? '')) {
    await res.body?.cancel();
    return { status: res.status, code: undefined, message: '' };
  }
  const body = (await res.json()) as { code?: ErrorCode; message?: string };
  return { status: res.status, code: body.code, message: body.message ?? '' };
}

/** The caller's token, signed in again when an earlier call ended its session (a sign-out). */
async function tokenOf(caller: Caller): Promise<string | undefined> {
  const account = credentials.get(caller);
  if (!account) return undefined;
  const held = tokens.get(caller);
  if (held && (await fetch(`${server.url}${API}/auth/me`, { headers: { authorization: `Bearer ${held}` } })).status === 200) return held;
  const fresh = (await login(server, account.email, account.password)).token;
  tokens.set(caller, fresh);
  return fresh;
}

before(async () => {
  // Generous attempt limits: the walk signs in again after each sign-out and posts empty forms to
  // the public routes from one address, which is not the flood those limits are for.
  server = await startTestServer({ loginLimit: 1000, loginAddressLimit: 1000, signupLimit: 1000, otpEmailLimit: 1000, otpAddressLimit: 1000, otpVerifyLimit: 1000 });
  for (const [role, email] of Object.entries(STAFF) as [StaffRole, string][]) {
    const signedIn = await login(server, email, ADMIN.password);
    assert.equal(signedIn.user.staffRole, role, email);
    credentials.set(role, { email, password: ADMIN.password });
  }
  const diver = await createUser(server);
  credentials.set('diver', { email: diver.email, password: diver.password });
  const owner = (await login(server)).token;
  const master = await createUser(server, { role: 'diveMaster', adminToken: owner, certification: { agency: 'PADI', level: 'Divemaster', number: 'PADI-123456' } });
  credentials.set('diveMaster', { email: master.email, password: master.password });
});
after(() => server.close());

describe('every route answers every caller as the permission table says', () => {
  const routes = walkedRoutes();

  it('walks a table that has the routes the 401 test once missed', () => {
    const names = new Set(routes.map(routeName));
    for (const route of ['GET /activity', 'GET /claims', 'PUT /presence/:kind/:id', 'POST /trips/all-trips/:id/undo', 'GET /dashboard/summary', 'GET /events', 'GET /auth/me']) {
      assert.ok(names.has(route), `${route} is in the router's table`);
    }
    for (const name of Object.keys(HANDLER_REFUSALS)) assert.ok(names.has(name), `${name} of the exceptions is a route`);
  });

  let walked = 0;
  for (const caller of CALLERS) {
    it(`as ${caller === 'none' ? 'no one' : caller === 'diveMaster' ? 'a dive master' : caller === 'diver' ? 'a diver' : `the ${caller}`}`, async () => {
      const wrong: string[] = [];
      for (const route of routes) {
        const token = await tokenOf(caller);
        const answer = await call(route, token);
        walked += 1;
        const admitted = accessAdmits(route.access, caller !== 'none', isStaff(caller) ? caller : null);
        const where = `${routeName(route)} as ${caller}: ${answer.status} ${answer.code ?? ''} ${answer.message}`;
        if (!admitted) {
          if (caller === 'none' ? answer.status !== 401 || answer.code !== 'UNAUTHENTICATED' : answer.status !== 403 || answer.code !== 'FORBIDDEN') wrong.push(`refused, but ${where}`);
          else if (isStaff(caller) && !answer.message.startsWith(`${ROLE_WORDS[caller]} may not`)) wrong.push(`the 403 does not name the role: ${where}`);
          continue;
        }
        const refusal = HANDLER_REFUSALS[routeName(route)];
        if (refusal?.(caller)) {
          if (answer.status !== 403) wrong.push(`the handler refuses this caller, but ${where}`);
        } else if (answer.status === 401 || answer.status === 403 || answer.status >= 500) {
          wrong.push(`admitted, but ${where}`);
        }
      }
      assert.deepEqual(wrong, []);
    });
  }

  it('walked every route for every caller', () => {
    assert.equal(walked, routes.length * CALLERS.length);
    console.log(`# access: ${routes.length} routes × ${CALLERS.length} callers = ${walked} calls, each as the table says`);
  });
});
