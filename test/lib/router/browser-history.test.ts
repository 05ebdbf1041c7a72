import '../../dom';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { afterNextPaint } from '../../../src/lib/after-paint';
import { createBrowserAppHistory } from '../../../src/lib/router';

const painted = () => new Promise((resolve) => afterNextPaint(() => resolve(undefined)));
const idx = () => (window.history.state as { idx?: number } | null)?.idx;

describe('createBrowserAppHistory', () => {
  it('numbers the first entry once the page has painted, not while it starts', async () => {
    window.history.replaceState(null, '', '/login');
    const history = createBrowserAppHistory();
    assert.equal(idx(), undefined, 'no history write before the first paint');
    assert.equal(history.location.pathname, '/login');
    await painted();
    assert.equal(idx(), 0);
    assert.equal(window.location.pathname, '/login');
  });

  it('keeps an entry the app wrote before the paint (a redirect) instead of overwriting it', async () => {
    window.history.replaceState(null, '', '/dashboards/home');
    const history = createBrowserAppHistory();
    history.replace('/login?redirect=%2Fdashboards%2Fhome', { from: 'guard' });
    await painted();
    assert.equal(window.location.pathname + window.location.search, '/login?redirect=%2Fdashboards%2Fhome');
    assert.deepEqual(window.history.state, { usr: { from: 'guard' }, key: history.location.key, idx: 0 });
    history.push('/password/forgot-password');
    assert.equal(idx(), 1);
    assert.equal(history.location.pathname, '/password/forgot-password');
  });
});
