// Back during a save, then Forward: the form opened again waits for the save it left running and
// says how it ended (saved, or the typing kept), never "your unsaved changes were restored" after a
// save that went through; left for good, a toast says it.
import '../../helpers/dom';
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm, type FormApi, type SubmitHandler } from '../../../src/lib/form/index.ts';
import { HttpError } from '../../../src/lib/http/index.ts';
import { toastStore } from '../../../src/lib/feedback/index.ts';
import { FormAlert } from '../../../src/ui/form-alert.tsx';
import { WithI18n } from '../../helpers/render.tsx';

type V = { title: string };
let api: FormApi<V> | null = null;

function Editor({ onSave }: { onSave: SubmitHandler<V> }) {
  const form = useForm<V>({ initial: { title: 'Saved' }, stamp: 'v1', draftKey: 'away:1' });
  api = form;
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onSave)(e)}>
      <FormAlert form={form} />
      <label htmlFor="t">Title</label>
      <input id="t" {...form.text('title')} />
      <button type="submit">Save</button>
    </form>
  );
}

const mount = (onSave: SubmitHandler<V>) => render(<WithI18n><Editor onSave={onSave} /></WithI18n>);
const current = (): FormApi<V> => {
  assert.ok(api);
  return api;
};
const toasts = () => toastStore.get().toasts.filter((t) => !t.closing).map((t) => t.message);
/** A save the test ends when it likes. */
function slowSave() {
  let finish: (ok: boolean) => void = () => {};
  const onSave: SubmitHandler<V> = (values) => new Promise((resolve, reject) => {
    finish = (ok) => (ok ? resolve({ values, stamp: 'v2' }) : reject(new HttpError({ status: 503, body: { success: false, code: 'UNAVAILABLE', message: 'Down' } })));
  });
  return { onSave, finish: (ok: boolean) => finish(ok) };
}
/** Types, saves, and leaves while the save runs (Back). */
async function leaveDuringSave(onSave: SubmitHandler<V>) {
  const first = mount(onSave);
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Renamed' } });
  await act(async () => { fireEvent.submit(screen.getByRole('button', { name: 'Save' })); });
  first.unmount();
}

beforeEach(() => {
  sessionStorage.clear();
  toastStore.dismiss();
});

test('Forward during the save: the form says it is being saved, then saved, and is clean', async () => {
  const save = slowSave();
  await leaveDuringSave(save.onSave);
  const again = mount(save.onSave);
  assert.equal((screen.getByLabelText('Title') as HTMLInputElement).value, 'Renamed');
  assert.equal(current().restored, false, 'not "restored": it is on its way');
  screen.getByText('Your changes are being saved…');
  assert.equal(screen.queryByText(/were restored/), null);
  assert.equal(current().blocking, false, 'nothing to lose while it is saved');
  await act(async () => { save.finish(true); });
  screen.getByText('Your changes were saved.');
  assert.equal(current().dirty, false);
  assert.equal(current().stamp, 'v2');
  assert.deepEqual(toasts(), [], 'the form says it: no toast besides');
  again.unmount();
  assert.equal(sessionStorage.getItem('draft:away:1'), null);
});

test('Forward during a save that fails: the typing is here, and the form says it was not saved', async () => {
  const save = slowSave();
  await leaveDuringSave(save.onSave);
  const again = mount(save.onSave);
  await act(async () => { save.finish(false); });
  screen.getByText('Your changes were not saved. They are kept here: save them again, or discard them.');
  assert.equal((screen.getByLabelText('Title') as HTMLInputElement).value, 'Renamed');
  assert.equal(current().dirty, true);
  assert.equal(current().blocking, true);
  again.unmount();
});

test('left for good during the save: a toast says it was saved, or that the typing is kept', async () => {
  const ok = slowSave();
  await leaveDuringSave(ok.onSave);
  await act(async () => { ok.finish(true); });
  // The toasts' code loads when a form first needs it (lib/form keeps it off the sign-in page's first paint).
  await waitFor(() => assert.deepEqual(toasts(), ['Your changes were saved.']));
  toastStore.dismiss();
  const failing = slowSave();
  await leaveDuringSave(failing.onSave);
  await act(async () => { failing.finish(false); });
  await waitFor(() => assert.deepEqual(toasts(), ['Your changes were not saved. They are kept: open the form again to save them.']));
  assert.match(sessionStorage.getItem('draft:away:1') ?? '', /Renamed/);
});
