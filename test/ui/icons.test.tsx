import '../helpers/dom';
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { render } from '@testing-library/react';
import { ICON_NAMES, ICON_PATHS, Icon, MIRRORED_ICONS, loadIcons, type IconName } from '../../src/ui';

// As in the signed-in app, where the set loads with the shell.
before(() => loadIcons());

test('every icon draws decorative 24×24 paths in currentColor', () => {
  const { container } = render(<>{ICON_NAMES.map((name) => <Icon key={name} name={name} />)}</>);
  const svgs = container.querySelectorAll('svg');
  assert.equal(svgs.length, ICON_NAMES.length);
  for (const svg of svgs) {
    const name = svg.getAttribute('data-icon') ?? '';
    assert.equal(svg.getAttribute('aria-hidden'), 'true', name);
    assert.equal(svg.getAttribute('viewBox'), '0 0 24 24', name);
    assert.equal(svg.getAttribute('stroke'), 'currentColor', name);
    assert.ok(svg.querySelectorAll('path').length > 0, name);
  }
});

test('path data is well formed: no NaN, numbers and commands only', () => {
  for (const [name, paths] of Object.entries(ICON_PATHS)) {
    for (const d of paths) assert.match(d, /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/, `${name}: ${d}`);
  }
});

test('direction-sensitive icons carry data-mirror; others do not', () => {
  const { container } = render(<><Icon name="chevron-right" /><Icon name="chevron-down" /><Icon name="search" className="x" /></>);
  const [right, down, search] = container.querySelectorAll('svg');
  assert.ok(right?.hasAttribute('data-mirror'));
  assert.equal(down?.hasAttribute('data-mirror'), false);
  assert.equal(search?.getAttribute('class'), 'icon x');
  assert.ok(MIRRORED_ICONS.has('chevron-left'));
});

test('has the icons the screens ask for, aliases included', () => {
  const wanted: IconName[] = [
    'menu', 'close', 'x', 'chevron-left', 'chevron-right', 'chevron-down', 'chevrons-left', 'chevrons-right',
    'search', 'sun', 'moon', 'monitor', 'globe', 'user', 'users', 'logout', 'settings', 'palette',
    'home', 'inbox', 'mail', 'newspaper', 'file-text', 'legal', 'phone', 'check', 'alert-triangle', 'info',
    'eye', 'eye-off', 'plus', 'trash', 'sort-asc', 'sort-desc', 'sort-none', 'anchor',
    'package', 'award', 'badge', 'refresh', 'external-link', 'lock', 'key', 'waves',
  ];
  for (const name of wanted) assert.ok(ICON_NAMES.includes(name), name);
});
