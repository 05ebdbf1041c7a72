import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContactMessage } from '../../../src/contract';
import { toastStore } from '../../../src/lib/feedback';
import { installBackend, renderContact, settle, type FakeBackend } from '../../helpers/contact-fixture';

let backend: FakeBackend;
let restore: () => void;
beforeEach(() => ({ backend, restore } = installBackend()));
afterEach(() => restore());

const toasts = () => toastStore.get().toasts.map((t) => t.message);
// The message's own writes (the page's presence heartbeat is not one).
const puts = () => backend.calls.filter((c) => c.startsWith('PUT /api/v1/contact/'));
const someone = (pick: (m: ContactMessage) => boolean): ContactMessage => {
  const message = backend.messages.find(pick);
  assert.ok(message);
  return message;
};
const open = async (message: ContactMessage, search = '') => {
  const view = renderContact(`/contact/messages/${message.id}${search}`);
  await screen.findByRole('heading', { level: 1, name: message.subject });
  return view;
};
const statusCard = () => screen.getByRole('region', { name: 'Status' });

test('the whole message: its text with line breaks kept, the sender, when it arrived, and a reply link', async () => {
  const message = backend.messages.find((m) => m.message.includes('\n') && m.phone !== null) ?? someone((m) => m.phone !== null);
  await open(message);
  const text = document.querySelector('.contact-message__text');
  assert.equal(text?.textContent, message.message, 'the text exactly as written');
  const sender = screen.getByRole('region', { name: 'Sender' });
  within(sender).getByText(message.name);
  within(sender).getByText(message.email);
  const phone = within(sender).getByText(message.phone ?? '');
  assert.match(phone.closest('a')?.getAttribute('href') ?? '', /^tel:\+?\d{3,}$/);
  const received = within(sender).getByText('Received').nextElementSibling;
  assert.equal(received?.querySelector('time')?.getAttribute('dateTime'), message.createdAt);
  assert.match(received?.textContent ?? '', /ago.*\d{4}/, 'relative, then the absolute date');
  const reply = within(sender).getByRole('link', { name: 'Reply by e-mail' });
  const href = new URL(reply.getAttribute('href') ?? '');
  assert.equal(href.protocol, 'mailto:');
  assert.equal(decodeURIComponent(href.pathname), message.email);
  assert.equal(href.searchParams.get('subject'), /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject.replace(/\s+/g, ' ')}`);
});

test('opening a new message leaves it new; "Mark as in progress" comes first and changes it, guarded by what was shown', async () => {
  const message = someone((m) => m.status === 'new');
  await open(message);
  await settle();
  assert.deepEqual(puts(), [], 'opening writes nothing');
  within(statusCard()).getByText('New');
  const buttons = within(statusCard()).getAllByRole('button');
  assert.deepEqual(buttons.map((b) => b.textContent), ['Mark as in progress', 'Mark as resolved', 'Archive']);
  assert.equal(buttons[0]?.getAttribute('data-variant'), 'primary');
  fireEvent.click(within(statusCard()).getByRole('button', { name: 'Mark as in progress' }));
  await waitFor(() => assert.equal(within(statusCard()).getByRole('button', { name: 'Mark as resolved' }).getAttribute('data-variant'), 'primary'));
  assert.deepEqual(backend.bodies.at(-1), { status: 'in_progress', expectedUpdatedAt: message.updatedAt });
  within(statusCard()).getByText('In progress');
  assert.ok(toasts().includes('Marked as in progress.'));
  assert.deepEqual(within(statusCard()).getAllByRole('button').map((b) => b.textContent), ['Mark as resolved', 'Mark as new', 'Archive']);
});

test('someone changed it first: nothing is overwritten, who and when is shown with the status it has now', async () => {
  const message = someone((m) => m.status === 'in_progress');
  await open(message);
  backend.raceNextPut = true;
  fireEvent.click(within(statusCard()).getByRole('button', { name: 'Mark as resolved' }));
  const alert = await within(statusCard()).findByRole('alert');
  within(alert).getByText('Archived by Layla Haddad at 10:15 UTC');
  within(alert).getByText('Its status now: Archived.');
  assert.equal(backend.messages.find((m) => m.id === message.id)?.status, 'archived', 'the resolve did not happen');
  await waitFor(() => within(statusCard()).getByText('Archived', { selector: '.badge' }));
  // The page now holds the fresh record: choosing again is guarded by its updatedAt, and goes through.
  fireEvent.click(within(statusCard()).getByRole('button', { name: 'Mark as in progress' }));
  await waitFor(() => assert.equal(backend.messages.find((m) => m.id === message.id)?.status, 'in_progress'));
  await waitFor(() => assert.equal(within(statusCard()).queryByRole('alert'), null));
});

test('a failed change says why and keeps the status; an unknown message says so', async () => {
  const message = someone((m) => m.status === 'resolved');
  const view = await open(message);
  backend.failNextPut = true;
  fireEvent.click(within(statusCard()).getByRole('button', { name: 'Archive' }));
  const alert = await within(statusCard()).findByRole('alert');
  assert.match(alert.textContent ?? '', /The store is down/);
  within(statusCard()).getByText('Resolved', { selector: '.badge' });
  view.unmount();

  renderContact('/contact/messages/no-such-message');
  await screen.findByText('This message does not exist or was deleted.');
  assert.equal(screen.getByRole('link', { name: 'All messages' }).getAttribute('href'), '/contact/all');
});

test('hostile text shows as text: markup, a script and a right-to-left override stay characters', async () => {
  const message = someone((m) => m.status === 'new');
  Object.assign(message, {
    name: '<img src=x onerror=alert(1)>', subject: '<script>alert(1)</script>\u202Etxt.exe',
    message: 'line one\n\n  <b>two</b> [x](javascript:alert(1))', email: 'x?cc=evil@evil.test',
  });
  await open(message);
  assert.equal(document.querySelector('img[src="x"], script, b'), null);
  assert.equal(document.querySelector('.contact-message__text')?.textContent, message.message);
  assert.equal(document.querySelector('a[href^="javascript"]'), null);
  const reply = screen.getByRole('link', { name: 'Reply by e-mail' });
  assert.deepEqual([...new URL(reply.getAttribute('href') ?? '').searchParams.keys()], ['subject']);
});

test('the status history says who moved the message to each status, and when, after its arrival', async () => {
  const message = someone((m) => m.status === 'new');
  message.status = 'resolved';
  message.statusHistory = [
    { from: 'new', to: 'in_progress', at: '2026-11-24T10:00:00.000Z', by: { id: 'u-2', name: 'Layla Haddad' } },
    { from: 'in_progress', to: 'resolved', at: '2026-11-24T16:30:00.000Z', by: { id: 'u-3', name: 'Kenji Watanabe' } },
  ];
  await open(message);
  const history = screen.getByRole('region', { name: 'Status history' });
  const lines = within(history).getAllByRole('listitem');
  assert.deepEqual(lines.map((li) => li.querySelector('.contact-history__who')?.textContent), ['Received', 'by Layla Haddad', 'by Kenji Watanabe']);
  assert.deepEqual(lines.map((li) => li.querySelector('.badge')?.textContent), ['New', 'In progress', 'Resolved']);
  assert.deepEqual(lines.map((li) => li.querySelector('time')?.getAttribute('dateTime')), [message.createdAt, '2026-11-24T10:00:00.000Z', '2026-11-24T16:30:00.000Z']);
});
