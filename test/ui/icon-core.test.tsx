// Only icons.tsx is imported here (not ui/index.ts), as on the sign-in screen: the full set is not loaded yet.
import '../dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { render, screen } from '@testing-library/react';
import { Icon } from '../../src/ui/icons';
import { BOOT_ICON_PATHS, iconPathsOf } from '../../src/ui/icon-core';

const pathsOf = (container: HTMLElement, name: string) =>
  container.querySelector(`svg[data-icon="${name}"]`)?.querySelectorAll('path').length ?? 0;

test('the sign-in icons draw at once, without the full set', () => {
  const { container } = render(<>{Object.keys(BOOT_ICON_PATHS).map((name) => <Icon key={name} name={name as keyof typeof BOOT_ICON_PATHS} />)}</>);
  for (const name of Object.keys(BOOT_ICON_PATHS)) assert.ok(pathsOf(container, name) > 0, name);
  assert.equal(iconPathsOf('menu'), undefined);
});

test('another icon loads the full set and then draws', async () => {
  const { container } = render(<Icon name="menu" />);
  assert.equal(pathsOf(container, 'menu'), 0);
  await screen.findByText((_, element) => element?.getAttribute('data-icon') === 'menu' && element.querySelector('path') !== null);
  assert.equal(pathsOf(container, 'menu'), 3);
});
