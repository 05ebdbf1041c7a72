// The app's one stream hands its subscribers only the events of the contract: one a newer server
// sends (a type or kind this build does not know) reaches no one, and the next known one still does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LiveEventBody } from '../../../src/contract';
import { subscribeLive } from '../../../src/lib/live';
import { startFakeLive } from '../../helpers/live-fake';

test('an event of an unknown type or kind reaches no subscriber; the known ones do, in order', async () => {
  const live = startFakeLive();
  const seen: LiveEventBody[] = [];
  let done!: () => void;
  const last = new Promise<void>((resolve) => { done = resolve; });
  const unsubscribe = subscribeLive((body) => {
    seen.push(body);
    if (body.type === 'reset') done();
  });
  try {
    live.send({ type: 'counts', kinds: ['trip'] });
    live.send({ type: 'savedView', id: 'v1' } as unknown as LiveEventBody);
    live.send({ type: 'record', kind: 'savedView', id: 'v1', action: 'created' } as unknown as LiveEventBody);
    live.send({ type: 'record', kind: 'news', id: 'n1', action: 'created' });
    live.send({ type: 'reset', lastId: 4 });
    await last;
    assert.deepEqual(seen.map((body) => body.type), ['counts', 'record', 'reset']);
    assert.deepEqual(seen[1], { type: 'record', kind: 'news', id: 'n1', action: 'created' });
  } finally {
    unsubscribe();
    live.stop();
  }
});
