import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DARK_COLOR_SCHEMES, DEFAULT_SETTINGS, LIGHT_COLOR_SCHEMES, PRIMARY_COLOR_SCHEMES, TOAST_POSITIONS,
} from '../../../src/lib/settings';

test('the defaults are those of the spec', () => {
  assert.deepEqual(DEFAULT_SETTINGS, {
    themeMode: 'system',
    themeLayout: 'main-layout',
    cardSkin: 'bordered',
    isMonochrome: false,
    darkColorScheme: 'cinder',
    lightColorScheme: 'slate',
    primaryColorScheme: 'rose',
    notification: { isExpanded: false, position: 'bottom-right', visibleToasts: 4 },
  });
});

test('the option lists hold every scheme of the families', () => {
  assert.deepEqual([...DARK_COLOR_SCHEMES].sort(), ['black', 'cinder', 'mint', 'mirage', 'navy']);
  assert.deepEqual([...LIGHT_COLOR_SCHEMES].sort(), ['gray', 'neutral', 'slate']);
  assert.deepEqual([...PRIMARY_COLOR_SCHEMES].sort(), ['amber', 'blue', 'green', 'indigo', 'purple', 'rose']);
  assert.equal(TOAST_POSITIONS.length, 6);
});
