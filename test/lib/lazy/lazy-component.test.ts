import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isLazyComponent, lazy, unloadedComponents } from '../../../src/lib/lazy';

function Page() {
  return null;
}

describe('lazy (a route component)', () => {
  it('loads once however often it is preloaded', async () => {
    let calls = 0;
    const Lazy = lazy(async () => {
      calls += 1;
      return { default: Page };
    });
    assert.equal(Lazy.status, 'idle');
    const first = Lazy.preload();
    assert.equal(Lazy.status, 'loading');
    await Promise.all([first, Lazy.preload()]);
    await Lazy.preload();
    assert.equal(calls, 1);
    assert.equal(Lazy.status, 'loaded');
  });

  it('accepts a loader that returns the component itself', async () => {
    const Lazy = lazy(async () => Page);
    await Lazy.preload();
    assert.equal(Lazy.status, 'loaded');
  });

  it('resolves preload on failure, and retries on the next preload', async () => {
    let attempts = 0;
    const Lazy = lazy(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { default: Page };
    });
    await Lazy.preload();
    assert.equal(Lazy.status, 'failed');
    await Lazy.preload();
    assert.equal(Lazy.status, 'loaded');
    assert.equal(attempts, 2);
  });

  it('fails a module without a default export', async () => {
    const Lazy = lazy(async () => ({ default: undefined as unknown as typeof Page }));
    await Lazy.preload();
    assert.equal(Lazy.status, 'failed');
  });

  it('turns a loader that throws synchronously into a failure', async () => {
    const Lazy = lazy(() => {
      throw new Error('boom');
    });
    await Lazy.preload();
    assert.equal(Lazy.status, 'failed');
  });

  it('tells lazy components from plain ones and lists the unloaded ones', async () => {
    const Loaded = lazy(async () => Page);
    const Pending = lazy(async () => Page);
    await Loaded.preload();
    assert.equal(isLazyComponent(Loaded), true);
    assert.equal(isLazyComponent(Page), false);
    assert.deepEqual(unloadedComponents([{ component: Page }, { component: Loaded }, { component: Pending }, {}]), [Pending]);
  });
});
