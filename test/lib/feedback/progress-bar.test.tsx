import '../../helpers/dom';
import { afterEach, beforeEach, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, render, screen } from '@testing-library/react';
import { PROGRESS_ANIMATION_MS, ProgressBar, createProgress } from '../../../src/lib/feedback';
import type { Progress } from '../../../src/lib/feedback';
import { WithI18n } from '../../helpers/i18n-fixture';

let progress: Progress;
beforeEach(() => {
  mock.timers.enable({ apis: ['setTimeout', 'setInterval'] });
  progress = createProgress();
});
afterEach(() => mock.timers.reset());

test('renders nothing while idle', () => {
  render(<WithI18n><ProgressBar progress={progress} /></WithI18n>);
  assert.equal(screen.queryByRole('progressbar'), null);
});

test('shows a labelled progressbar from start until 200 ms after done', () => {
  render(<WithI18n><ProgressBar progress={progress} /></WithI18n>);
  act(() => progress.start());
  const bar = screen.getByRole('progressbar', { name: 'Loading page' });
  assert.equal(bar.getAttribute('aria-valuenow'), '8');
  act(() => progress.done());
  assert.equal(screen.getByRole('progressbar').getAttribute('aria-valuenow'), '100');
  act(() => mock.timers.tick(PROGRESS_ANIMATION_MS));
  assert.equal(screen.queryByRole('progressbar'), null);
});
