// The users screens over a fake backend that answers like the reference server (paged lists through
// the contract's applyList, guarded PUTs with 409s, the self and last-admin refusals, sign-ups with
// field errors, uploads), inside the router, the cache, i18n and a signed-in admin's session.
import { ACTIVITY_LIST_SPEC, LIST_SPECS, type ActivityEntry, type User } from '../../src/contract';
import type { RouteObject } from '../../src/lib/router';
import { paths } from '../../src/paths';
import UsersListPage from '../../src/features/users/pages/users-list';
import UserDetailsPage from '../../src/features/users/pages/user-details';
import UserCreatePage from '../../src/features/users/pages/user-create';
import { NOW, demoData, fail, installFetch, json, listAnswer, renderScreens, signIn } from './fake-backend';
import { collabAnswer, newCollabState } from './collab-fake';

export { NOW, here, settle } from './fake-backend';

/** The demo's users as the API answers them (no password). */
export const demoUsers = (): User[] => demoData().users.map(({ password: _password, ...user }) => user);

export interface FakeBackend {
  users: User[];
  /** The signed-in admin. */
  me: User;
  /** Every request as `METHOD /path?query`, and the JSON bodies of writes. */
  calls: string[];
  bodies: unknown[];
  /** The next list request fails with a 500. */
  failNextList: boolean;
  /** List requests wait for this (to see the old rows marked updating). */
  listGate: Promise<void> | null;
  /** The next PUT is refused with 409 and no `current`: no active admin would be left. */
  lastAdmin: boolean;
  /** The activity log, newest first (`GET /activity` with `admin`). */
  activity: ActivityEntry[];
}

/** Replaces `globalThis.fetch` with the fake backend and signs `me` in; returns its state and the restore. */
export function installBackend(): { backend: FakeBackend; restore(): void } {
  const users = demoUsers();
  const me = users.find((u) => u.email === 'admin@diving.test');
  if (!me) throw new Error('no demo admin');
  const backend: FakeBackend = { users, me, calls: [], bodies: [], failNextList: false, listGate: null, lastAdmin: false, activity: [] };
  signIn(me);
  const collab = newCollabState({ id: me.id, name: `${me.firstName} ${me.lastName}`, avatarUrl: null });
  const restore = installFetch(async ({ method, url, path, id, body }) => {
    // A user's page says who views it (presence): not one of the writes the tests read.
    const presence = collabAnswer(collab, method, path, body);
    if (presence) return presence;
    if (method === 'GET' && path === '/users') {
      if (backend.listGate) await backend.listGate;
      return listAnswer(backend, backend.users, url, LIST_SPECS.users);
    }
    if (method === 'GET' && path.startsWith('/users/')) {
      const user = backend.users.find((u) => u.id === id);
      return user ? json(200, { success: true, data: user }) : fail(404, 'NOT_FOUND', 'The user was not found.');
    }
    if (method === 'GET' && path === '/activity') {
      const admin = url.searchParams.get('admin');
      return listAnswer(backend, backend.activity.filter((e) => !admin || e.actor.id === admin), url, ACTIVITY_LIST_SPEC);
    }
    if (method === 'POST' && path === '/uploads') return json(201, { success: true, data: { url: '/api/v1/uploads/doc-1.png' } });
    // Documents are private: the SPA fetches them with its token and shows them from memory.
    if (method === 'GET' && path.startsWith('/uploads/')) return new Response(new Blob([new Uint8Array(8)], { type: 'image/png' }), { status: 200 });
    backend.bodies.push(body);
    if (method === 'PUT' && path.startsWith('/users/') && body) return update(backend, id, body);
    if (method === 'POST' && path === '/users' && body) return create(backend, body);
    return fail(404, 'NOT_FOUND', 'No such route.');
  }, backend.calls);
  return { backend, restore };
}

function update(backend: FakeBackend, id: string, body: Record<string, unknown>): Response {
  const at = backend.users.findIndex((u) => u.id === id);
  const user = backend.users[at];
  if (!user) return fail(404, 'NOT_FOUND', 'The user was not found.');
  if (id === backend.me.id && body.status === 'blocked') {
    return fail(403, 'FORBIDDEN', 'You cannot block yourself.');
  }
  if (body.expectedUpdatedAt !== undefined && body.expectedUpdatedAt !== user.updatedAt) {
    return fail(409, 'CONFLICT', 'Edited by Layla Haddad at 10:15 UTC', { current: user, by: { id: 'u_layla', name: 'Layla Haddad' } });
  }
  if (backend.lastAdmin) {
    backend.lastAdmin = false;
    return fail(409, 'CONFLICT', 'This change would leave no active administrator.');
  }
  if (typeof body.firstName === 'string' && body.firstName.length > 20) {
    return fail(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { errors: [{ field: 'firstName', message: 'Must be at most 20 characters.' }] });
  }
  const { expectedUpdatedAt: _expected, ...changes } = body;
  const next = { ...user, ...changes, updatedAt: new Date(Date.parse(user.updatedAt) + 1000).toISOString() } as User;
  backend.users[at] = next;
  return json(200, { success: true, data: next });
}

function create(backend: FakeBackend, body: Record<string, unknown>): Response {
  if (backend.users.some((u) => u.email === body.email)) return fail(409, 'CONFLICT', 'This e-mail is already registered.');
  if (typeof body.phone === 'string' && body.phone.startsWith('0')) {
    return fail(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { errors: [{ field: 'phone', message: 'Use the international format.' }] });
  }
  const cert = body.certification as { agency: string; level: string; number: string; documentUrl: string | null } | undefined;
  const at = NOW.toISOString();
  const user: User = {
    id: `new-${backend.users.length}`, email: String(body.email), firstName: String(body.firstName), lastName: String(body.lastName),
    phone: (body.phone as string | null) ?? null, country: null, role: body.role as User['role'], status: 'active', avatarUrl: null,
    createdAt: at, updatedAt: at, lastLoginAt: null,
    certification: cert ? { ...cert, status: 'pending', submittedAt: at, reviewedAt: null, reason: null, history: [] } : null,
  };
  backend.users.unshift(user);
  return json(201, { success: true, data: user });
}

const routes: RouteObject[] = [
  { path: paths.users.all, element: <UsersListPage /> },
  { path: paths.users.create, element: <UserCreatePage /> },
  { path: paths.users.detailsPattern, element: <UserDetailsPage /> },
  { path: paths.diveMaster.detailsPattern, element: <p>review page</p> },
];

/** Renders the users screens at `initial`, signed in as the demo admin. */
export const renderUsers = (initial: string) => renderScreens(routes, initial);
