/**
 * The mail outbox: the reference server sends no e-mail; each message is kept and printed on stdout
 * (unless logging is off). `GET /dev/outbox` lists it in demo mode. The embedded store keeps it in
 * this process's memory; on PostgreSQL it is a table every process shares (server/pg/outbox.ts),
 * so a code sent through one process is listed by any.
 */
import type { OutboxMessage } from '../src/contract';

/** The messages kept, newest first. */
export const MAX_MESSAGES = 500;

/** Messages "sent" so far, newest first. */
export interface Outbox {
  send(to: string, subject: string, text: string): Promise<void>;
  list(): Promise<OutboxMessage[]>;
}

/** Where the messages are kept. */
export interface OutboxRows {
  add(message: OutboxMessage): Promise<void>;
  /** The latest `MAX_MESSAGES`, newest first. */
  latest(): Promise<OutboxMessage[]>;
}

/** The rows in this process's memory. */
export function memoryOutboxRows(): OutboxRows {
  const messages: OutboxMessage[] = [];
  return {
    async add(message) {
      messages.unshift(message);
      if (messages.length > MAX_MESSAGES) messages.length = MAX_MESSAGES;
    },
    latest: async () => messages.map((m) => ({ ...m })),
  };
}

/** An outbox over `rows`; `print` receives the console line of each message. */
export function createOutbox(rows: OutboxRows, now: () => number, print: ((line: string) => void) | null): Outbox {
  return {
    async send(to, subject, text) {
      await rows.add({ to, subject, text, sentAt: new Date(now()).toISOString() });
      print?.(`[outbox] to ${to}: ${subject} — ${text}`);
    },
    list: () => rows.latest(),
  };
}
