import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { render, fireEvent, screen } from '@testing-library/react';
import { I18nProvider, createI18n } from '../../src/lib/i18n';
import { Badge, Card, CardHeader, EmptyState, ErrorState, FullScreenLoader, Skeleton, VisuallyHidden } from '../../src/ui';
import { renderUi } from '../helpers/render';

test('the error state shows the message and its retry button calls back', () => {
  let retries = 0;
  renderUi(<ErrorState message="The server did not answer" onRetry={() => { retries += 1; }} />);
  const alert = screen.getByRole('alert');
  assert.match(alert.textContent ?? '', /Something went wrong/);
  assert.match(alert.textContent ?? '', /The server did not answer/);
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  assert.equal(retries, 1);
});

test('the error state has no retry button without onRetry, and a busy one while retrying', () => {
  const { rerender } = renderUi(<ErrorState message="Gone" />);
  assert.equal(screen.queryByRole('button'), null);
  rerender(<ErrorState message="Gone" onRetry={() => {}} retrying />);
  assert.equal(screen.getByRole('button', { name: 'Try again' }).getAttribute('aria-busy'), 'true');
});

test('the empty state says "Nothing here yet" unless told otherwise, with an action', () => {
  const { rerender } = renderUi(<EmptyState />);
  assert.ok(screen.getByText('Nothing here yet'));
  rerender(<EmptyState icon="newspaper" title="No news yet" description="Write the first one" action={<button type="button">Create news</button>} />);
  assert.ok(screen.getByText('No news yet'));
  assert.ok(screen.getByText('Write the first one'));
  assert.ok(screen.getByRole('button', { name: 'Create news' }));
  assert.ok(document.querySelector('svg[data-icon="newspaper"]'));
});

test('the full-screen loader is a status named "Loading…" showing the app title', () => {
  renderUi(<FullScreenLoader />);
  const status = screen.getByRole('status', { name: 'Loading…' });
  assert.match(status.textContent ?? '', /Diving/);
});

test('the full-screen loader is named by the app title before any text has loaded', () => {
  const i18n = createI18n({ loaders: { en: () => new Promise(() => {}) }, storage: null, navigatorLanguages: ['en'] });
  render(<I18nProvider i18n={i18n}><FullScreenLoader /></I18nProvider>);
  assert.ok(screen.getByRole('status', { name: 'Diving' }));
});

test('skeletons are hidden from assistive technology and draw the lines asked for', () => {
  const { container } = renderUi(<><Skeleton lines={3} width="60%" /><Skeleton shape="circle" width="2rem" height="2rem" /></>);
  const lines = container.querySelector('.skeleton-lines');
  assert.equal(lines?.getAttribute('aria-hidden'), 'true');
  assert.equal(lines?.querySelectorAll('.skeleton').length, 3);
  const circle = container.querySelector<HTMLElement>('.skeleton[data-shape="circle"]');
  assert.equal(circle?.getAttribute('aria-hidden'), 'true');
  assert.equal(circle?.style.inlineSize || circle?.style.getPropertyValue('inline-size'), '2rem');
});

test('a card leaves its skin to the appearance setting unless given one', () => {
  const { container } = renderUi(
    <>
      <Card as="section" aria-labelledby="c1"><CardHeader title="Profile" titleId="c1" description="Who you are" actions={<button type="button">Edit</button>} /></Card>
      <Card skin="shadow" padding="lg">Body</Card>
    </>,
  );
  const [first, second] = container.querySelectorAll<HTMLElement>('.card');
  assert.equal(first?.tagName, 'SECTION');
  assert.equal(first?.hasAttribute('data-skin'), false);
  assert.ok(screen.getByRole('region', { name: 'Profile' }));
  assert.equal(screen.getByRole('heading', { name: 'Profile' }).tagName, 'H2');
  assert.equal(second?.dataset.skin, 'shadow');
  assert.equal(second?.dataset.padding, 'lg');
});

test('a badge carries its tone, variant and optional dot', () => {
  const { container } = renderUi(<><Badge>Draft</Badge><Badge tone="success" variant="solid" dot>Approved</Badge></>);
  const [plain, approved] = container.querySelectorAll<HTMLElement>('.badge');
  assert.equal(plain?.dataset.tone, 'neutral');
  assert.equal(plain?.dataset.variant, 'soft');
  assert.equal(plain?.querySelector('.badge__dot'), null);
  assert.equal(approved?.dataset.tone, 'success');
  assert.equal(approved?.dataset.variant, 'solid');
  assert.equal(approved?.querySelector('.badge__dot')?.getAttribute('aria-hidden'), 'true');
  assert.equal(approved?.textContent, 'Approved');
});

test('visually hidden content stays in the accessibility tree', () => {
  renderUi(<button type="button"><VisuallyHidden>Open menu</VisuallyHidden></button>);
  assert.ok(screen.getByRole('button', { name: 'Open menu' }).querySelector('.sr-only'));
});
