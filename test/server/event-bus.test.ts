import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createEventBus } from '../../server/live/bus';

describe('the event bus', () => {
  it('gives increasing ids and hands each event to every subscriber until it unsubscribes', () => {
    const bus = createEventBus(10);
    const seen: number[] = [];
    const stop = bus.subscribe((event) => seen.push(event.id));
    const a = bus.publish({ type: 'counts', kinds: ['trip'] });
    const b = bus.publish({ type: 'counts', kinds: ['news'] });
    stop();
    bus.publish({ type: 'counts', kinds: ['user'] });
    assert.ok(b.id > a.id);
    assert.deepEqual(seen, [a.id, b.id]);
    assert.equal(bus.lastId(), 3);
  });

  it('replays the events after an id while the buffer holds them, and resets past it', () => {
    const bus = createEventBus(3);
    for (let i = 0; i < 5; i++) bus.publish({ type: 'counts', kinds: ['trip'] });
    const replay = bus.since(2);
    assert.equal(replay.kind, 'events');
    assert.deepEqual(replay.kind === 'events' ? replay.events.map((e) => e.id) : [], [3, 4, 5]);
    assert.deepEqual(bus.since(5), { kind: 'events', events: [] });
    assert.equal(bus.since(1).kind, 'reset');
    assert.equal(bus.since(6).kind, 'reset', 'an id from an earlier run of the server');
  });

  it('keeps delivering to the others when a subscriber unsubscribes while an event is handed out', () => {
    const bus = createEventBus(5);
    const seen: string[] = [];
    const stopFirst = bus.subscribe(() => {
      seen.push('first');
      stopFirst();
    });
    bus.subscribe(() => seen.push('second'));
    bus.publish({ type: 'counts', kinds: ['trip'] });
    bus.publish({ type: 'counts', kinds: ['trip'] });
    assert.deepEqual(seen, ['first', 'second', 'second']);
  });
});
