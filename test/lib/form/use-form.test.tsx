import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DRAFT_WRITE_DELAY_MS, required, useForm, type FormApi, type FormRules, type SubmitHandler } from '../../../src/lib/form/index.ts';
import { HttpError } from '../../../src/lib/http/index.ts';
import type { ErrorEnvelope } from '../../../src/contract/index.ts';
import { WithI18n } from '../../helpers/render.tsx';

type V = { title: string; body: string };
const RULES: FormRules<V> = { title: [required] };

let api: FormApi<V> | null = null;

function Editor({ onSave, draftKey = 'test:1', initial = { title: 'Saved', body: '' }, stamp = 'v1' }: {
  onSave: SubmitHandler<V>; draftKey?: string | null; initial?: V; stamp?: string;
}) {
  const form = useForm<V>({ initial, stamp, draftKey, rules: RULES });
  api = form;
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onSave)(e)}>
      <label htmlFor="t">Title</label>
      <input id="t" {...form.text('title')} aria-invalid={form.text('title').error ? true : undefined} />
      {form.text('title').error && <p>{form.text('title').error}</p>}
      <label htmlFor="b">Body</label>
      <textarea id="b" {...form.text('body')} aria-invalid={form.error('body') ? true : undefined} />
      {form.error('body') && <p>{form.error('body')}</p>}
      <button type="submit" disabled={form.submitting}>Save</button>
    </form>
  );
}

const mount = (props: Parameters<typeof Editor>[0]) => render(<WithI18n><Editor {...props} /></WithI18n>);
const current = (): FormApi<V> => {
  assert.ok(api);
  return api;
};

test('client checks show on submit and focus the first invalid field; nothing is sent', async () => {
  sessionStorage.clear();
  let calls = 0;
  mount({ onSave: async () => { calls += 1; } });
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  ' } });
  await act(async () => { fireEvent.submit(screen.getByRole('button', { name: 'Save' })); });
  assert.equal(calls, 0);
  assert.ok(screen.getByText('This field is required.'));
  assert.equal(document.activeElement, screen.getByLabelText('Title'));
  assert.equal(current().invalid, true);
});

test('a failed save keeps the typing and puts the server’s errors on their fields', async () => {
  sessionStorage.clear();
  const failure = new HttpError({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: 'Some fields are not valid.', errors: [{ field: 'body', message: 'Must be at most 5 characters.' }] } });
  mount({ onSave: async () => { throw failure; } });
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'too long text' } });
  await act(async () => { fireEvent.submit(screen.getByRole('button', { name: 'Save' })); });
  assert.equal((screen.getByLabelText('Body') as HTMLTextAreaElement).value, 'too long text');
  assert.ok(screen.getByText('Use at most 5 characters.'));
  assert.equal(current().failure, failure);
  assert.equal(current().blocking, true);
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'short' } });
  assert.equal(screen.queryByText('Use at most 5 characters.'), null, 'editing the field clears its server error');
});

test('the draft survives a remount and is dropped once saved', async () => {
  sessionStorage.clear();
  const first = mount({ onSave: async () => {} });
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'kept across reloads' } });
  first.unmount(); // unmounting writes the pending draft at once
  assert.match(sessionStorage.getItem('draft:test:1') ?? '', /kept across reloads/);
  const second = mount({ onSave: async (values) => ({ values, stamp: 'v2' }) });
  assert.equal((screen.getByLabelText('Body') as HTMLTextAreaElement).value, 'kept across reloads');
  assert.equal(current().restored, true);
  await act(async () => { fireEvent.submit(screen.getByRole('button', { name: 'Save' })); });
  assert.equal(current().dirty, false);
  assert.equal(current().stamp, 'v2');
  assert.equal(sessionStorage.getItem('draft:test:1'), null);
  second.unmount();
});

test('typing is written to the draft after a quiet moment, not on every key', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  sessionStorage.clear();
  mount({ onSave: async () => {} });
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'a' } });
  assert.equal(sessionStorage.getItem('draft:test:1'), null);
  act(() => t.mock.timers.tick(DRAFT_WRITE_DELAY_MS - 1));
  assert.equal(sessionStorage.getItem('draft:test:1'), null, 'not before the quiet moment');
  act(() => t.mock.timers.tick(1));
  assert.match(sessionStorage.getItem('draft:test:1') ?? '', /"body":"a"/);
});

test('a conflict keeps the typing and, without a way to read their version, merges nothing', async () => {
  sessionStorage.clear();
  const body = { success: false, code: 'CONFLICT', message: 'Changed by Ana Ruiz at 10:15 UTC', current: { title: 'Theirs' }, by: { id: 'u2', name: 'Ana Ruiz' } } as ErrorEnvelope;
  mount({ onSave: async () => { throw new HttpError({ status: 409, body }); } });
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'mine' } });
  await act(async () => { fireEvent.submit(screen.getByRole('button', { name: 'Save' })); });
  assert.deepEqual(current().conflict, { message: 'Changed by Ana Ruiz at 10:15 UTC', current: { title: 'Theirs' }, by: { id: 'u2', name: 'Ana Ruiz' } });
  assert.equal((screen.getByLabelText('Body') as HTMLTextAreaElement).value, 'mine');
  assert.deepEqual([current().stamp, current().merge], ['v1', null]);
});

test('without a draft key nothing is stored (passwords)', () => {
  sessionStorage.clear();
  const view = mount({ onSave: async () => {}, draftKey: null });
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'secret' } });
  view.unmount();
  assert.equal(sessionStorage.length, 0);
});

test('a save that ends after its form went away clears the draft it left behind', async () => {
  sessionStorage.clear();
  let finish: () => void = () => {};
  const view = mount({ onSave: () => new Promise<void>((resolve) => { finish = resolve; }) });
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Renamed' } });
  await act(async () => { fireEvent.submit(screen.getByRole('button', { name: 'Save' })); });
  view.unmount();
  assert.ok(sessionStorage.getItem('draft:test:1'), 'leaving mid-save keeps the typing as a draft');
  await act(async () => { finish(); await Promise.resolve(); });
  assert.equal(sessionStorage.getItem('draft:test:1'), null, 'the save settled it: nothing comes back as unsaved');
});
