import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mock } from 'node:test';
import {
  DARK_SCHEME_QUERY, DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, createSettingsStore, resolveTheme, settingsReducer,
} from '../../../src/lib/settings';
import { fakeMatchMedia, memoryStorage } from '../../helpers/settings-fakes';

test('starts from the defaults when nothing is stored', () => {
  const store = createSettingsStore({ storage: memoryStorage(), matchMedia: null });
  assert.deepEqual(store.get(), DEFAULT_SETTINGS);
});

test('persists every change as JSON under "settings" and reads it back', () => {
  const storage = memoryStorage();
  const store = createSettingsStore({ storage, matchMedia: null });
  store.update({ themeMode: 'dark', primaryColorScheme: 'amber', notification: { position: 'top-center' } });
  const stored = JSON.parse(storage.map.get(SETTINGS_STORAGE_KEY) ?? 'null');
  assert.equal(stored.primaryColorScheme, 'amber');
  const again = createSettingsStore({ storage, matchMedia: null });
  assert.deepEqual(again.get(), store.get());
  assert.deepEqual(again.get().notification, { isExpanded: false, position: 'top-center', visibleToasts: 4 });
});

test('garbage in storage never breaks loading', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  for (const json of ['{not json', '"dark"', 'null', '[]', '{"themeMode":"sepia","notification":5}', '']) {
    const store = createSettingsStore({ storage: memoryStorage({ settings: json }), matchMedia: null });
    assert.deepEqual(store.get(), DEFAULT_SETTINGS, json);
  }
  assert.equal(warn.mock.callCount(), 2, 'the two unparsable values are reported');
});

test('keeps the valid fields of partial stored data', () => {
  const storage = memoryStorage({ settings: JSON.stringify({ cardSkin: 'shadow', notification: { isExpanded: true } }) });
  const state = createSettingsStore({ storage, matchMedia: null }).get();
  assert.equal(state.cardSkin, 'shadow');
  assert.equal(state.notification.isExpanded, true);
  assert.equal(state.notification.visibleToasts, 4);
});

test('works when storage throws, logging the first failure once', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  const storage = {
    getItem: () => { throw new Error('denied'); },
    setItem: () => { throw new Error('quota'); },
  };
  const store = createSettingsStore({ storage, matchMedia: null });
  assert.deepEqual(store.get(), DEFAULT_SETTINGS);
  store.update({ isMonochrome: true });
  store.update({ cardSkin: 'shadow' });
  assert.equal(store.get().isMonochrome, true);
  assert.equal(store.get().cardSkin, 'shadow');
  assert.equal(warn.mock.callCount(), 1);
});

test('notifies subscribers on change only, and reset returns to the defaults', () => {
  const store = createSettingsStore({ storage: memoryStorage(), matchMedia: null });
  const listener = mock.fn();
  const unsubscribe = store.subscribe(listener);
  store.update({ cardSkin: 'bordered' });
  assert.equal(listener.mock.callCount(), 0);
  store.update({ cardSkin: 'shadow' });
  store.reset();
  assert.equal(listener.mock.callCount(), 2);
  assert.deepEqual(store.get(), DEFAULT_SETTINGS);
  unsubscribe();
  store.update({ cardSkin: 'shadow' });
  assert.equal(listener.mock.callCount(), 2);
});

test('the reducer returns the same state for a no-op and validates replacements', () => {
  const state = settingsReducer(DEFAULT_SETTINGS, { type: 'replace', settings: { themeLayout: 'sideblock' } });
  assert.equal(state.themeLayout, 'sideblock');
  assert.equal(settingsReducer(state, { type: 'update', patch: { themeLayout: 'sideblock' } }), state);
  assert.deepEqual(settingsReducer(state, { type: 'reset' }), DEFAULT_SETTINGS);
});

test('resolves the theme from the mode and the OS preference', () => {
  assert.equal(resolveTheme({ themeMode: 'system' }, true), 'dark');
  assert.equal(resolveTheme({ themeMode: 'system' }, false), 'light');
  assert.equal(resolveTheme({ themeMode: 'light' }, true), 'light');
  assert.equal(resolveTheme({ themeMode: 'dark' }, false), 'dark');
});

test('in system mode follows the OS while subscribed', () => {
  const media = fakeMatchMedia(false);
  const store = createSettingsStore({ storage: memoryStorage(), matchMedia: media.matchMedia });
  const seen: string[] = [];
  const unsubscribe = store.subscribe(() => seen.push(store.getResolvedTheme()));
  assert.equal(store.getResolvedTheme(), 'light');
  assert.deepEqual(media.queries, [DARK_SCHEME_QUERY]);
  media.setDark(true);
  media.setDark(false);
  assert.deepEqual(seen, ['dark', 'light']);
  unsubscribe();
  assert.equal(media.listeners.size, 0);
});

test('stops listening to the OS when the mode leaves system, and resumes when it returns', () => {
  const media = fakeMatchMedia(true);
  const store = createSettingsStore({ storage: memoryStorage(), matchMedia: media.matchMedia });
  const listener = mock.fn();
  store.subscribe(listener);
  assert.equal(media.listeners.size, 1);
  store.update({ themeMode: 'light' });
  assert.equal(media.listeners.size, 0);
  media.setDark(false);
  assert.equal(listener.mock.callCount(), 1, 'only the mode change notified');
  store.update({ themeMode: 'system' });
  assert.equal(media.listeners.size, 1);
  assert.equal(store.getResolvedTheme(), 'light');
});
