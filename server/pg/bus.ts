/**
 * The live event bus of several server processes (the `EventBus` of server/live/bus.ts): a
 * process publishes its events through NOTIFY, each with an id from the `live_event_ids`
 * sequence, and every process (itself included) hands what it hears to its own SSE streams and
 * keeps the latest in a buffer for `Last-Event-ID` resumes. A reader may reconnect to any process.
 *
 * Ids increase in the order readers hear them: a batch takes its ids and sends its notifications
 * in one transaction under an advisory lock, so the commits (the order PostgreSQL delivers
 * notifications in) follow the ids. Every process hears every id, so a process's buffer has no
 * holes but those of failed batches, and `since` answers exactly as the in-memory bus does.
 *
 * Whatever a process cannot have heard (before it started, while its LISTEN connection was lost,
 * a batch it could not send) moves `floor` up: a reader whose last id is below it gets `reset`, and
 * the streams open at that moment get one at once (`onReset`).
 */
import type { Sql } from 'postgres';
import type { LiveEvent, LiveEventBody } from '../../src/contract';
import type { EventBus, Replay } from '../live/bus';
import { LIVE_CHANNEL, MAX_PAYLOAD_BYTES, subscribe } from './notify';
import type { Subscription } from './notify';
import { holdAdvisoryLock } from './locks';

/** What travels over NOTIFY: an event, or a reset where an event was too large for NOTIFY. */
type Message = { id: number; body: LiveEventBody } | { id: number; reset: true };

/** A bus that also stops listening. */
export interface PgEventBus extends EventBus {
  /** Resolves when every event published so far was sent (or given up). */
  flushed(): Promise<void>;
  close(): Promise<void>;
}

function isMessage(value: unknown): value is Message {
  if (value === null || typeof value !== 'object') return false;
  const m = value as { id?: unknown; body?: unknown; reset?: unknown };
  return typeof m.id === 'number' && Number.isSafeInteger(m.id) && (m.reset === true || (m.body !== null && typeof m.body === 'object'));
}

/** The payload of one event: its JSON, or a reset when too large for NOTIFY (clients refetch, never a cut event). */
function payloadSql(body: LiveEventBody): { text: string; fits: boolean } {
  const text = JSON.stringify(body);
  // The id and the wrapper take well under 100 bytes.
  return { text, fits: Buffer.byteLength(text, 'utf8') + 100 <= MAX_PAYLOAD_BYTES };
}

/** Starts listening and answers the bus; rejects when the database cannot be reached. */
export async function createPgEventBus(sql: Sql, capacity: number, log: (line: string) => void = (line) => console.error(line)): Promise<PgEventBus> {
  const size = Math.max(1, capacity);
  const buffer: LiveEvent[] = [];
  const listeners = new Set<(event: LiveEvent) => void>();
  const resetListeners = new Set<() => void>();
  let last = 0;
  let floor = 0;

  const sequenceNow = async (): Promise<number> => {
    const [row] = await sql<{ last_value: string; is_called: boolean }[]>`SELECT last_value::text, is_called FROM live_event_ids`;
    return row && row.is_called ? Number(row.last_value) : 0;
  };
  /** Nothing at or below `id` can be replayed any more: readers behind it get a reset. */
  const raiseFloor = (id: number): void => {
    floor = Math.max(floor, id);
    last = Math.max(last, floor);
    while (buffer.length > 0 && (buffer[0]?.id ?? 0) <= floor) buffer.shift();
    for (const listener of [...resetListeners]) listener();
  };

  const hear = (value: unknown): void => {
    if (!isMessage(value)) return;
    // Heard before the start's floor was read, or again: already accounted for.
    if (value.id <= last) return;
    if ('reset' in value) {
      raiseFloor(value.id);
      return;
    }
    last = value.id;
    const event: LiveEvent = { id: value.id, body: value.body };
    buffer.push(event);
    if (buffer.length > size) {
      const gone = buffer.shift();
      if (gone) floor = gone.id;
    }
    for (const listener of [...listeners]) listener(event);
  };

  const subscription: Subscription = await subscribe(sql, hear, () => {
    log('Live events: listening again after a lost connection; open streams get a reset.');
    sequenceNow().then(raiseFloor, () => raiseFloor(last + 1));
  });
  // Listening has started: every id above this one will be heard.
  floor = await sequenceNow();
  last = floor;

  let pending: LiveEventBody[] = [];
  let sending: Promise<void> = Promise.resolve();
  const send = async (batch: LiveEventBody[]): Promise<void> => {
    try {
      await sql.begin(async (tx) => {
        await holdAdvisoryLock(tx, 'liveEvents');
        for (const body of batch) {
          const { text, fits } = payloadSql(body);
          if (fits) await tx`SELECT pg_notify(${LIVE_CHANNEL}, json_build_object('id', nextval('live_event_ids'), 'body', ${text}::text::json)::text)`;
          else await tx`SELECT pg_notify(${LIVE_CHANNEL}, json_build_object('id', nextval('live_event_ids'), 'reset', true)::text)`;
        }
      });
    } catch (error) {
      // The events are lost for every process; this process's readers at least refetch.
      log(`Live events: could not publish ${batch.length} event(s): ${error instanceof Error ? error.message : String(error)}`);
      for (const listener of [...resetListeners]) listener();
    }
  };

  return {
    publish(body) {
      // Events published in the same tick (one commit's) go out in one transaction, in order.
      pending.push(body);
      if (pending.length > 1) return;
      sending = sending.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => {
        const batch = pending;
        pending = [];
        return send(batch);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReset(listener) {
      resetListeners.add(listener);
      return () => resetListeners.delete(listener);
    },
    since(lastId): Replay {
      // Beyond the last id: a reader of a process that heard it first, or of an earlier database.
      if (lastId > last || lastId < floor) return { kind: 'reset' };
      return { kind: 'events', events: buffer.filter((event) => event.id > lastId) };
    },
    lastId: () => last,
    flushed: () => sending,
    async close() {
      await sending;
      await subscription.close();
    },
  };
}
