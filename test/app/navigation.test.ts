import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NAV_SECTIONS, SETTINGS_SECTION, pageLabelOf, screenOf, sectionOf } from '../../src/app/navigation.ts';
import { SCREENS } from '../../src/app/screens.tsx';
import { paths } from '../../src/paths.ts';

test('every navigation item lives under its section root', () => {
  for (const section of [...NAV_SECTIONS, SETTINGS_SECTION]) {
    assert.ok(section.items.length > 0, section.id);
    for (const item of section.items) assert.ok(item.path.startsWith(`${section.root}/`), item.path);
  }
});

test('every shell screen lives under its section root; the others have none', () => {
  for (const screen of SCREENS) {
    if ((screen.frame ?? 'shell') !== 'shell') {
      assert.equal(screen.section, undefined, screen.path);
      continue;
    }
    const section = [...NAV_SECTIONS, SETTINGS_SECTION].find((s) => s.id === screen.section);
    assert.ok(section && screen.path.startsWith(`${section.root}/`), screen.path);
  }
});

test('lists the pages of a section in declaration order, details pages left out', () => {
  const trips = NAV_SECTIONS.find((s) => s.id === 'trips');
  assert.deepEqual(trips?.items.map((i) => i.path), [paths.trips.all, paths.trips.pending, paths.trips.approved, paths.trips.rejected]);
  assert.equal(SETTINGS_SECTION.id, 'settings');
  assert.ok(!NAV_SECTIONS.some((s) => s.id === 'settings'));
});

test('finds the section and page label of a path, details pages included', () => {
  assert.equal(sectionOf('/trips/pending')?.id, 'trips');
  assert.equal(pageLabelOf('/trips/pending'), 'nav.items.pending');
  assert.equal(pageLabelOf(paths.trips.details('t 1')), 'nav.details.trip');
  assert.equal(pageLabelOf(paths.products.details('p1')), 'nav.details.product');
  assert.equal(pageLabelOf(paths.diveMaster.details('u1')), 'nav.details.diveMaster');
  assert.equal(screenOf(paths.trips.details('t1'))?.title, 'nav.details.trip');
  assert.equal(sectionOf('/settings/appearance')?.id, 'settings');
  assert.equal(sectionOf('/tripsx'), undefined);
  assert.equal(pageLabelOf('/nowhere'), undefined);
  assert.equal(pageLabelOf('/trips/details'), undefined);
});

test('detail paths encode their id and fill their pattern', () => {
  assert.equal(paths.diveMaster.details('a/b?c'), '/dive-master/details/a%2Fb%3Fc');
  assert.equal(paths.trips.details('t1'), paths.trips.detailsPattern.replace(':id', 't1'));
  assert.equal(paths.products.details('p1'), '/products/view/p1');
});
