import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screen, within } from '@testing-library/react';
import { ReviewHistory } from '../../../src/features/reviews/components/review-history';
import { renderUi } from '../../helpers/render';

const history = [
  { at: '2026-11-20T10:00:00.000Z', by: { id: 'a', name: 'Ana Ruiz' }, status: 'rejected' as const, reason: 'Photos are missing.' },
  { at: '2026-11-22T09:30:00.000Z', by: { id: 'b', name: 'Bo Chen' }, status: 'approved' as const, reason: null },
];

test('lists decisions newest first: what, who, when (relative and absolute) and why, then the submission', () => {
  renderUi(<ReviewHistory history={history} submittedAt="2026-11-19T08:00:00.000Z" />);
  const region = screen.getByRole('region', { name: 'History' });
  const items = within(region).getAllByRole('listitem');
  assert.equal(items.length, 3);
  assert.match(items[0]?.textContent ?? '', /^Approvedby Bo Chen/);
  assert.match(items[1]?.textContent ?? '', /^Rejectedby Ana Ruiz/);
  assert.match(items[1]?.textContent ?? '', /Reason: Photos are missing\./);
  assert.match(items[2]?.textContent ?? '', /^Submitted/);
  const time = items[0]?.querySelector('time');
  assert.equal(time?.getAttribute('dateTime'), '2026-11-22T09:30:00.000Z');
  assert.match(time?.textContent ?? '', /ago$/);
  assert.match(items[0]?.textContent ?? '', /Nov 22, 2026/);
  assert.equal(within(region).queryByText('No decisions yet.'), null);
});

test('says nothing was decided yet below the submission, which is always listed', () => {
  renderUi(<ReviewHistory history={[]} submittedAt="2026-11-19T08:00:00.000Z" />);
  const region = screen.getByRole('region', { name: 'History' });
  const empty = within(region).getByText('No decisions yet.');
  const items = within(region).getAllByRole('listitem');
  assert.equal(items.length, 1);
  assert.match(items[0]?.textContent ?? '', /^Submitted/);
  // "Submitted 6 days ago", then "No decisions yet.": the note follows the list, never precedes it.
  assert.ok(items[0]?.compareDocumentPosition(empty) === Node.DOCUMENT_POSITION_FOLLOWING);
});

test('an undo is listed after the decision it took back, with the status it restored', () => {
  const undone = [
    { at: '2026-11-22T09:30:00.000Z', by: { id: 'b', name: 'Bo Chen' }, status: 'approved' as const, reason: null },
    { at: '2026-11-22T09:30:05.000Z', by: { id: 'b', name: 'Bo Chen' }, status: 'pending' as const, reason: null, undo: true },
  ];
  renderUi(<ReviewHistory history={undone} submittedAt="2026-11-19T08:00:00.000Z" />);
  const items = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
  assert.match(items[0]?.textContent ?? '', /^Undone: back to Pendingby Bo Chen/);
  assert.match(items[1]?.textContent ?? '', /^Approvedby Bo Chen/);
});
