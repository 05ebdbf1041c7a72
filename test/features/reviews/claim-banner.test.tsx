import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, within } from '@testing-library/react';
import { ClaimBanner } from '../../../src/features/reviews/components/claim-banner';
import type { ReviewClaim } from '../../../src/features/reviews/components/use-claims';
import { renderUi } from '../../helpers/render';
import { until } from '../../helpers/fake-backend';

const LAYLA = { id: 'u-layla', name: 'Layla Haddad', avatarUrl: null };
const KENJI = { id: 'u-kenji', name: 'Kenji Watanabe', avatarUrl: null };
const base: ReviewClaim = { other: null, mine: true, takenBy: null, dismissTaken: () => undefined, takeOver: async () => undefined };

test('shows nothing for the admin\'s own claim', () => {
  const { container } = renderUi(<ClaimBanner claim={base} />);
  assert.equal(container.querySelector('.claim-banner'), null);
});

test('another admin\'s claim says who and for how long; Take over waits for the yes', async () => {
  let takenOver = 0;
  const since = new Date(Date.now() - 5 * 60_000).toISOString();
  const claim: ReviewClaim = {
    ...base, mine: false,
    other: { kind: 'trip', id: 't1', by: LAYLA, since, expiresAt: since },
    takeOver: async () => { takenOver += 1; },
  };
  renderUi(<ClaimBanner claim={claim} />);
  screen.getByText(/Being reviewed by Layla Haddad, 5 minutes/);
  fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Take over the review from Layla Haddad?' });
  within(dialog).getByText('Layla Haddad is told at once that you are reviewing this item now.');
  assert.equal(takenOver, 0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Take over' }));
  await until(() => assert.equal(takenOver, 1));
  await until(() => assert.ok(!screen.queryByRole('alertdialog')));
});

test('the reviewer whose claim was taken over is told in an alert they can dismiss', () => {
  let dismissed = 0;
  renderUi(<ClaimBanner claim={{ ...base, mine: false, takenBy: KENJI, dismissTaken: () => { dismissed += 1; } }} />);
  const alert = screen.getByRole('alert');
  assert.match(alert.textContent ?? '', /Kenji Watanabe took over this review/);
  fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
  assert.equal(dismissed, 1);
});
