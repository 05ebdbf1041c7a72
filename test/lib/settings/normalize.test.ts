import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_SETTINGS, mergeSettings, normalizeSettings } from '../../../src/lib/settings';

test('garbage of any shape normalizes to the defaults', () => {
  for (const garbage of [undefined, null, 42, 'dark', [], [1, 2], true, () => 1, { themeMode: 7 }]) {
    assert.deepEqual(normalizeSettings(garbage), DEFAULT_SETTINGS);
  }
});

test('each invalid field falls back on its own while valid fields are kept', () => {
  const settings = normalizeSettings({
    themeMode: 'dark',
    themeLayout: 'sidebar',
    cardSkin: 'shadow',
    isMonochrome: 'yes',
    darkColorScheme: 'navy',
    lightColorScheme: 42,
    primaryColorScheme: 'toString',
    notification: { position: 'middle', visibleToasts: 2, isExpanded: true },
    extra: 'ignored',
  });
  assert.deepEqual(settings, {
    ...DEFAULT_SETTINGS,
    themeMode: 'dark',
    cardSkin: 'shadow',
    darkColorScheme: 'navy',
    notification: { isExpanded: true, position: 'bottom-right', visibleToasts: 2 },
  });
});

test('reads colour schemes stored as objects by older versions', () => {
  const settings = normalizeSettings({
    darkColorScheme: { name: 'mint', 900: '#000' },
    lightColorScheme: { name: 'gray' },
    primaryColorScheme: { name: 'indigo', 500: '#6366f1' },
  });
  assert.equal(settings.darkColorScheme, 'mint');
  assert.equal(settings.lightColorScheme, 'gray');
  assert.equal(settings.primaryColorScheme, 'indigo');
});

test('clamps the visible toast count to 1–10 and rejects non-numbers', () => {
  const count = (value: unknown) => normalizeSettings({ notification: { visibleToasts: value } }).notification.visibleToasts;
  assert.equal(count(0), 1);
  assert.equal(count(99), 10);
  assert.equal(count('3'), 3);
  assert.equal(count(2.6), 3);
  assert.equal(count(Number.NaN), 4);
  assert.equal(count('many'), 4);
});

test('merging deep-merges notification and ignores invalid values', () => {
  const state = normalizeSettings({ themeMode: 'dark', notification: { position: 'top-left' } });
  const next = mergeSettings(state, { notification: { visibleToasts: 2 } });
  assert.deepEqual(next.notification, { isExpanded: false, position: 'top-left', visibleToasts: 2 });
  assert.equal(next.themeMode, 'dark');
  const unchanged = mergeSettings(state, { themeMode: 'sepia' as never });
  assert.equal(unchanged.themeMode, 'dark');
});
