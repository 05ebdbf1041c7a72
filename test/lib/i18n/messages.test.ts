import { test } from 'node:test';
import assert from 'node:assert/strict';
import { candidateKeys, interpolate, lookup, resolve } from '../../../src/lib/i18n/messages';

const table = {
  nav: { home: 'Home', deep: { leaf: 'Leaf' } },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  items_zero: 'No items',
};

test('looks up dotted keys in nested tables', () => {
  assert.equal(lookup(table, 'nav.home'), 'Home');
  assert.equal(lookup(table, 'nav.deep.leaf'), 'Leaf');
  assert.equal(lookup(table, 'nav.deep'), undefined);
  assert.equal(lookup(table, 'nav.home.more'), undefined);
  assert.equal(lookup(table, 'missing.key'), undefined);
});

test('tries the plural category, then _other, then the bare key', () => {
  assert.deepEqual(candidateKeys('k', 1, 'en'), ['k_one', 'k_other', 'k']);
  assert.deepEqual(candidateKeys('k', 3, 'ar'), ['k_few', 'k_other', 'k']);
  assert.deepEqual(candidateKeys('k', 0, 'ar'), ['k_zero', 'k_other', 'k']);
  assert.deepEqual(candidateKeys('k', 0, 'en'), ['k_zero', 'k_other', 'k']);
  assert.deepEqual(candidateKeys('k', undefined, 'en'), ['k']);
  assert.equal(resolve(table, 'items', 0, 'en'), 'No items');
  assert.equal(resolve({ x_other: 'many' }, 'x', 1, 'en'), 'many');
});

test('interpolates names, formats numbers and leaves unknown names visible', () => {
  const fmt = (n: number) => `#${n}`;
  assert.equal(interpolate('Hi {{name}}, {{ count }} new, {{missing}}', { name: 'Ana', count: 3 }, fmt), 'Hi Ana, #3 new, {{missing}}');
  assert.equal(interpolate('No params {{x}}', undefined, fmt), 'No params {{x}}');
});

test('in a right-to-left language each text value is a bidi isolate; numbers are not', () => {
  const fmt = (n: number) => `#${n}`;
  const arabic = interpolate('صور {{name}} ({{count}})', { name: '3-day dive package', count: 2 }, fmt, true);
  assert.equal(arabic, 'صور \u20683-day dive package\u2069 (#2)');
  assert.equal(interpolate('Photos of {{name}}', { name: '3-day dive package' }, fmt), 'Photos of 3-day dive package');
});
