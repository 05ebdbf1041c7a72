import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { Checkbox, CheckboxField, RadioGroup, SegmentedControl, SwitchField } from '../../src/ui';
import { renderUi } from '../helpers/render';

test('a checkbox field is labelled, reports changes and carries its error', () => {
  const seen: boolean[] = [];
  renderUi(<CheckboxField label="Send a copy" hint="To your inbox" error="Must accept" onChange={(e) => seen.push(e.target.checked)} />);
  const box = screen.getByLabelText('Send a copy') as HTMLInputElement;
  assert.equal(box.type, 'checkbox');
  assert.equal(box.getAttribute('aria-invalid'), 'true');
  assert.equal(box.getAttribute('aria-describedby')?.split(' ').length, 2);
  fireEvent.click(box);
  assert.equal(box.checked, true);
  assert.deepEqual(seen, [true]);
});

test('a checkbox shows the mixed state when indeterminate', () => {
  const { rerender } = renderUi(<Checkbox aria-label="All" indeterminate />);
  const box = screen.getByLabelText('All') as HTMLInputElement;
  assert.equal(box.indeterminate, true);
  rerender(<Checkbox aria-label="All" indeterminate={false} />);
  assert.equal(box.indeterminate, false);
});

test('an uncontrolled switch flips aria-checked and reports each state', () => {
  const seen: boolean[] = [];
  renderUi(<SwitchField label="Monochrome" hint="Greys only" onChange={(on) => seen.push(on)} />);
  const toggle = screen.getByRole('switch', { name: 'Monochrome' });
  assert.equal(toggle.getAttribute('aria-checked'), 'false');
  assert.equal(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent, 'Greys only');
  fireEvent.click(toggle);
  assert.equal(toggle.getAttribute('aria-checked'), 'true');
  fireEvent.click(toggle);
  assert.equal(toggle.getAttribute('aria-checked'), 'false');
  assert.deepEqual(seen, [true, false]);
});

test('a controlled switch follows its checked prop', () => {
  function Owner() {
    const [on, setOn] = useState(true);
    return <SwitchField label="Expanded" checked={on} onChange={setOn} name="expanded" />;
  }
  const { container } = renderUi(<Owner />);
  const toggle = screen.getByRole('switch', { name: 'Expanded' });
  assert.equal(toggle.getAttribute('aria-checked'), 'true');
  assert.equal(container.querySelector<HTMLInputElement>('input[name="expanded"]')?.value, 'true');
  fireEvent.click(toggle);
  assert.equal(toggle.getAttribute('aria-checked'), 'false');
  assert.equal(container.querySelector<HTMLInputElement>('input[name="expanded"]')?.value, 'false');
});

test('a switch does not toggle while disabled', () => {
  const seen: boolean[] = [];
  renderUi(<SwitchField label="Off" disabled onChange={(on) => seen.push(on)} />);
  fireEvent.click(screen.getByRole('switch', { name: 'Off' }));
  assert.deepEqual(seen, []);
});

const modes = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System', disabled: true },
] as const;

test('a radio group is a named radiogroup and selects the clicked option', () => {
  const seen: string[] = [];
  renderUi(<RadioGroup label="Theme" options={modes} defaultValue="light" variant="card" onChange={(v) => seen.push(v)} />);
  const group = screen.getByRole('radiogroup', { name: 'Theme' });
  assert.equal(group.dataset.variant, 'card');
  const dark = screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement;
  assert.equal((screen.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked, true);
  fireEvent.click(dark);
  assert.equal(dark.checked, true);
  assert.deepEqual(seen, ['dark']);
  assert.equal((screen.getByRole('radio', { name: 'System' }) as HTMLInputElement).disabled, true);
});

test('a segmented control is a radio group drawn as segments, controlled', () => {
  function Owner() {
    const [mode, setMode] = useState<'light' | 'dark' | 'system'>('dark');
    return <SegmentedControl label="Mode" options={modes} value={mode} onChange={setMode} error="Pick one" />;
  }
  renderUi(<Owner />);
  const group = screen.getByRole('radiogroup', { name: 'Mode' });
  assert.equal(group.dataset.variant, 'segmented');
  assert.equal(group.getAttribute('aria-invalid'), 'true');
  fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
  assert.equal((screen.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked, true);
  assert.equal((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked, false);
});
