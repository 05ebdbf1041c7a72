// The Toaster's live regions are in the page before any toast, so what comes into them is announced;
// the Tooltip's placement arrives with its first use.
import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster, Tooltip, createToastApi, createToastStore } from '../../../src/lib/feedback';
import { WithI18n } from '../../helpers/i18n-fixture';

test('the toaster\'s live regions are there before any toast, and the toast\'s text comes into them', async () => {
  const store = createToastStore();
  render(<WithI18n><Toaster store={store} /></WithI18n>);
  const region = screen.getByRole('region', { name: 'Notifications' });
  const polite = region.querySelector('[aria-live="polite"]');
  assert.ok(polite, 'the polite live region is in the page before any toast');
  assert.equal(within(region).queryAllByRole('listitem').length, 0);
  act(() => void createToastApi(store).success('Saved'));
  await waitFor(() => assert.equal(within(region).getAllByRole('listitem').length, 1));
  assert.equal(region.querySelector('[aria-live="polite"]'), polite, 'the same live region, now with the text');
  assert.match(polite.textContent ?? '', /Success: Saved/);
});

test('a tooltip is described at once and placed once its code has loaded', async () => {
  render(<Tooltip content="Tip"><button type="button">Go</button></Tooltip>);
  const button = screen.getByRole('button');
  const tip = document.getElementById(button.getAttribute('aria-describedby') ?? '');
  assert.equal(tip?.getAttribute('role'), 'tooltip');
  act(() => button.focus());
  assert.equal(tip?.hidden, false);
  await waitFor(() => assert.equal(tip?.getAttribute('data-ready'), 'true'));
});
