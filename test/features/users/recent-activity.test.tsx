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

const logEntry = (n: number, actor: User, action: ActivityEntry['action'], record: ActivityEntry['record'], changes: ActivityEntry['changes']): ActivityEntry => ({
  id: `a_${String(n).padStart(4, '0')}`, at: new Date(Date.UTC(2026, 10, 20, 10, 60 - n)).toISOString(),
  actor: { id: actor.id, name: `${actor.firstName} ${actor.lastName}` }, action, record, changes, address: '127.0.0.1',
});

test("an admin's page: their last actions, newest first, and a link to all of them in the log", async () => {
  const { me } = backend;
  const other = backend.users.find((u) => u.role === 'admin' && u.id !== me.id);
  assert.ok(other);
  backend.activity = [
    logEntry(1, me, 'decision.approved', { kind: 'trip', id: 't1', name: 'Blue hole at dawn' }, [{ field: 'status', from: 'pending', to: 'approved' }]),
    logEntry(2, other, 'user.blocked', { kind: 'user', id: 'u9', name: 'Someone else' }, [{ field: 'status', from: 'active', to: 'blocked' }]),
    ...Array.from({ length: 12 }, (_, i) => logEntry(3 + i, me, 'news.changed', { kind: 'news', id: `n${i}`, name: `Article ${i}` }, [])),
  ];
  renderUsers(paths.users.details(me.id));
  const section = await screen.findByRole('region', { name: 'Recent activity' });
  const items = await waitFor(() => {
    // The entries, not the lines of their changes (a list of its own).
    const found = within(within(section).getByRole('list', { name: 'The latest actions of this admin' })).getAllByRole('listitem').filter((li) => li.classList.contains('recent-activity__item'));
    assert.equal(found.length, 10);
    return found;
  });
  const first = items[0] as HTMLElement;
  assert.equal(within(first).getByRole('link', { name: `${me.firstName} ${me.lastName}` }).getAttribute('href'), paths.users.details(me.id), 'who acted');
  assert.match(first.querySelector('.recent-activity__who')?.textContent ?? '', /Approved$/, 'what they did');
  assert.equal(within(first).getByRole('link', { name: 'Blue hole at dawn' }).getAttribute('href'), paths.trips.details('t1'), 'the record, linked');
  assert.match(first.querySelector('.activity__change')?.textContent ?? '', /^Status: Pending →.*Approved$/);
  assert.ok(first.querySelector('time')?.getAttribute('title'), 'the absolute time on hover');
  assert.ok(first.querySelector('.activity__absolute')?.textContent, 'and written beside the relative one');
  assert.equal(within(section).queryByText('Someone else'), null, "another admin's actions are not theirs");
  assert.equal(within(section).getByRole('link', { name: 'See all' }).getAttribute('href'), `${paths.management.activity}?admin=${me.id}`);
  assert.ok(backend.calls.some((c) => c.startsWith(`GET /api/v1/activity?admin=${me.id}&page=1&pageSize=10`)));
});

test("anyone else's page links to the entries about them", async () => {
  const diver = backend.users.find((u) => u.role === 'diver');
  assert.ok(diver);
  renderUsers(paths.users.details(diver.id));
  const section = await screen.findByRole('region', { name: 'Recent activity' });
  await within(section).findByText('No activity about this user yet.');
  assert.equal(within(section).getByRole('link', { name: 'See all' }).getAttribute('href'), `${paths.management.activity}?q=${diver.id}`);
});
