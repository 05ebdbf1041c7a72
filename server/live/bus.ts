/**
 * The event bus: one interface between what produces live events (the store's commits, presence,
 * claims) and what delivers them (the SSE streams of routes/events.ts). This one lives in the
 * process's memory; several server processes share one through PostgreSQL (server/pg/bus.ts,
 * chosen in server/services.ts), and the streams do not change.
 */
import type { LiveEvent, LiveEventBody } from '../../src/contract';

/** What a reader gets from `since`: the events it missed, or `reset` when they are gone. */
export type Replay = { kind: 'events'; events: readonly LiveEvent[] } | { kind: 'reset' };

/** Publishes events with increasing ids and keeps the most recent ones for reconnecting readers. */
export interface EventBus {
  /** Gives `body` the next id, keeps it in the buffer and hands it to every subscriber (at once here; when heard back on a shared bus). */
  publish(body: LiveEventBody): void;
  /** Calls `listener` for every event published from now on; returns the unsubscribe call. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /** Calls `listener` when events were lost (a shared bus's lost connection): its readers must refetch. */
  onReset(listener: () => void): () => void;
  /**
   * The events after `lastId`, oldest first. `reset` when some of them have left the buffer, or
   * when `lastId` is beyond the last id (a reader from an earlier run of the server).
   */
  since(lastId: number): Replay;
  /** The id of the last event published; 0 before the first. */
  lastId(): number;
}

/** The in-memory bus, whose `publish` answers the event it made. */
export interface MemoryEventBus extends EventBus {
  publish(body: LiveEventBody): LiveEvent;
}

/** An in-memory bus keeping the last `capacity` events (at least 1). */
export function createEventBus(capacity: number): MemoryEventBus {
  const size = Math.max(1, capacity);
  // A ring would avoid the shift, but the buffer is small and this reads plainly.
  const buffer: LiveEvent[] = [];
  const listeners = new Set<(event: LiveEvent) => void>();
  let last = 0;
  return {
    publish(body) {
      const event: LiveEvent = { id: ++last, body };
      buffer.push(event);
      if (buffer.length > size) buffer.shift();
      // A copy: a listener may unsubscribe (its stream ends) while we iterate.
      for (const listener of [...listeners]) listener(event);
      return event;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Nothing is ever lost between this bus and its own streams.
    onReset: () => () => undefined,
    since(lastId) {
      if (lastId > last) return { kind: 'reset' };
      if (lastId === last) return { kind: 'events', events: [] };
      const oldest = buffer[0]?.id ?? last + 1;
      // The reader needs every id from lastId + 1; the first of them must still be held.
      if (lastId + 1 < oldest) return { kind: 'reset' };
      return { kind: 'events', events: buffer.filter((event) => event.id > lastId) };
    },
    lastId: () => last,
  };
}
