import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRef } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Button, IconButton, LinkButton, Spinner } from '../../src/ui';
import { renderUi } from '../helpers/render';
import { here, renderRouter } from '../helpers/render-router';

test('a button does not submit unless asked to', () => {
  let submitted = 0;
  renderUi(<form onSubmit={(e) => { e.preventDefault(); submitted += 1; }}><Button>Save</Button></form>);
  const button = screen.getByRole('button', { name: 'Save' });
  assert.equal(button.getAttribute('type'), 'button');
  fireEvent.click(button);
  assert.equal(submitted, 0);
});

test('variant and size default to secondary and md and show as data attributes', () => {
  renderUi(<><Button>One</Button><Button variant="danger" size="lg">Two</Button></>);
  const one = screen.getByRole('button', { name: 'One' });
  const two = screen.getByRole('button', { name: 'Two' });
  assert.equal(one.dataset.variant, 'secondary');
  assert.equal(one.dataset.size, 'md');
  assert.equal(two.dataset.variant, 'danger');
  assert.equal(two.dataset.size, 'lg');
});

test('busy disables the button, marks it aria-busy and shows a spinner over the kept label', () => {
  let clicks = 0;
  const { rerender } = renderUi(<Button busy={false} onClick={() => { clicks += 1; }}>Save</Button>);
  const button = screen.getByRole('button', { name: 'Save' });
  assert.equal(button.hasAttribute('aria-busy'), false);
  rerender(<Button busy onClick={() => { clicks += 1; }}>Save</Button>);
  assert.equal((button as HTMLButtonElement).disabled, true);
  assert.equal(button.getAttribute('aria-busy'), 'true');
  assert.ok(button.querySelector('.btn__spinner'), 'spinner');
  assert.equal(button.querySelector('.btn__content')?.textContent, 'Save', 'label kept for the width');
  fireEvent.click(button);
  assert.equal(clicks, 0);
});

test('forwards its ref to the <button>', () => {
  const ref = createRef<HTMLButtonElement>();
  renderUi(<Button ref={ref}>Go</Button>);
  assert.equal(ref.current, screen.getByRole('button', { name: 'Go' }));
});

test('an icon button is named by its label and shows it as a tooltip on focus', () => {
  let clicks = 0;
  renderUi(<IconButton label="Delete user" icon="trash" onClick={() => { clicks += 1; }} />);
  const button = screen.getByRole('button', { name: 'Delete user' });
  assert.equal(button.dataset.variant, 'ghost');
  assert.ok(button.querySelector('svg[data-icon="trash"][aria-hidden="true"]'));
  act(() => button.focus());
  assert.equal(screen.getByRole('tooltip').textContent, 'Delete user');
  fireEvent.click(button);
  assert.equal(clicks, 1);
});

test('an icon button without tooltip renders no tooltip', () => {
  renderUi(<IconButton label="Close" icon="close" tooltip={false} />);
  assert.ok(screen.getByRole('button', { name: 'Close' }));
  assert.equal(document.querySelector('[role="tooltip"]'), null);
});

test('a spinner is decorative unless labelled', () => {
  const { container } = renderUi(<><Spinner /><Spinner label="Saving" /></>);
  assert.equal(container.querySelectorAll('.spinner[aria-hidden="true"]').length, 1);
  assert.ok(screen.getByRole('status', { name: 'Saving' }));
});

test('a link button is a link drawn as a button, its icon before the label, and goes where it points', () => {
  const { history } = renderRouter([{ path: '/', element: <LinkButton variant="primary" icon="plus" to="/news/create">New article</LinkButton> }]);
  const link = screen.getByRole('link', { name: 'New article' });
  assert.equal(link.getAttribute('href'), '/news/create');
  assert.ok(link.classList.contains('btn'));
  assert.equal(link.dataset.variant, 'primary');
  const content = link.querySelector('.btn__content');
  assert.equal(content?.firstElementChild?.tagName.toLowerCase(), 'svg', 'icon first');
  assert.equal(content?.textContent, 'New article');
  fireEvent.click(link);
  assert.equal(here(history), '/news/create');
});
