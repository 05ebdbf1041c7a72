/**
 * The gate in front of password hashing. scrypt runs on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), the pool the store's file writes need too: unbounded, a
 * login flood fills it and every write waits behind the hashes. So at most `concurrency` hashes
 * run at once, at most `queue` wait, served round robin over the keys (client addresses), and one
 * key holds at most `perKey` of the running and waiting places. Over any bound the request is
 * refused at once (429, Retry-After: 1), never queued without bound.
 */
import { ApiError } from '../http/errors';

/** Bounds of a gate. */
export interface GateOptions {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes waiting, all keys together. */
  queue: number;
  /** Running plus waiting hashes of one key. */
  perKey: number;
}

/** Runs work under the bounds of `GateOptions`. */
export interface WorkGate {
  /** Runs `work` when a place is free; rejects at once with 429 when `key` or the queue is full. */
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** What is running and waiting now. */
  load(): { running: number; waiting: number };
}

/** The 429 of a full gate: nothing was evaluated, try again in a second. */
export const gateBusy = (): ApiError =>
  new ApiError('RATE_LIMITED', 'The server is busy. Please try again in a moment.', { headers: { 'Retry-After': '1' } });

/** Creates an empty gate. */
export function createWorkGate(options: GateOptions): WorkGate {
  // Map order is the round robin: the key served moves to the back when it still has work waiting.
  const waiting = new Map<string, (() => void)[]>();
  const held = new Map<string, number>();
  let running = 0;
  let queued = 0;

  const startNext = (): void => {
    while (running < options.concurrency) {
      const first = waiting.entries().next();
      if (first.done) return;
      const [key, list] = first.value;
      const start = list.shift();
      waiting.delete(key);
      if (list.length > 0) waiting.set(key, list);
      queued -= 1;
      start?.();
    }
  };

  return {
    run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const mine = held.get(key) ?? 0;
      const full = running >= options.concurrency && queued >= options.queue;
      if (mine >= options.perKey || full) return Promise.reject(gateBusy());
      held.set(key, mine + 1);
      const release = (): void => {
        running -= 1;
        const left = (held.get(key) ?? 1) - 1;
        if (left > 0) held.set(key, left);
        else held.delete(key);
        startNext();
      };
      const start = (): Promise<T> => {
        running += 1;
        let pending: Promise<T>;
        try {
          pending = work();
        } catch (error) {
          pending = Promise.reject(error);
        }
        return pending.finally(release);
      };
      if (running < options.concurrency) return start();
      return new Promise<T>((resolve, reject) => {
        const list = waiting.get(key) ?? [];
        list.push(() => void start().then(resolve, reject));
        waiting.set(key, list);
        queued += 1;
      });
    },
    load: () => ({ running, waiting: queued }),
  };
}
