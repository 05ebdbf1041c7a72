/**
 * The open Server-Sent Events streams: their count per admin and in all (each holds a socket and a
 * timer for as long as an admin keeps a tab open), the writing of one event, the heartbeat, and the
 * rules that end a stream: its reader is too slow, or its session has ended.
 */
import type { Writable } from 'node:stream';
import type { LiveEvent } from '../../src/contract';
import { HEARTBEAT_EVENT } from '../../src/contract';
import { memoryStreamSlots } from './stream-slots';
import type { Refusal, StreamSlot, StreamSlots } from './stream-slots';

export type { Refusal };

/** The limits of the streams (settings, see docs/server.md). */
export interface StreamLimits {
  perAdmin: number;
  total: number;
  heartbeatMs: number;
  /** Bytes a stream may have waiting for its reader before it is dropped. */
  writeCapBytes: number;
}

/** Whose stream it is: the admin and the session of the token that opened it. */
export interface StreamSession {
  adminId: string;
  /** The session (`sid`) of the token: its end closes the stream. */
  sessionId: string;
  /** When that session signed in, ms: the stream does not outlive `SESSION_MAX_S` either. */
  sessionStartedAt: number;
  /** The token's session version (`sv`): a password change, reset or block raises the user's. */
  sessionVersion: number;
  /** The token's expiry, seconds since the epoch: the stream does not outlive its token. */
  expiresAtS: number;
}

/** One open stream as the registry sees it. */
export interface LiveStream extends StreamSession {
  /** Writes one event; false when the stream has been closed (or just was, being too slow). */
  send(event: LiveEvent): boolean;
  /** Writes a named event without an id (reset, heartbeat). */
  sendNamed(name: string, data: object): boolean;
  /** Ends the stream; idempotent. */
  close(): void;
  /** False once closed, by either end. */
  readonly isOpen: boolean;
}

/** Formats one SSE frame; JSON holds no raw newline, so `data:` is a single line. */
export function frame(name: string, data: object, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Wraps a writable as a stream that drops itself when more than `writeCapBytes` wait unsent:
 * a reader that stops reading must not make the server buffer every later event for it.
 */
export function openStream(out: Writable, session: StreamSession, writeCapBytes: number, onClose: () => void): LiveStream {
  let open = true;
  const close = (): void => {
    if (!open) return;
    open = false;
    onClose();
    out.end();
  };
  out.once('close', () => {
    if (!open) return;
    open = false;
    onClose();
  });
  const write = (text: string): boolean => {
    if (!open) return false;
    out.write(text);
    if (out.writableLength > writeCapBytes) {
      open = false;
      onClose();
      // Destroy, not end: ending would wait to flush what the reader is not reading.
      out.destroy();
      return false;
    }
    return true;
  };
  return {
    ...session,
    send: (event) => write(frame(event.body.type, event.body, event.id)),
    sendNamed: (name, data) => write(frame(name, data)),
    close,
    get isOpen() {
      return open;
    },
  };
}

/**
 * Holds this process's open streams and runs one heartbeat timer for all of them; their caps are
 * counted by `slots` (server/live/stream-slots.ts: this process's memory, or a table every
 * process shares).
 */
export class StreamRegistry {
  private readonly streams = new Map<LiveStream, StreamSlot>();
  private timer: NodeJS.Timeout | null = null;

  /**
   * `check` runs on each heartbeat for each stream: false ends it (its session is over). `verify`,
   * when given, also runs on each heartbeat with every open stream, for what only a read can tell
   * (a session ended while this process was not listening, or idle): it closes what it must.
   */
  constructor(
    readonly limits: StreamLimits,
    private readonly check: (stream: LiveStream) => boolean,
    private readonly slots: StreamSlots = memoryStreamSlots(limits),
    private readonly verify?: (streams: readonly LiveStream[]) => Promise<void>,
  ) {}

  /** A slot for one more stream of `adminId` (hand it to `add`, or release it), or which limit it meets. */
  take(adminId: string): Promise<StreamSlot | Refusal> {
    return this.slots.take(adminId);
  }

  /** Runs the session check now on the open streams `match` picks (an account changed); closes those it fails. */
  checkNow(match: (stream: LiveStream) => boolean): void {
    for (const stream of [...this.streams.keys()]) if (match(stream) && !this.check(stream)) stream.close();
  }

  /** Closes the open streams `match` picks (their session ended). */
  closeWhere(match: (stream: LiveStream) => boolean): void {
    for (const stream of [...this.streams.keys()]) if (match(stream)) stream.close();
  }

  /** Holds `stream` in `slot` until it closes (call `remove` from its onClose). */
  add(stream: LiveStream, slot: StreamSlot): void {
    this.streams.set(stream, slot);
    this.timer ??= setInterval(() => this.beat(), this.limits.heartbeatMs);
    this.timer.unref();
  }

  /** Stops holding `stream` and gives its slot back. */
  remove(stream: LiveStream): void {
    const slot = this.streams.get(stream);
    if (!slot) return;
    this.streams.delete(stream);
    slot.release();
    if (this.streams.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** Number of open streams. */
  get size(): number {
    return this.streams.size;
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const stream of [...this.streams.keys()]) stream.close();
  }

  private beat(): void {
    for (const stream of [...this.streams.keys()]) {
      // The session check also runs here, so an ended session ends a quiet stream too.
      if (!this.check(stream)) stream.close();
      else stream.sendNamed(HEARTBEAT_EVENT, {});
    }
    if (this.verify && this.streams.size > 0) {
      this.verify([...this.streams.keys()]).catch((error: unknown) => console.error('Could not check the live streams\' sessions:', error instanceof Error ? error.message : error));
    }
  }
}
