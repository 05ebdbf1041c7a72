import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRef, useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { PasswordField, SelectField, TextField, TextareaField, focusFirstInvalid } from '../../src/ui';
import { renderUi } from '../helpers/render';

const describedBy = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);

test('a text field is labelled, and its hint and error describe it', () => {
  renderUi(<TextField label="Email" hint="We never share it" error="Enter a valid e-mail" defaultValue="x" />);
  const input = screen.getByLabelText('Email');
  assert.equal(input.tagName, 'INPUT');
  assert.equal(input.getAttribute('aria-invalid'), 'true');
  const ids = describedBy(input);
  assert.equal(ids.length, 2);
  assert.equal(document.getElementById(ids[0] ?? '')?.textContent, 'We never share it');
  assert.equal(document.getElementById(ids[1] ?? '')?.textContent, 'Enter a valid e-mail');
  assert.equal(document.getElementById(ids[1] ?? '')?.getAttribute('role'), null, 'error is linked, not an alert');
});

test('a valid field has no aria-invalid and keeps a caller aria-describedby', () => {
  renderUi(<><p id="extra">extra</p><TextField label="Name" aria-describedby="extra" /></>);
  const input = screen.getByLabelText('Name');
  assert.equal(input.hasAttribute('aria-invalid'), false);
  assert.deepEqual(describedBy(input), ['extra']);
});

test('required shows a marker and sets the native required', () => {
  renderUi(<TextField label="First name" required />);
  const input = screen.getByRole('textbox', { name: /First name/ });
  assert.equal((input as HTMLInputElement).required, true);
  assert.ok(document.querySelector('.field__required[aria-hidden="true"]'));
});

test('a controlled text field reports typing and forwards its ref', () => {
  const ref = createRef<HTMLInputElement>();
  function Form() {
    const [value, setValue] = useState('');
    return <><TextField ref={ref} label="City" value={value} onChange={(e) => setValue(e.target.value)} /><output>{value}</output></>;
  }
  renderUi(<Form />);
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Dahab' } });
  assert.equal(document.querySelector('output')?.textContent, 'Dahab');
  assert.equal(ref.current, screen.getByLabelText('City'));
});

test('the password toggle shows and hides the password and renames itself', () => {
  renderUi(<PasswordField label="Password" defaultValue="secret" />);
  const input = screen.getByLabelText('Password') as HTMLInputElement;
  assert.equal(input.type, 'password');
  assert.equal(input.getAttribute('autocomplete'), 'current-password');
  fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
  assert.equal(input.type, 'text');
  const hide = screen.getByRole('button', { name: 'Hide password' });
  assert.equal(hide.getAttribute('aria-controls'), input.id);
  fireEvent.click(hide);
  assert.equal(input.type, 'password');
});

test('a password field passes the error wiring through', () => {
  renderUi(<PasswordField label="New password" autoComplete="new-password" error="Too short" />);
  const input = screen.getByLabelText('New password');
  assert.equal(input.getAttribute('autocomplete'), 'new-password');
  assert.equal(input.getAttribute('aria-invalid'), 'true');
  assert.ok(describedBy(input).some((id) => document.getElementById(id)?.textContent === 'Too short'));
});

test('a select field is labelled, offers a placeholder and reports changes', () => {
  const seen: string[] = [];
  renderUi(
    <SelectField label="Status" placeholder="Any status" defaultValue="" onChange={(e) => seen.push(e.target.value)}>
      <option value="pending">Pending</option>
      <option value="approved">Approved</option>
    </SelectField>,
  );
  const select = screen.getByLabelText('Status') as HTMLSelectElement;
  assert.equal(select.tagName, 'SELECT');
  assert.equal(select.options.length, 3);
  assert.equal(select.options[0]?.textContent, 'Any status');
  fireEvent.change(select, { target: { value: 'approved' } });
  assert.deepEqual(seen, ['approved']);
});

test('a textarea counts its characters against maxLength, uncontrolled', () => {
  renderUi(<TextareaField label="Reason" maxLength={200} showCount defaultValue="Blurry" />);
  const area = screen.getByLabelText('Reason');
  const counter = document.querySelector('.field__count');
  assert.equal(counter?.textContent, '6 / 200');
  assert.ok(describedBy(area).includes(counter?.id ?? '-'));
  fireEvent.change(area, { target: { value: 'Blurry photo' } });
  assert.equal(document.querySelector('.field__count')?.textContent, '12 / 200');
});

test('a textarea without showCount has no counter', () => {
  renderUi(<TextareaField label="Notes" maxLength={20} />);
  assert.equal(document.querySelector('.field__count'), null);
});

test('focusFirstInvalid focuses the first field in error', () => {
  const { container } = renderUi(
    <form>
      <TextField label="A" />
      <TextField label="B" error="Required" />
      <TextField label="C" error="Required" />
    </form>,
  );
  const form = container.querySelector('form');
  assert.ok(form);
  const field = focusFirstInvalid(form);
  assert.equal(field, screen.getByLabelText('B'));
  assert.equal(document.activeElement, screen.getByLabelText('B'));
});
