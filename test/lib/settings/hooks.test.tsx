import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createSettingsStore, useResolvedTheme, useSettings } from '../../../src/lib/settings';
import type { SettingsStore } from '../../../src/lib/settings';
import { fakeMatchMedia, memoryStorage } from '../../helpers/settings-fakes';

function Probe({ store }: { store: SettingsStore }) {
  const { settings, update, reset } = useSettings(store);
  const theme = useResolvedTheme(store);
  return (
    <div>
      <output>{`${settings.themeMode} ${theme} ${settings.notification.visibleToasts}`}</output>
      <button onClick={() => update({ themeMode: 'dark', notification: { visibleToasts: 2 } })}>dark</button>
      <button onClick={reset}>reset</button>
    </div>
  );
}

test('useSettings re-renders on change and exposes update and reset', () => {
  const store = createSettingsStore({ storage: memoryStorage(), matchMedia: fakeMatchMedia(false).matchMedia });
  render(<Probe store={store} />);
  assert.equal(screen.getByRole('status').textContent, 'system light 4');
  fireEvent.click(screen.getByRole('button', { name: 'dark' }));
  assert.equal(screen.getByRole('status').textContent, 'dark dark 2');
  fireEvent.click(screen.getByRole('button', { name: 'reset' }));
  assert.equal(screen.getByRole('status').textContent, 'system light 4');
});

test('useResolvedTheme follows the OS in system mode', () => {
  const media = fakeMatchMedia(false);
  const store = createSettingsStore({ storage: memoryStorage(), matchMedia: media.matchMedia });
  render(<Probe store={store} />);
  act(() => media.setDark(true));
  assert.equal(screen.getByRole('status').textContent, 'system dark 4');
});
