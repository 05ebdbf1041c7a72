import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider, createI18n, type Messages } from '../../src/lib/i18n';
import { Gallery, stepIndex } from '../../src/ui';
import { en, renderUi } from '../helpers/render';

const images = [1, 2, 3, 4, 5].map((n) => ({ src: `/uploads/trip-${n}.png`, alt: `Reef photo ${n}` }));
const shown = () => (screen.getByRole('dialog').querySelector('.gallery-dialog__image') as HTMLImageElement);

test('steps around a ring in both directions', () => {
  assert.equal(stepIndex(0, 1, 5), 1);
  assert.equal(stepIndex(4, 1, 5), 0);
  assert.equal(stepIndex(0, -1, 5), 4);
  assert.equal(stepIndex(0, 1, 0), 0);
});

test('lists thumbnails named after their pictures, and draws nothing without pictures', () => {
  const { unmount } = renderUi(<Gallery images={images} label="Trip photos" />);
  const list = screen.getByRole('list', { name: 'Trip photos' });
  assert.equal(within(list).getAllByRole('button').length, 5);
  screen.getByRole('button', { name: 'Open Reef photo 2 larger' });
  unmount();
  const empty = renderUi(<Gallery images={[]} label="Trip photos" />);
  assert.equal(empty.container.innerHTML, '');
});

test('opens the chosen picture large with its alt text and a counter; arrows move and wrap', async () => {
  renderUi(<Gallery images={images} label="Trip photos" />);
  fireEvent.click(screen.getByRole('button', { name: 'Open Reef photo 2 larger' }));
  const dialog = await screen.findByRole('dialog', { name: 'Trip photos' });
  assert.equal(shown().getAttribute('alt'), 'Reef photo 2');
  assert.equal(shown().getAttribute('src'), '/uploads/trip-2.png');
  assert.ok(within(dialog).getByText('2 of 5', { selector: '.gallery-dialog__counter' }));
  const next = within(dialog).getByRole('button', { name: 'Next picture' });
  fireEvent.keyDown(next, { key: 'ArrowRight' });
  assert.equal(shown().getAttribute('alt'), 'Reef photo 3');
  fireEvent.keyDown(next, { key: 'ArrowLeft' });
  fireEvent.keyDown(next, { key: 'ArrowLeft' });
  fireEvent.keyDown(next, { key: 'ArrowLeft' });
  assert.equal(shown().getAttribute('alt'), 'Reef photo 5', 'wraps from the first to the last');
  fireEvent.click(next);
  assert.equal(shown().getAttribute('alt'), 'Reef photo 1');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
  assert.equal(shown().getAttribute('alt'), 'Reef photo 5');
});

test('Esc closes and gives focus back to the thumbnail', async () => {
  renderUi(<Gallery images={images} label="Trip photos" />);
  const thumb = screen.getByRole('button', { name: 'Open Reef photo 4 larger' });
  act(() => thumb.focus());
  fireEvent.click(thumb);
  fireEvent.keyDown(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Next picture' }), { key: 'Escape' });
  assert.equal(screen.queryByRole('dialog'), null);
  assert.equal(document.activeElement, thumb);
});

test('in Arabic the arrows are mirrored: ← shows the next picture', async () => {
  const ar = JSON.parse(readFileSync(new URL('../../locales/ar.json', import.meta.url), 'utf8')) as Messages;
  const i18n = createI18n({ loaders: {}, resources: { en, ar }, storage: null, navigatorLanguages: ['ar'] });
  assert.equal(i18n.dir, 'rtl');
  render(<I18nProvider i18n={i18n}><Gallery images={images} label="صور الرحلة" /></I18nProvider>);
  fireEvent.click(screen.getAllByRole('button')[0] as HTMLElement);
  const next = within(await screen.findByRole('dialog')).getByRole('button', { name: 'الصورة التالية' });
  fireEvent.keyDown(next, { key: 'ArrowLeft' });
  assert.equal(shown().getAttribute('alt'), 'Reef photo 2');
  fireEvent.keyDown(next, { key: 'ArrowRight' });
  fireEvent.keyDown(next, { key: 'ArrowRight' });
  assert.equal(shown().getAttribute('alt'), 'Reef photo 5');
});

test('a single picture opens without previous / next', async () => {
  renderUi(<Gallery images={images.slice(0, 1)} label="Document" />);
  fireEvent.click(screen.getByRole('button', { name: 'Open Reef photo 1 larger' }));
  await screen.findByRole('dialog', { name: 'Document' });
  assert.equal(screen.queryByRole('button', { name: 'Next picture' }), null);
  assert.equal(shown().getAttribute('alt'), 'Reef photo 1');
});
