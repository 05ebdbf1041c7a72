/**
 * The mail outbox: the reference server sends no e-mail; each message is kept in memory and printed
 * on stdout (unless logging is off). `GET /dev/outbox` lists it in demo mode.
 */
import type { OutboxMessage } from '../src/contract';

const MAX_MESSAGES = 500;

/** Messages "sent" so far, newest first. */
export interface Outbox {
  send(to: string, subject: string, text: string): void;
  list(): OutboxMessage[];
}

/** Creates an outbox; `print` receives the console line of each message. */
export function createOutbox(now: () => number, print: ((line: string) => void) | null): Outbox {
  const messages: OutboxMessage[] = [];
  return {
    send(to, subject, text) {
      const message = { to, subject, text, sentAt: new Date(now()).toISOString() };
      messages.unshift(message);
      if (messages.length > MAX_MESSAGES) messages.length = MAX_MESSAGES;
      print?.(`[outbox] to ${to}: ${subject} — ${text}`);
    },
    list: () => messages.map((m) => ({ ...m })),
  };
}
