/**
 * Live events between server processes over LISTEN/NOTIFY: a process publishes a message inside
 * the transaction that made the change, so PostgreSQL delivers it to every listening process when
 * (and only if) that transaction commits, in commit order. Each process turns what it hears into
 * the events of its own SSE streams.
 *
 * NOTIFY carries at most 8000 bytes: a larger message is replaced by `{ type: 'reset' }` (clients
 * refetch what they watch), never cut. The client re-LISTENs by itself after a lost connection;
 * whatever was published meanwhile is gone, so `onResume` is called then and the process sends
 * its clients a reset.
 */
import type { Sql } from 'postgres';
import type { Queryable } from './records';

/** The channel of the server's live events. */
export const LIVE_CHANNEL = 'diving_live';

/**
 * The channel of ended sessions and of account changes that end them (server/pg/sessions.ts). The
 * same listening connection serves both channels, so a process hears them in commit order.
 */
export const SESSIONS_CHANNEL = 'diving_sessions';

/** NOTIFY's payload limit is 8000 bytes; below it with room for the channel's bookkeeping. */
export const MAX_PAYLOAD_BYTES = 7_900;

/** What a message too large for NOTIFY becomes. */
export const RESET_MESSAGE = { type: 'reset' } as const;

/** The payload of `message`: its JSON, or the reset when it is too large. */
export function payloadOf(message: object): string {
  const text = JSON.stringify(message);
  return Buffer.byteLength(text, 'utf8') <= MAX_PAYLOAD_BYTES ? text : JSON.stringify(RESET_MESSAGE);
}

/** Publishes `message` to every listening process when the current transaction commits. */
export async function publish(sql: Queryable, message: object): Promise<void> {
  await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payloadOf(message)})`;
}

/** A running subscription. */
export interface Subscription {
  /** Stops listening. */
  close(): Promise<void>;
}

/**
 * Calls `onMessage` with each message published on `channel` (the live events' by default) by any
 * process (this one included), and `onResume` each time listening starts again after a lost
 * connection.
 */
export async function subscribe(sql: Sql, onMessage: (message: unknown) => void, onResume: () => void, channel: string = LIVE_CHANNEL): Promise<Subscription> {
  let started = false;
  const { unlisten } = await sql.listen(
    channel,
    (payload) => {
      let message: unknown;
      try {
        message = JSON.parse(payload);
      } catch {
        message = RESET_MESSAGE;
      }
      onMessage(message);
    },
    () => {
      if (started) onResume();
      started = true;
    },
  );
  return { close: () => unlisten() };
}
