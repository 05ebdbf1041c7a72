import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, render } from '@testing-library/react';
import { useEditor, type EditorApi } from '../../../src/lib/form/index.ts';
import { HttpError } from '../../../src/lib/http/index.ts';
import type { ErrorEnvelope } from '../../../src/contract/index.ts';
import { WithI18n } from '../../helpers/render.tsx';

type Doc = { id: string; title: string; updatedAt: string };
type V = { title: string };

let editor: EditorApi<Doc, V> | null = null;
const shown: Doc[] = [];

function Harness({ record }: { record: Doc }) {
  editor = useEditor<Doc, V>({
    record, toValues: (d) => ({ title: d?.title ?? '' }), stampOf: (d) => d.updatedAt, draftKey: null,
    asRecord: (v) => (typeof v === 'object' && v !== null && 'updatedAt' in v ? (v as Doc) : null),
    show: (d) => shown.push(d),
  });
  return null;
}

const current = () => {
  assert.ok(editor);
  return editor;
};
const mine: Doc = { id: 'd1', title: 'Mine', updatedAt: 't1' };
const theirs: Doc = { id: 'd1', title: 'Theirs', updatedAt: 't2' };
const conflict = () => new HttpError({ status: 409, body: { success: false, code: 'CONFLICT', message: 'Changed by Ana', current: theirs, by: { id: 'u2', name: 'Ana Ruiz' } } as ErrorEnvelope });

async function conflicted(): Promise<void> {
  shown.length = 0;
  render(<WithI18n><Harness record={mine} /></WithI18n>);
  act(() => current().form.set('title', 'Typed'));
  await act(async () => { await current().save(async () => { throw conflict(); })(); });
  assert.deepEqual(current().theirs, theirs);
}

test('a guarded save sends the stamp it is based on, shows the saved record and rebases on it', async () => {
  shown.length = 0;
  render(<WithI18n><Harness record={mine} /></WithI18n>);
  act(() => current().form.set('title', 'Typed'));
  let sentStamp: string | null = null;
  const saved: Doc = { id: 'd1', title: 'Typed', updatedAt: 't3' };
  await act(async () => { await current().save(async (_values, stamp) => { sentStamp = stamp; return saved; })(); });
  assert.equal(sentStamp, 't1');
  assert.deepEqual(shown, [saved]);
  assert.equal(current().form.stamp, 't3');
  assert.equal(current().form.dirty, false);
});

test('a conflict merges their version at once, names who saved it, and a field both changed waits for a choice', async () => {
  await conflicted();
  assert.deepEqual(shown, [theirs], 'their version is shown: the page around the form follows it');
  const merge = current().merge;
  assert.ok(merge);
  assert.deepEqual([merge.cause, merge.by, merge.at, merge.taken, merge.choices], ['save', 'Ana Ruiz', 't2', [], [{ field: 'title', mine: 'Typed', theirs: 'Theirs' }]]);
  assert.equal(current().form.stamp, 't2', 'the next save is based on their version');
  let sent = 0;
  const refused = await act(() => current().save(async () => { sent += 1; return theirs; })());
  assert.deepEqual([refused, sent], [false, 0], 'no save while a choice is open');
  act(() => current().form.choose('title', 'mine'));
  assert.equal(current().form.values.title, 'Typed');
  assert.deepEqual(current().merge?.choices, []);
});

test('a newer record arriving while the editor is open is merged in and told, with the typing kept', async () => {
  shown.length = 0;
  type Article = { id: string; title: string; body: string; updatedAt: string };
  let api: EditorApi<Article, { title: string; body: string }> | null = null;
  function Two({ record }: { record: Article }) {
    api = useEditor<Article, { title: string; body: string }>({
      record, toValues: (d) => ({ title: d?.title ?? '', body: d?.body ?? '' }), stampOf: (d) => d.updatedAt, draftKey: null,
      asRecord: () => null,
    });
    return null;
  }
  const first: Article = { id: 'a', title: 'Reef', body: 'One.', updatedAt: 't1' };
  const view = render(<WithI18n><Two record={first} /></WithI18n>);
  act(() => api?.form.set('body', 'One. Two.'));
  view.rerender(<WithI18n><Two record={{ ...first, title: 'Reef, updated', updatedAt: 't2' }} /></WithI18n>);
  assert.deepEqual(api!.form.values, { title: 'Reef, updated', body: 'One. Two.' });
  assert.deepEqual([api!.merge?.cause, api!.merge?.taken, api!.merge?.at, api!.merge?.by], ['live', ['title'], 't2', null]);
});
