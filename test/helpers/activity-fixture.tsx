// The activity log over a fake backend that answers like the reference server: entries paged
// through the contract's applyList after the `admin`, `from` and `to` range (a 400 for a range it
// refuses), the admins for the filter, and the legal documents whose ids the entries name.
import { ACTIVITY_LIST_SPEC, LIST_SPECS, type ActivityChange, type ActivityEntry, type ActivityRecordKind, type ActivityValue, type User } from '../../src/contract';
import type { RouteObject } from '../../src/lib/router';
import { paths } from '../../src/paths';
import ActivityLogPage from '../../src/features/activity/pages/activity-log';
import { NOW, demoData, fail, installFetch, json, listAnswer, renderScreens, signIn } from './fake-backend';

export { NOW, here, settle, until } from './fake-backend';

export const demoUsers = (): User[] => demoData().users.map(({ password: _password, ...user }) => user);

export interface FakeBackend {
  entries: ActivityEntry[];
  admins: User[];
  calls: string[];
  failNextList: boolean;
}

let serial = 0;
/** An entry `minutesAgo` before NOW by `actor`. */
export function entry(actor: User, action: ActivityEntry['action'], minutesAgo: number, record: { kind: ActivityRecordKind; id: string; name: string } | null, changes: ActivityChange[] = []): ActivityEntry {
  serial += 1;
  return {
    id: `a_${String(serial).padStart(4, '0')}`,
    at: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
    actor: { id: actor.id, name: `${actor.firstName} ${actor.lastName}` },
    action, record, changes, address: '127.0.0.1',
  };
}

/** An entry that comes in now, while a screen is open (the fixture's other entries are days old). */
export function arriving(actor: User, action: ActivityEntry['action'], record: { kind: ActivityRecordKind; id: string; name: string } | null): ActivityEntry {
  return { ...entry(actor, action, 0, record), at: new Date(Date.now() + 1).toISOString() };
}

/** One field's change, as the server writes it. */
export const changed = (field: string, from: ActivityValue, to: ActivityValue): ActivityChange[] => [{ field, from, to }];

/** The legal documents' ids, as the fake `GET /legal/:type` answers them. */
export const LEGAL_IDS = { terms: 'l_terms', privacy: 'l_privacy', about: 'l_about' } as const;

/** A mixed log: decisions, users, news (one deleted), legal, the site contact and a message. */
export function sampleEntries(admins: User[]): ActivityEntry[] {
  const [a, b = a] = admins;
  if (!a || !b) throw new Error('no admins');
  return [
    entry(a, 'decision.approved', 1, { kind: 'trip', id: 't_0001', name: 'Blue hole at dawn' }, changed('status', 'pending', 'approved')),
    entry(b, 'decision.rejected', 2, { kind: 'product', id: 'p_0001', name: 'Reef hook' }, changed('status', 'pending', 'rejected')),
    entry(a, 'decision.approved', 3, { kind: 'diveMaster', id: 'u_0100', name: 'Omar Said' }, changed('status', 'pending', 'approved')),
    entry(b, 'user.blocked', 4, { kind: 'user', id: 'u_0200', name: 'Lina Park' }, changed('status', 'active', 'blocked')),
    entry(a, 'news.deleted', 5, { kind: 'news', id: 'n_0001', name: 'Old dive fair' }),
    entry(a, 'news.changed', 6, { kind: 'news', id: 'n_0001', name: 'Old dive fair' }, changed('title', 'Dive fair', 'Old dive fair')),
    entry(b, 'news.published', 7, { kind: 'news', id: 'n_0002', name: 'Night dives' }, changed('status', 'draft', 'published')),
    entry(a, 'legal.changed', 8, { kind: 'legal', id: LEGAL_IDS.privacy, name: 'Privacy policy' }, changed('version', 3, 4)),
    entry(b, 'siteContact.changed', 9, { kind: 'siteContact', id: 's_0001', name: 'hello@diving.test' }, changed('phone', '+34 1', '+34 2')),
    entry(a, 'contact.statusChanged', 10, { kind: 'contact', id: 'c_0001', name: 'Refund?' }, changed('status', 'new', 'resolved')),
    entry(b, 'auth.signedIn', 11, null),
  ];
}

/** Replaces `globalThis.fetch` with the fake backend and signs the demo admin in. */
export function installBackend(): { backend: FakeBackend; restore(): void } {
  const admins = demoUsers().filter((u) => u.role === 'admin');
  const me = admins.find((u) => u.email === 'admin@diving.test');
  if (!me) throw new Error('no demo admin');
  const backend: FakeBackend = { entries: sampleEntries(admins), admins, calls: [], failNextList: false };
  signIn(me);
  const restore = installFetch(({ method, url, path }) => {
    if (method === 'GET' && path === '/activity') {
      const q = url.searchParams;
      const admin = q.get('admin');
      const from = q.get('from');
      const to = q.get('to');
      if ((from && !/^\d{4}-\d{2}-\d{2}$/.test(from)) || (to && !/^\d{4}-\d{2}-\d{2}$/.test(to)) || (from && to && to < from)) {
        return fail(400, 'VALIDATION_FAILED', 'Some query parameters are not valid.');
      }
      const rows = backend.entries
        .filter((e) => (!admin || e.actor.id === admin) && (!from || e.at >= `${from}T00:00:00.000Z`) && (!to || e.at <= `${to}T23:59:59.999Z`))
        .sort((x, y) => (x.at < y.at ? 1 : -1));
      return listAnswer(backend, rows, url, ACTIVITY_LIST_SPEC);
    }
    if (method === 'GET' && path === '/users') return listAnswer(backend, backend.admins, url, LIST_SPECS.users);
    if (method === 'GET' && path.startsWith('/legal/')) {
      const type = path.split('/')[2] as keyof typeof LEGAL_IDS;
      return json(200, { success: true, data: { id: LEGAL_IDS[type], type, title: type, content: '', version: 1, updatedAt: NOW.toISOString(), updatedBy: null } });
    }
    if (method === 'GET' && path.startsWith('/users/')) return json(200, { success: true, data: me });
    return fail(404, 'NOT_FOUND', 'No such route.');
  }, backend.calls);
  return { backend, restore };
}

const routes: RouteObject[] = [{ path: paths.management.activity, element: <ActivityLogPage /> }];

/** Renders the activity log at `initial`, signed in as an admin. */
export const renderActivity = (initial: string) => renderScreens(routes, initial);
