import '../../helpers/dom';
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, within } from '@testing-library/react';
import { installLegalBackend, renderLegal, until } from '../../helpers/legal-fixture';

let restore = () => {};
afterEach(() => restore());

const LAYLA = { id: 'u_3', name: 'Layla Haddad', avatarUrl: null };

test('a legal page lists its versions, newest first, with who saved each and when', async () => {
  const installed = installLegalBackend();
  restore = installed.restore;
  installed.backend.aboutPrevious = [
    { ...installed.backend.about, version: 3, title: 'About', content: 'We dived.', updatedAt: '2026-11-18T08:00:00.000Z', updatedBy: { id: LAYLA.id, name: LAYLA.name } },
  ];
  renderLegal('/legal/about-us');
  const versions = await until(() => screen.getByRole('region', { name: 'Versions' }));
  const lines = await until(() => {
    const items = within(versions).getAllByRole('listitem');
    assert.equal(items.length, 2);
    return items;
  });
  assert.deepEqual(lines.map((li) => li.querySelector('.legal-versions__number')?.textContent), ['v4', 'v3']);
  assert.deepEqual(lines.map((li) => li.querySelector('.legal-versions__who')?.textContent), ['Kenji Watanabe', 'Layla Haddad']);
  assert.deepEqual(lines.map((li) => li.querySelector('time')?.getAttribute('dateTime')), ['2026-11-20T10:00:00.000Z', '2026-11-18T08:00:00.000Z']);
  within(lines[0] as HTMLElement).getByText('Current');
  assert.equal(within(lines[0] as HTMLElement).queryByRole('button'), null, 'the current one is the editor above');
});

test('an older version opens read-only in a dialog, its title and text as they were', async () => {
  const installed = installLegalBackend();
  restore = installed.restore;
  installed.backend.aboutPrevious = [
    { ...installed.backend.about, version: 3, title: 'About the old shop', content: 'We **dived** in 2019.', updatedAt: '2026-11-18T08:00:00.000Z', updatedBy: null },
  ];
  renderLegal('/legal/about-us');
  const view = await until(() => screen.getByRole('button', { name: 'View version 3' }));
  fireEvent.click(view);
  const dialog = await until(() => screen.getByRole('dialog', { name: 'Version 3' }));
  await until(() => within(dialog).getByRole('heading', { name: 'About the old shop' }));
  assert.equal(within(dialog).getByText('dived').tagName, 'STRONG', 'the text rendered, as the site shows it');
  assert.equal(within(dialog).queryAllByRole('textbox').length, 0, 'nothing to edit');
  within(dialog).getByText('no editor recorded');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await until(() => assert.equal(screen.queryByRole('dialog'), null));
  assert.equal((screen.getByLabelText(/^Title/) as HTMLInputElement).value, 'About us', 'the editor still holds the current version');
});

test('a save adds its version at the top of the list', async () => {
  const installed = installLegalBackend();
  restore = installed.restore;
  renderLegal('/legal/about-us');
  await until(() => screen.getByRole('region', { name: 'Versions' }).querySelector('.legal-versions__number') ?? assert.fail('no versions yet'));
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'About Diving' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save new version' }));
  await until(() => {
    const numbers = [...screen.getByRole('region', { name: 'Versions' }).querySelectorAll('.legal-versions__number')].map((n) => n.textContent);
    assert.deepEqual(numbers, ['v5', 'v4']);
  });
  screen.getByRole('button', { name: 'View version 4' });
});

test('the legal pages and the site contact say who else has them open', async () => {
  const installed = installLegalBackend();
  restore = installed.restore;
  installed.backend.collab.viewers.set('legal/l_about', [LAYLA]);
  const about = renderLegal('/legal/about-us');
  await until(() => screen.getByText('Layla Haddad is viewing'));
  about.unmount();
  installed.backend.contact = {
    id: 's_1', email: 'hello@diving.test', phone: '+34 932 000 412', whatsapp: null, address: 'Passeig 42', city: 'Barcelona', country: 'ES',
    openingHours: null, mapUrl: null, socials: { facebook: null, instagram: null, youtube: null, tiktok: null, x: null }, updatedAt: '2026-11-20T10:00:00.000Z',
  };
  installed.backend.collab.viewers.set('siteContact/s_1', [{ id: 'u_4', name: 'Kenji Watanabe', avatarUrl: null }]);
  renderLegal('/legal/contact-us');
  await until(() => screen.getByText('Kenji Watanabe is viewing'));
});
