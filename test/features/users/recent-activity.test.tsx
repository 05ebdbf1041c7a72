import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { screen, waitFor, within } from '@testing-library/react';
import type { ActivityEntry, User } from '../../../src/contract';
import { paths } from '../../../src/paths';
import { installBackend, renderUsers, type FakeBackend } from '../../helpers/users-fixture';

let backend: FakeBackend;
let restore: () => void;
beforeEach(() => ({ backend, restore } = installBackend()));
afterEach(() => restore());

const logEntry = (n: number, actor: User, action: ActivityEntry['action'], record: ActivityEntry['record'], change: string | null): ActivityEntry => ({
  id: `a_${String(n).padStart(4, '0')}`, at: new Date(Date.UTC(2026, 10, 20, 10, 60 - n)).toISOString(),
  actor: { id: actor.id, name: `${actor.firstName} ${actor.lastName}` }, action, record, change, address: '127.0.0.1',
});

test("an admin's page: their last actions, newest first, and a link to all of them in the log", async () => {
  const { me } = backend;
  const other = backend.users.find((u) => u.role === 'admin' && u.id !== me.id);
  assert.ok(other);
  backend.activity = [
    logEntry(1, me, 'decision.approved', { kind: 'trip', id: 't1', name: 'Blue hole at dawn' }, 'pending → approved'),
    logEntry(2, other, 'user.blocked', { kind: 'user', id: 'u9', name: 'Someone else' }, 'active → blocked'),
    ...Array.from({ length: 12 }, (_, i) => logEntry(3 + i, me, 'news.changed', { kind: 'news', id: `n${i}`, name: `Article ${i}` }, null)),
  ];
  renderUsers(paths.management.user(me.id));
  const section = await screen.findByRole('region', { name: 'Recent activity' });
  const items = await waitFor(() => {
    const found = within(section).getAllByRole('listitem');
    assert.equal(found.length, 10);
    return found;
  });
  assert.match(items[0]?.textContent ?? '', /Approved · Trip Blue hole at dawn · pending → approved/);
  assert.ok(items[0]?.querySelector('time')?.getAttribute('title'));
  assert.equal(within(section).queryByText('Someone else'), null, "another admin's actions are not theirs");
  assert.equal(within(section).getByRole('link', { name: 'See all' }).getAttribute('href'), `${paths.management.activity}?admin=${me.id}`);
  assert.ok(backend.calls.some((c) => c.startsWith(`GET /api/v1/activity?admin=${me.id}&page=1&pageSize=10`)));
});

test("anyone else's page links to the entries about them", async () => {
  const diver = backend.users.find((u) => u.role === 'diver');
  assert.ok(diver);
  renderUsers(paths.management.user(diver.id));
  const section = await screen.findByRole('region', { name: 'Recent activity' });
  await within(section).findByText('No activity about this user yet.');
  assert.equal(within(section).getByRole('link', { name: 'See all' }).getAttribute('href'), `${paths.management.activity}?q=${diver.id}`);
});
