import '../../helpers/dom';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { afterNextPaint } from '../../../src/lib/after-paint';
import { createBrowserAppHistory } from '../../../src/lib/router';

const painted = () => new Promise((resolve) => afterNextPaint(() => resolve(undefined)));
const idx = () => (window.history.state as { idx?: number } | null)?.idx;

describe('createBrowserAppHistory', () => {
  it('numbers the first entry only when the app first pushes one after it', async () => {
    window.history.replaceState(null, '', '/login');
    const writes: string[] = [];
    const { pushState, replaceState } = window.history;
    window.history.pushState = function (state: unknown, unused: string, url?: string | URL | null) {
      writes.push(`push ${(state as { idx?: number }).idx}`);
      pushState.call(this, state, unused, url);
    };
    window.history.replaceState = function (state: unknown, unused: string, url?: string | URL | null) {
      writes.push(`replace ${(state as { idx?: number } | null)?.idx}`);
      replaceState.call(this, state, unused, url);
    };
    try {
      const history = createBrowserAppHistory();
      assert.deepEqual(writes, [], 'no history write while the page starts');
      assert.equal(history.location.pathname, '/login');
      await painted();
      assert.deepEqual(writes, [], 'nor after its paint: nothing needs the number yet');
      history.push('/password/forgot-password');
      assert.deepEqual(writes, ['replace 0', 'push 1'], 'the first entry is numbered just before the push');
      history.push('/login');
      assert.deepEqual(writes, ['replace 0', 'push 1', 'push 2'], 'once');
    } finally {
      window.history.pushState = pushState;
      window.history.replaceState = replaceState;
    }
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
