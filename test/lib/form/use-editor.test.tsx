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
const conflict = () => new HttpError({ status: 409, body: { success: false, code: 'CONFLICT', message: 'Changed by Ana', current: theirs } as ErrorEnvelope });

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

test('keep mine keeps the typing on their version; load theirs shows theirs with the typing kept aside', async () => {
  await conflicted();
  act(() => current().keepMine());
  assert.equal(current().form.values.title, 'Typed');
  assert.equal(current().form.stamp, 't2', 'the next save replaces their version knowingly');
  assert.deepEqual(shown, [theirs]);

  await conflicted();
  act(() => current().loadTheirs());
  assert.equal(current().form.values.title, 'Theirs');
  assert.deepEqual(current().form.stash, { title: 'Typed' });
});
