import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NAV_SECTIONS, pageLabelOf, sectionOf } from '../../src/app/navigation.ts';
import { paths } from '../../src/paths.ts';

test('every navigation item lives under its section root', () => {
  for (const section of NAV_SECTIONS) {
    for (const item of section.items) assert.ok(item.path.startsWith(`${section.root}/`), item.path);
  }
});

test('finds the section and page label of a path, details pages included', () => {
  assert.equal(sectionOf('/trips/pending')?.id, 'trips');
  assert.equal(pageLabelOf('/trips/pending'), 'nav.items.pending');
  assert.equal(pageLabelOf(paths.trips.details('t 1')), 'nav.details.trip');
  assert.equal(pageLabelOf(paths.products.view('p1')), 'nav.details.product');
  assert.equal(sectionOf('/settings/appearance')?.id, 'settings');
  assert.equal(sectionOf('/tripsx'), undefined);
  assert.equal(pageLabelOf('/nowhere'), undefined);
});

test('detail paths encode their id', () => {
  assert.equal(paths.diveMaster.details('a/b?c'), '/dive-master/details/a%2Fb%3Fc');
});
