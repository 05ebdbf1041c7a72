import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '../../../src/lib/feedback';
import { here, installBackend, renderUsers, type FakeBackend } from '../../helpers/users-fixture';

let backend: FakeBackend;
let restore: () => void;
beforeEach(() => ({ backend, restore } = installBackend()));
afterEach(() => restore());

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\s*\\*?$`)) as HTMLInputElement & HTMLSelectElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const writes = () => backend.calls.filter((c) => !c.startsWith('GET'));
const errorOf = (control: HTMLElement) => (control.getAttribute('aria-describedby') ?? '').split(' ')
  .map((id) => document.getElementById(id)).filter((el) => el?.classList.contains('field__error')).map((el) => el?.textContent ?? '');
const open = async () => {
  const view = renderUsers('/management/users/new');
  await screen.findByRole('heading', { level: 1, name: 'New user' });
  return view;
};
const fillPerson = () => {
  type('E-mail', 'new.admin@diving.test');
  type('Password', 'a-long-password');
  type('First name', 'Nadia');
  type('Last name', 'Rahman');
};

test('the client checks run first: nothing is sent, each problem is next to its field, the first invalid is focused', async () => {
  await open();
  type('E-mail', 'not-an-email');
  type('Password', 'short');
  fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
  await waitFor(() => assert.deepEqual(errorOf(field('Password')), ['This password is too short.']));
  const said = (field('Password').getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  assert.deepEqual(said, ['8 to 128 characters.', 'This password is too short.'], 'the hint states the rule, the error only what is wrong');
  assert.equal(errorOf(field('First name'))[0], 'This field is required.');
  assert.equal(field('E-mail').getAttribute('aria-invalid'), 'true');
  assert.ok(document.activeElement === field('E-mail'), 'the first invalid field has the focus');
  assert.deepEqual(writes(), []);
  screen.getByText('Please correct the highlighted fields.');
});

test('an admin is created (201), the page moves to the new user with a toast', async () => {
  const { history } = await open();
  fillPerson();
  fireEvent.change(field('Role'), { target: { value: 'admin' } });
  fireEvent.change(field('Country'), { target: { value: 'PT' } });
  assert.equal(screen.queryByRole('group', { name: 'Certification document' }), null, 'no certification for an admin');
  fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
  await waitFor(() => assert.match(history.location.pathname, /^\/management\/users\/new-/));
  assert.deepEqual(backend.bodies.at(-1), {
    email: 'new.admin@diving.test', password: 'a-long-password', firstName: 'Nadia', lastName: 'Rahman', phone: null, country: 'PT', role: 'admin',
  });
  assert.ok(toastStore.get().toasts.some((t) => t.message === 'Nadia Rahman is created.'));
  await screen.findByRole('heading', { level: 1, name: 'Nadia Rahman' });
  assert.ok(!screen.queryByRole('alertdialog'), 'leaving a saved form asks nothing');
});

test('a phone is checked as the server checks it, and the server’s reasons appear next to their fields; everything typed stays', async () => {
  const { history } = await open();
  fillPerson();
  type('Phone', 'abc-not-a-phone');
  fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
  await waitFor(() => assert.deepEqual(errorOf(field('Phone')), ['Enter a phone number with its country code: + and 7 to 15 digits, such as +34 932 000 412.']));
  assert.deepEqual(writes(), []);
  assert.equal(field('Password').value, 'a-long-password');
  assert.equal(field('First name').value, 'Nadia');
  type('Phone', '');
  type('E-mail', backend.users[0]?.email ?? '');
  fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
  await waitFor(() => assert.deepEqual(errorOf(field('E-mail')), ['This e-mail is already registered.']));
  assert.equal(history.location.pathname, '/management/users/new');
});

test('a dive master brings a certification; the document is checked before it is sent', async () => {
  const { history } = await open();
  fillPerson();
  fireEvent.change(field('Role'), { target: { value: 'diveMaster' } });
  const group = screen.getByRole('group', { name: 'Certification document' });
  fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
  await waitFor(() => assert.equal(errorOf(field('Agency'))[0], 'This field is required.'));
  type('Agency', 'PADI');
  type('Level', 'Divemaster');
  type('Certification number', 'PADI-123456');

  const input = group.querySelector('input[type="file"]') as HTMLInputElement;
  const pick = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  pick(new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
  await within(group).findByText('“notes.pdf” is not a picture we can use. Choose a PNG, JPEG, WebP, or GIF file.');
  pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
  await within(group).findByText('“huge.png” is larger than 5 MB. Choose a smaller picture.');
  assert.ok(!backend.calls.some((c) => c.startsWith('POST /api/v1/uploads')), 'nothing was uploaded');
  pick(new File([new Uint8Array(64)], 'card.png', { type: 'image/png' }));
  const preview = await within(group).findByRole('img', { name: 'The certification document' });
  assert.match(preview.getAttribute('src') ?? '', /^blob:/, 'the private document is shown from memory');
  assert.ok(backend.calls.includes('POST /api/v1/uploads?purpose=document'), 'uploaded as a document');
  assert.ok(backend.calls.includes('GET /api/v1/uploads/doc-1.png'), 'fetched with the token');
  assert.ok(!within(group).queryByText(/larger than/));

  fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
  await waitFor(() => assert.match(here(history), /^\/management\/users\/new-/));
  assert.deepEqual((backend.bodies.at(-1) as { certification: unknown }).certification, {
    agency: 'PADI', level: 'Divemaster', number: 'PADI-123456', documentUrl: '/api/v1/uploads/doc-1.png',
  });
  const cert = await screen.findByRole('region', { name: 'Certification' });
  within(cert).getByText('Pending');
});
