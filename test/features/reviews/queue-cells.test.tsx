import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { render } from '@testing-library/react';
import { createI18n, type I18n } from '../../../src/lib/i18n';
import { statusBadge, submittedCell } from '../../../src/features/reviews/components/queue-cells';
import { TRIP_QUEUE } from '../../../src/features/reviews/components/queue-trips';
import type { Trip } from '../../../src/contract';
import { en } from '../../helpers/render';

// As useI18n gives it: a new object per language (and per loaded texts) over one instance.
const view = (i18n: I18n): I18n => ({ ...i18n });
const now = Date.parse('2026-11-25T12:00:00Z');

test('queue cells give each item\'s age in one style, pending or not, with the overdue badge and the status', () => {
  const a = view(createI18n({ loaders: {}, resources: { en }, storage: null, navigatorLanguages: ['en'] }));
  const old = '2026-11-20T12:00:00Z';

  const { container } = render(<div>{submittedCell(a, old, 'pending', now)}{submittedCell(a, old, 'approved', now)}{statusBadge(a, 'rejected')}</div>);
  const times = container.querySelectorAll('time');
  assert.equal(times[0]?.textContent, '5 days');
  assert.equal(times[1]?.textContent, '5 days');
  assert.match(times[0]?.getAttribute('title') ?? '', /Nov 20, 2026/);
  assert.equal(container.querySelectorAll('.queue-age__overdue').length, 1, 'only the pending one is overdue');
  assert.match(container.textContent ?? '', /Rejected/);
});

test('the trips queue cells show each trip\'s own place, dates, price and dive master', () => {
  const i18n = view(createI18n({ loaders: {}, resources: { en }, storage: null, navigatorLanguages: ['en'] }));
  const trip = (id: string, place: string, amount: number, first: string) => ({
    id, title: id, location: { name: place, country: 'EG' }, startDate: '2026-12-19', endDate: '2026-12-30',
    price: { amount, currency: 'EUR' }, diveMaster: { firstName: first, lastName: 'Diver' },
  }) as unknown as Trip;
  const cells = (t: Trip) => TRIP_QUEUE.columns.map((c) => c.render(t, i18n));
  const one = cells(trip('a', 'Dahab', 12_500, 'Ana'));
  const { container } = render(<table><tbody><tr>{[...one, ...cells(trip('c', 'Hurghada', 9_900, 'Bo'))].map((c, i) => <td key={i}>{c}</td>)}</tr></tbody></table>);
  const text = [...container.querySelectorAll('td')].map((td) => td.textContent);
  assert.deepEqual(text.slice(0, 4), ['Dahab, Egypt', 'Dec 19, 2026 – Dec 30, 2026', '€125.00', 'Ana Diver']);
  assert.deepEqual(text.slice(4), ['Hurghada, Egypt', 'Dec 19, 2026 – Dec 30, 2026', '€99.00', 'Bo Diver']);
});
