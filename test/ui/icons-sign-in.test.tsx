// Only icons.tsx is imported here (not ui/index.ts), as on the sign-in page: the set is not loaded yet.
// test: own process — the sign-in icons are tested before anything loads the whole set.
import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { render, screen } from '@testing-library/react';
import { Icon, SIGN_IN_ICON_PATHS, iconPathsOf, loadIcons } from '../../src/ui/icons';
import type { IconName } from '../../src/ui/icon-paths';

const pathsOf = (container: HTMLElement, name: string) =>
  container.querySelector(`svg[data-icon="${name}"]`)?.querySelectorAll('path').length ?? 0;

test('the sign-in icons draw at once, without the rest of the set', () => {
  const names = Object.keys(SIGN_IN_ICON_PATHS) as IconName[];
  const { container } = render(<>{names.map((name) => <Icon key={name} name={name} />)}</>);
  for (const name of names) assert.ok(pathsOf(container, name) > 0, name);
  assert.equal(iconPathsOf('menu'), undefined);
});

test('another icon loads the set and then draws', async () => {
  const { container } = render(<Icon name="menu" />);
  assert.equal(pathsOf(container, 'menu'), 0);
  await screen.findByText((_, element) => element?.getAttribute('data-icon') === 'menu' && element.querySelector('path') !== null);
  assert.equal(pathsOf(container, 'menu'), 3);
});

test('once loadIcons has settled, every icon draws on the first render', async () => {
  await loadIcons();
  const { container } = render(<><Icon name="trash" /><Icon name="mail" /></>);
  assert.ok(pathsOf(container, 'trash') > 0);
  assert.ok(pathsOf(container, 'mail') > 0);
});
