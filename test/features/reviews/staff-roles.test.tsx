// A staff role that does not decide reviews (an editor) reads the queues and the details: no
// selection, no bulk bar, no decision buttons, a / r / x / u do nothing, and the ? help lists those
// keys apart as not available to the role. An owner, beside it, has them all.
import '../../helpers/dom';
import { afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffRole } from '../../../src/contract';
import { ADMIN, json } from '../../helpers/fake-backend';
import { installBackend, renderQueue, settle } from '../../helpers/review-queue-fixture';
import { ME, installDetailsBackend, pendingOldestFirst, renderDetails } from '../../helpers/review-details-fixture';
import '../../../src/features/reviews/components/reject-dialog';


before(async () => {
  // The session code loads on first need; here first, so the session check below settles in a few ticks.
  await import('../../../src/lib/auth/session.ts');
});

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

/** The fixture's backend, with the signed-in admin `id` answered as having `staffRole`. */
function withRole<T extends { restore(): void }>(installed: T, id: string, staffRole: StaffRole, user = ADMIN): T {
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if ((init?.method ?? 'GET') === 'GET' && url.pathname.replace(/^\/api\/v1/, '') === `/users/${id}`) {
      return json(200, { success: true, data: { ...user, staffRole } });
    }
    return inner(input, init);
  }) as typeof fetch;
  restore = installed.restore;
  return installed;
}

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody'));
const key = (k: string, target: Element = document.activeElement ?? document.body) => fireEvent.keyDown(target, { key: k });

test('an editor reads a queue: no checkboxes or bulk bar, a / r / x do nothing, and ? says they are not for editors', async () => {
  const { backend } = withRole(installBackend(), ADMIN.id, 'editor');
  renderQueue('/trips/pending');
  await waitFor(() => assert.ok(bodyRows().length > 1 && !bodyRows()[0]?.classList.contains('table__skeleton')));
  await settle();
  assert.equal(screen.queryAllByRole('checkbox').length, 0, 'no selection');
  const first = bodyRows()[0];
  assert.ok(first);
  first.focus();
  key('j');
  const before = backend.calls.length;
  for (const k of ['x', 'a', 'r', 'u']) key(k);
  await settle();
  assert.deepEqual(backend.calls.slice(before).filter((c) => !c.startsWith('GET')), [], 'no decision sent');
  assert.equal(screen.queryByRole('dialog', { name: /Reject/ }), null);
  assert.equal(screen.queryByRole('region', { name: /selected/i }), null);

  key('?', document.body);
  const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  const apart = within(help).getByRole('region', { name: 'Editors cannot use these keys' });
  const listed = within(apart).getAllByRole('definition').map((d) => d.textContent);
  assert.deepEqual(listed, ['Select or clear the row', 'Approve', 'Reject (asks for a reason)', 'Undo the last decision (while its message shows)']);
  assert.ok(within(apart).getByText('An owner can change your role.'));
  const lists = within(help).getByRole('region', { name: 'In lists' });
  assert.ok(within(lists).getByText('Next row'));
  assert.equal(within(lists).queryByText('Approve'), null);
});

test('an owner has the selection and the keys, and ? lists them as working', async () => {
  withRole(installBackend(), ADMIN.id, 'owner');
  renderQueue('/trips/pending');
  await waitFor(() => assert.ok(bodyRows().length > 1 && !bodyRows()[0]?.classList.contains('table__skeleton')));
  await settle();
  assert.ok(screen.getAllByRole('checkbox').length > 1);
  key('?', document.body);
  const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  assert.ok(within(within(help).getByRole('region', { name: 'In lists' })).getByText('Approve'));
  assert.equal(within(help).queryByRole('region', { name: /cannot use these keys/ }), null);
});

test("an editor on a pending trip's details sees where it stands, no Approve or Reject, and a / r do nothing", async () => {
  const installed = withRole(installDetailsBackend(), ME.id, 'editor', ME);
  const { backend } = installed;
  const trip = pendingOldestFirst(backend.trips)[0];
  assert.ok(trip);
  renderDetails(`/trips/details/${trip.id}`);
  await screen.findByRole('heading', { level: 1, name: trip.title });
  await settle();
  const panel = screen.getByRole('region', { name: 'Decision' });
  assert.equal(within(panel).queryByRole('button', { name: /Approve/ }), null);
  assert.equal(within(panel).queryByRole('button', { name: /Reject/ }), null);
  assert.ok(within(panel).getByText('Editors can read this but not change it. An owner can change your role.'));
  key('a', document.body);
  key('r', document.body);
  await settle();
  assert.deepEqual(backend.decisions, []);
});
