import '../../helpers/dom';
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, within } from '@testing-library/react';
import { installLegalBackend, renderLegal, until } from '../../helpers/legal-fixture';

let restore = () => {};
afterEach(() => restore());

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

test('without a site contact the form starts empty and the first save creates it', async () => {
  const installed = installLegalBackend();
  restore = installed.restore;
  renderLegal('/legal/contact-us');
  const create = await until(() => screen.getByRole('button', { name: 'Create contact details' }));
  assert.ok(screen.getByText('The site has no contact details yet: the first save creates them.'));
  assert.equal(input(/^E-mail/).value, '');
  type(/^E-mail/, 'hello@diving.test');
  type(/^Phone/, '+34 932 000 412');
  type(/^Address/, 'Passeig de Joan de Borbó 42');
  type(/^City/, 'Barcelona');
  fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'ES' } });
  type(/^Instagram/, 'https://www.instagram.com/divingmarketplace');
  fireEvent.click(create);
  await until(() => screen.getByRole('button', { name: 'Save contact details' }));
  const sent = installed.backend.writes[0];
  assert.ok(sent);
  assert.equal(sent.expectedUpdatedAt, undefined, 'nothing to guard on the first save');
  assert.deepEqual(sent.socials, { facebook: null, instagram: 'https://www.instagram.com/divingmarketplace', youtube: null, tiktok: null, x: null });
  assert.equal(installed.backend.contact?.city, 'Barcelona');
});

test('the server’s field errors show on their fields (socials.x on X), everything typed kept', async () => {
  const installed = installLegalBackend();
  restore = installed.restore;
  installed.backend.contact = {
    id: 's_1', email: 'hello@diving.test', phone: '+34 932 000 412', whatsapp: null, address: 'Passeig 42', city: 'Barcelona', country: 'ES',
    openingHours: null, mapUrl: null, socials: { facebook: null, instagram: null, youtube: null, tiktok: null, x: null }, updatedAt: '2026-11-20T10:00:00.000Z',
  };
  installed.backend.refusedX = 'https://x.com/nobody-here';
  renderLegal('/legal/contact-us');
  await until(() => screen.getByRole('button', { name: 'Save contact details' }));
  type(/^X/, 'https://x.com/nobody-here');
  type(/^Opening hours/, 'Mornings');
  fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
  await until(() => screen.getByText('That profile does not exist.'));
  assert.equal(input(/^X/).getAttribute('aria-invalid'), 'true');
  assert.equal((screen.getByLabelText(/^Opening hours/) as HTMLTextAreaElement).value, 'Mornings');
  assert.equal(installed.backend.writes[0]?.expectedUpdatedAt, '2026-11-20T10:00:00.000Z');
  assert.ok(screen.getByRole('alert'), 'the form says why');
});

test('a legal conflict is merged by field: their title taken, the text both changed offered side by side, then saved on their version', async () => {
  const installed = installLegalBackend();
  restore = installed.restore;
  renderLegal('/legal/about-us');
  const text = await until(() => screen.getByLabelText(/^Text/) as HTMLTextAreaElement);
  await until(() => assert.equal(text.value, '# About\n\nWe dive.'));
  assert.ok(screen.getByText('Version 4'));
  // Someone else saves version 5 meanwhile: a new title and a new text.
  installed.backend.about = {
    ...installed.backend.about, title: 'About the marketplace', content: 'Theirs.', version: 5,
    updatedAt: '2026-11-25T08:59:00.000Z', updatedBy: { id: 'u_3', name: 'Layla Haddad' },
  };
  fireEvent.change(text, { target: { value: 'Mine.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save new version' }));
  const notice = await until(() => screen.getByTestId('merge-notice'));
  assert.equal(installed.backend.writes[0]?.expectedVersion, 4);
  assert.equal(notice.getAttribute('role'), 'alert');
  assert.match(notice.textContent ?? '', /Layla Haddad saved a new version/);
  assert.match(notice.textContent ?? '', /Layla Haddad changed title; your changes are kept\./);
  assert.equal(input(/^Title/).value, 'About the marketplace', 'the field only they changed follows their version');
  assert.equal(text.value, 'Mine.', 'the field both changed keeps the typing until a choice');
  const group = within(notice).getByRole('group', { name: /^Text: you both changed it/ });
  assert.ok(within(group).getByText('Mine.'));
  assert.ok(within(group).getByText('Theirs.'));
  // No save while the choice is open.
  fireEvent.click(screen.getByRole('button', { name: 'Save new version' }));
  assert.equal(installed.backend.writes.length, 1);
  fireEvent.click(within(group).getByRole('button', { name: 'Keep your version of “Text”' }));
  assert.equal(within(notice).queryByRole('group'), null);
  assert.match(notice.textContent ?? '', /save to keep both/);
  fireEvent.click(screen.getByRole('button', { name: 'Save new version' }));
  await until(() => screen.getByText('Version 6'));
  assert.equal(installed.backend.writes[1]?.expectedVersion, 5);
  assert.deepEqual([installed.backend.about.title, installed.backend.about.content], ['About the marketplace', 'Mine.']);
});
