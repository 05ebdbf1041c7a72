import '../../helpers/dom';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createAppHistory } from '../../../src/lib/router';

describe('createAppHistory', () => {
  it('starts a memory history at the given entry, or at /', () => {
    assert.equal(createAppHistory('memory', '/trips/all?page=2').location.search, '?page=2');
    assert.equal(createAppHistory('memory').location.pathname, '/');
  });

  it('follows the address bar with a browser history', () => {
    window.history.replaceState(null, '', '/settings/general?x=1');
    const history = createAppHistory('browser');
    assert.equal(history.location.pathname, '/settings/general');
    history.push('/login');
    assert.equal(window.location.pathname, '/login');
  });

  it('hands listeners the action and the location (history v5)', () => {
    const history = createAppHistory('memory');
    const seen: string[] = [];
    const stop = history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
    history.push('/a');
    history.replace('/b');
    stop();
    history.push('/c');
    assert.deepEqual(seen, ['PUSH /a', 'REPLACE /b']);
  });
});
