import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRef } from 'react';
import { render } from '@testing-library/react';
import { cx, focusableIn, joinIds, mergeRefs } from '../../src/ui';

test('cx and joinIds keep only the truthy parts', () => {
  assert.equal(cx('btn', false, undefined, 'x', null, ''), 'btn x');
  assert.equal(joinIds(undefined, 'a', '', 'b'), 'a b');
  assert.equal(joinIds(undefined, false), undefined);
});

test('mergeRefs feeds callback and object refs alike', () => {
  const object = createRef<string>();
  let seen: string | null = null;
  mergeRefs<string>(object, (v) => { seen = v; }, undefined)('node');
  assert.equal(object.current, 'node');
  assert.equal(seen, 'node');
});

test('focusableIn lists what Tab reaches, in order, and skips the rest', () => {
  const { container } = render(
    <div>
      <button type="button">one</button>
      <button type="button" disabled>disabled</button>
      <a href="/x">two</a>
      <a>no href</a>
      <input type="hidden" />
      <div tabIndex={-1}>programmatic</div>
      <div hidden><button type="button">hidden</button></div>
      <div style={{ display: 'none' }}><button type="button">display none</button></div>
      <div tabIndex={0}>three</div>
      <textarea aria-label="four" />
    </div>,
  );
  assert.deepEqual(focusableIn(container).map((el) => el.textContent || el.getAttribute('aria-label')), ['one', 'two', 'three', 'four']);
});
