// A component loaded when first shown: nothing (and no import) before, the loaded one after, with
// the same props; shown once, it stays rendered; a failed load is tried again on the next showing.
import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, render, screen, waitFor } from '@testing-library/react';
import { lazyPart } from '../../../src/lib/lazy';

interface NoteProps { open: boolean; text: string }

function Note({ open, text }: NoteProps) {
  return <p>{open ? `open: ${text}` : `closed: ${text}`}</p>;
}

test('imports nothing until shown, then renders the loaded component with the same props', async () => {
  let imports = 0;
  const Lazy = lazyPart(async () => {
    imports += 1;
    return Note;
  }, (props: NoteProps) => props.open);
  const { container, rerender } = render(<Lazy open={false} text="a" />);
  await act(async () => {}); // the promise steps a load would take
  assert.equal(imports, 0);
  assert.equal(container.textContent, '');
  rerender(<Lazy open text="b" />);
  assert.ok(await screen.findByText('open: b'));
  rerender(<Lazy open={false} text="c" />);
  assert.ok(screen.getByText('closed: c'), 'once loaded it renders shown or not');
  assert.equal(imports, 1);
});

test('a failed load renders nothing and is tried again when shown again; preload loads ahead', async () => {
  let imports = 0;
  const Lazy = lazyPart(
    () => (++imports === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Note)),
    (props: NoteProps) => props.open,
  );
  const { container, rerender } = render(<Lazy open text="a" />);
  await waitFor(() => assert.equal(imports, 1));
  assert.equal(container.textContent, '');
  rerender(<Lazy open={false} text="a" />);
  rerender(<Lazy open text="b" />);
  assert.ok(await screen.findByText('open: b'));
  assert.equal(imports, 2);

  let preloaded = 0;
  const Early = lazyPart(async () => {
    preloaded += 1;
    return Note;
  }, (props: NoteProps) => props.open);
  await Early.preload();
  render(<Early open text="now" />);
  assert.ok(screen.getByText('open: now'), 'preloaded: drawn on the first render');
  assert.equal(preloaded, 1);
});
