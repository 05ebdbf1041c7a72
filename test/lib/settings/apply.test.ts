import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applySettings, createSettingsStore, settingsAttributes, DEFAULT_SETTINGS } from '../../../src/lib/settings';
import { fakeMatchMedia, memoryStorage } from '../../helpers/settings-fakes';

test('maps settings to the data-* attributes of the tokens', () => {
  assert.deepEqual(settingsAttributes({ ...DEFAULT_SETTINGS, isMonochrome: true }, 'dark'), {
    'data-theme': 'dark',
    'data-mode': 'system',
    'data-layout': 'main-layout',
    'data-card-skin': 'bordered',
    'data-monochrome': 'true',
    'data-dark-scheme': 'cinder',
    'data-light-scheme': 'slate',
    'data-primary': 'rose',
  });
});

test('applies the settings to the root at once and on every change', () => {
  const root = document.createElement('div');
  const store = createSettingsStore({ storage: memoryStorage(), matchMedia: fakeMatchMedia(false).matchMedia });
  const stop = applySettings(root, store);
  assert.equal(root.getAttribute('data-theme'), 'light');
  assert.equal(root.getAttribute('data-primary'), 'rose');
  assert.equal(root.style.colorScheme, 'light');
  store.update({ themeMode: 'dark', primaryColorScheme: 'blue', themeLayout: 'sideblock', isMonochrome: true });
  assert.equal(root.getAttribute('data-theme'), 'dark');
  assert.equal(root.getAttribute('data-mode'), 'dark');
  assert.equal(root.getAttribute('data-primary'), 'blue');
  assert.equal(root.getAttribute('data-layout'), 'sideblock');
  assert.equal(root.getAttribute('data-monochrome'), 'true');
  assert.equal(root.style.colorScheme, 'dark');
  stop();
  store.update({ primaryColorScheme: 'green' });
  assert.equal(root.getAttribute('data-primary'), 'blue');
});

test('in system mode the root follows OS scheme changes live', () => {
  const media = fakeMatchMedia(false);
  const store = createSettingsStore({ storage: memoryStorage(), matchMedia: media.matchMedia });
  const root = document.createElement('div');
  const stop = applySettings(root, store);
  media.setDark(true);
  assert.equal(root.getAttribute('data-theme'), 'dark');
  assert.equal(root.getAttribute('data-mode'), 'system');
  store.update({ themeMode: 'light' });
  media.setDark(true);
  assert.equal(root.getAttribute('data-theme'), 'light');
  assert.equal(media.listeners.size, 0, 'the OS listener is removed outside system mode');
  stop();
});

test('defaults to <html> and the app store', () => {
  const stop = applySettings();
  assert.equal(document.documentElement.getAttribute('data-dark-scheme'), 'cinder');
  assert.match(document.documentElement.getAttribute('data-theme') ?? '', /^(light|dark)$/);
  stop();
});
