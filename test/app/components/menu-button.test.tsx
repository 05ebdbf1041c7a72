import '../../helpers/dom';
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, render, screen } from '@testing-library/react';
import { MenuButton, preloadMenu } from '../../../src/app/components/menu-button.tsx';

// The open menu loads on first hover or focus; load it up front so each test runs synchronously.
before(() => preloadMenu());

function setup() {
  const chosen: string[] = [];
  render(
    <MenuButton
      label="Choose language: EN"
      trigger="EN"
      items={['en', 'es', 'ar'].map((code) => ({ key: code, label: code.toUpperCase(), checked: code === 'en', onSelect: () => chosen.push(code) }))}
    />,
  );
  return { chosen, trigger: screen.getByRole('button', { name: 'Choose language: EN' }) };
}

test('opens on ArrowDown with focus on the first item and moves with the arrows', () => {
  const { trigger } = setup();
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  assert.equal(trigger.getAttribute('aria-expanded'), 'true');
  const items = screen.getAllByRole('menuitemradio');
  assert.equal(document.activeElement, items[0]);
  fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowUp' });
  assert.equal(document.activeElement, items[2]);
  assert.equal(items[0]?.getAttribute('aria-checked'), 'true');
});

test('Escape closes and gives focus back to the trigger', () => {
  const { trigger } = setup();
  fireEvent.click(trigger);
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  assert.equal(screen.queryByRole('menu'), null);
  assert.equal(document.activeElement, trigger);
});

test('choosing an item runs it and closes the menu', () => {
  const { trigger, chosen } = setup();
  fireEvent.click(trigger);
  fireEvent.click(screen.getByRole('menuitemradio', { name: 'ES' }));
  assert.deepEqual(chosen, ['es']);
  assert.equal(screen.queryByRole('menu'), null);
});
