// Without preloading: the Toaster's stack and the Tooltip's placement arrive with their first use.
import '../../dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster, Tooltip, createToastApi, createToastStore } from '../../../src/lib/feedback';
import { WithI18n } from './i18n-fixture';

test('the toaster announces at once and shows the stack once its code has loaded', async () => {
  const store = createToastStore();
  render(<WithI18n><Toaster store={store} /></WithI18n>);
  const region = screen.getByRole('region', { name: 'Notifications' });
  assert.equal(region.querySelector('ol'), null);
  act(() => void createToastApi(store).success('Saved'));
  assert.match(region.querySelector('[aria-live="polite"]')?.textContent ?? '', /Success: Saved/);
  await waitFor(() => assert.equal(within(region).getAllByRole('listitem').length, 1));
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
